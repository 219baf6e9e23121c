import { dirname, join, relative } from "node:path";
import { NAMESPACE, type AliasImport } from "../alias-import.js";
import { nearestPackageFolder } from "../project/installed-package.js";
import { aliasTarget } from "../convert/type-facts.js";
import { readPackageJson } from "../package-json.js";
import ts from "../typescript.cjs";
import { GEN_TOOLS_PACKAGE } from "./gen-tools-specifier.js";
import { mayImportInJsDoc, packageImports } from "./package-imports.js";

/** The runtime exports the generator recognises, by their declared names. */
export type GenToolsExport = "tool" | "registerTool";

/**
 * Decides, through the checker, whether an expression names one of this package's declaration
 * exports: the symbol is followed through aliases (`import { tool as t }`, re-exports) to its
 * declaration, which must sit in the `gen-tools` package's `src/declare/` (or its built
 * `dist/src/declare/`). A user's own `tool` function is not it. Also tells whether an import of
 * the package anywhere in the program may not lead to it (see `mayHaveLostRegisterTool`).
 */
export class GenToolsSymbols {
  private readonly answers = new Map<ts.Symbol, GenToolsExport | null>();
  /**
   * Each package folder's name, read once: `tool` and `registerTool` (and a user's own functions of
   * those names) are declared in a few packages. Kept no longer than this object, made anew each
   * run, so a package.json changed between runs is read again.
   */
  private readonly packageNames = new Map<string, unknown>();
  private readonly checker: ts.TypeChecker;
  /** `mayHaveLostRegisterTool`'s answer, found when first asked. */
  private lostRegisterTool: boolean | undefined;

  constructor(private readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
  }

  resolve(expression: ts.Expression): GenToolsExport | null {
    return this.exportOf(aliasTarget(this.checker.getSymbolAtLocation(expression), this.checker));
  }

  /**
   * Whether an import of "gen-tools" (or a subpath) anywhere in the program, its sources' or its
   * packages' declarations, may have lost `registerTool` (GT2017's case: the module is not found,
   * is a subpath, or a `paths` entry maps it to another). Where none has, every import of
   * `registerTool` leads to gen-tools' own and every namespace import to a module: a name whose
   * aliases go through one resolves to either, and `bindsPackageExport` need not walk them. Read
   * once per run (a run makes this object anew).
   */
  mayHaveLostRegisterTool(): boolean {
    this.lostRegisterTool ??= this.program.getSourceFiles().some((file) => !this.program.isSourceFileDefaultLibrary(file) && this.mayHaveLostIn(file));
    return this.lostRegisterTool;
  }

  private mayHaveLostIn(file: ts.SourceFile): boolean {
    if (mayImportInJsDoc(file)) return true;
    for (const from of packageImports(file.statements)) if (this.mayLoseRegisterTool(from)) return true;
    return false;
  }

  private mayLoseRegisterTool(from: AliasImport): boolean {
    if (from.imported !== "registerTool" && from.imported !== NAMESPACE) return false;
    const module = this.checker.getSymbolAtLocation(from.specifier);
    // `export =` (or a module that is also a value) has its names looked up in its value's type: not gen-tools' own module.
    if (module === undefined || module.exports?.has(ts.InternalSymbolName.ExportEquals) === true || (module.flags & ts.SymbolFlags.Variable) !== 0) return true;
    return from.imported === "registerTool" && this.exportOf(aliasTarget(this.checker.tryGetMemberInModuleExports("registerTool", module), this.checker)) !== "registerTool";
  }

  private exportOf(symbol: ts.Symbol | undefined): GenToolsExport | null {
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
