import { dirname, join, relative } from "node:path";
import { nearestPackageFolder } from "../project/installed-package.js";
import { aliasTarget } from "../convert/type-facts.js";
import { readPackageJson } from "../package-json.js";
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
  private readonly answers = new Map<ts.Symbol, GenToolsExport | null>();
  /**
   * Each package folder's name, read once: `tool` and `registerTool` (and a user's own functions of
   * those names) are declared in a few packages. Kept no longer than this object, made anew each
   * run, so a package.json changed between runs is read again.
   */
  private readonly packageNames = new Map<string, unknown>();

  constructor(private readonly checker: ts.TypeChecker) {}

  resolve(expression: ts.Expression): GenToolsExport | null {
    const symbol = aliasTarget(this.checker.getSymbolAtLocation(expression), this.checker);
    if (symbol === undefined) return null;
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
    // The package the declaration belongs to, which must be gen-tools itself.
    const root = nearestPackageFolder(dirname(file));
    if (root === undefined || this.packageName(root) !== GEN_TOOLS_PACKAGE) return null;
    return /^(dist\/)?src\/declare\//.test(relative(root, file).replace(/\\/g, "/")) ? name : null;
  }

  private packageName(dir: string): unknown {
    if (!this.packageNames.has(dir)) this.packageNames.set(dir, readPackageJson(join(dir, "package.json"))?.name);
    return this.packageNames.get(dir);
  }
}
