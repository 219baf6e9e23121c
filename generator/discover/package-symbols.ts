import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "../typescript.cjs";
import { GEN_TOOLS_PACKAGE } from "./gen-tools-specifier.js";

/** The runtime exports the generator recognises, by their declared names. */
export type GenToolsExport = "tool" | "registerTool";

/**
 * Decides, through the checker, whether an expression names one of this package's declaration
 * exports: the symbol is followed through aliases (`import { tool as t }`, re-exports) to its
 * declaration, which must sit in the `gen-tools` package's `src/declare/` (or its built
 * `dist/src/declare/`). A user's own `tool` function is not it.
 */
export class GenToolsSymbols {
  private readonly packageNameByDir = new Map<string, string | null>();
  private readonly answers = new Map<ts.Symbol, GenToolsExport | null>();

  constructor(private readonly checker: ts.TypeChecker) {}

  resolve(expression: ts.Expression): GenToolsExport | null {
    let symbol = this.checker.getSymbolAtLocation(expression);
    if (symbol === undefined) return null;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const known = this.answers.get(symbol);
    if (known !== undefined) return known;
    const answer = this.classify(symbol);
    this.answers.set(symbol, answer);
    return answer;
  }

  private classify(symbol: ts.Symbol): GenToolsExport | null {
    const name = symbol.getName();
    if (name !== "tool" && name !== "registerTool") return null;
    const declaration = symbol.declarations?.find(ts.isFunctionDeclaration);
    if (declaration === undefined) return null;
    const file = declaration.getSourceFile().fileName;
    const root = this.packageRoot(dirname(file));
    if (root === null) return null;
    return /^(dist\/)?src\/declare\//.test(relative(root, file).replace(/\\/g, "/")) ? name : null;
  }

  /** The nearest enclosing directory whose package.json is named `gen-tools`. */
  private packageRoot(dir: string): string | null {
    for (let d = dir; ; d = dirname(d)) {
      if (this.packageName(d) !== null) return this.packageName(d) === GEN_TOOLS_PACKAGE ? d : null;
      if (dirname(d) === d) return null;
    }
  }

  private packageName(dir: string): string | null {
    let name = this.packageNameByDir.get(dir);
    if (name === undefined) {
      const file = join(dir, "package.json");
      name = null;
      if (existsSync(file)) {
        try {
          const parsed = JSON.parse(readFileSync(file, "utf8")) as { name?: unknown };
          name = typeof parsed.name === "string" ? parsed.name : "";
        } catch {
          name = "";
        }
      }
      this.packageNameByDir.set(dir, name);
    }
    return name;
  }
}
