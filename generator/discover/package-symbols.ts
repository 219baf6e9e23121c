import { dirname, join, relative } from "node:path";
import type { AliasImport } from "../alias-import.js";
import { nearestPackageFolder } from "../project/installed-package.js";
import { aliasTarget } from "../convert/type-facts.js";
import { readPackageJson } from "../package-json.js";
import ts from "../typescript.cjs";
import { GEN_TOOLS_PACKAGE } from "./gen-tools-specifier.js";
import { destructuredProperty, madeByCall, namedValue, patternProperty, symbolNamed } from "./named-value.js";
import { bindsMark, mayImportInJsDoc, packageImports, RequireDeclarations } from "./package-imports.js";
import { rewrittenLet, rewrittenReceiver } from "./rewritten-receiver.js";

/** The runtime exports the generator recognises, by their declared names. */
export type GenToolsExport = "tool" | "registerTool";

const GEN_TOOLS_EXPORTS: readonly GenToolsExport[] = ["tool", "registerTool"];

/**
 * Decides, through the checker, whether an expression names one of this package's declaration
 * exports: the symbol is followed through aliases (`import { tool as t }`, re-exports) to its
 * declaration, which must sit in the `gen-tools` package's `src/declare/` (or its built
 * `dist/src/declare/`), or through a name fixed to one (`const deco = gt.tool`, see `namedValue`).
 * A user's own `tool` function is not it. Also tells whether an import of
 * the package anywhere in the program may not lead to it (see `mayHaveLost`).
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
  /** The marks `mayHaveLost` answers yes for, found when first asked. */
  private lostMarks: ReadonlySet<GenToolsExport> | undefined;
  /** The run's JavaScript files' require declarations, which `mayHaveLost`'s scan and `registerToolCalls` both read. */
  readonly requires = new RequireDeclarations();
  /** Whether a function a decorator calls returns gen-tools' `ToolDecorator`, by the function, found when first asked (see `hasToolDecoratorType`). */
  private readonly returnsToolDecorator = new Map<ts.Symbol, boolean>();
  /** Each name's symbol, found when first asked (see `symbolOf`). */
  private readonly symbols = new Map<ts.Node, ts.Symbol | undefined>();

  constructor(private readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
  }

  resolve(expression: ts.Expression): GenToolsExport | null {
    return this.exportOf(this.followedSymbol(expression));
  }

  /**
   * The mark a name's symbol leads to, though its value is read off a let written again
   * (`marks.deco` after `marks = { ... }`, see `rewrittenReceiver`), which `resolve` does not
   * follow: what GT2021 asks.
   */
  memberMark(name: ts.Node): GenToolsExport | null {
    return this.exportOf(this.symbolOf(name));
  }

  /**
   * The symbol a name stands for, past the aliases the checker follows (imports, re-exports). Each
   * name is looked up once: every decorator's callee is asked for by `resolve`, then by GT2021's walk
   * and by `hasToolDecoratorType` (three thousand `@Column()`s of a project cost 100 ms more).
   */
  symbolOf(name: ts.Node): ts.Symbol | undefined {
    if (this.symbols.has(name)) return this.symbols.get(name);
    const named = symbolNamed(name, this.checker);
    // A JavaScript let of a require (`let ns = require("gen-tools")`) is an alias to the checker, as a const is; one
    // its file writes again (`ns = gt`) is the let, which holds the module only until then (see `rewrittenLet`).
    const symbol = named !== undefined && isRewrittenRequire(named) ? named : aliasTarget(named, this.checker);
    this.symbols.set(name, symbol);
    return symbol;
  }

  /** The symbol a name stands for where discovery follows it: not one whose value is read off a let or var written again (see `rewrittenReceiver`). */
  private followedSymbol(name: ts.Node): ts.Symbol | undefined {
    const symbol = this.symbolOf(name);
    return rewrittenReceiver(name, symbol, (at) => this.symbolOf(at)) === undefined ? symbol : undefined;
  }

  /** The mark a pattern's name takes from its value (`tool` of `let { tool } = gt`), whether or not its variable keeps it. */
  patternMark(element: ts.BindingElement): GenToolsExport | null {
    return this.exportOf(aliasTarget(patternProperty(element, this.checker), this.checker));
  }

  /** The call that made the decorator an expression names (`const readOnly = tool({ ... })`), if one did. */
  madeByCall(expression: ts.Expression): ts.CallExpression | undefined {
    const symbol = this.followedSymbol(expression);
    return symbol === undefined ? undefined : madeByCall(symbol);
  }

  /**
   * Whether an expression's type is gen-tools' `ToolDecorator`, what a call of `tool` returns: a
   * decorator `tool` made, however it was kept (a declaration file's `export declare const
   * readOnly: ToolDecorator`), or a call of a function that returns one (`readOnly()`, where
   * `const readOnly = () => tool({ ... })`).
   */
  hasToolDecoratorType(expression: ts.Expression): boolean {
    if (!ts.isCallExpression(expression)) return this.isToolDecorator(this.checker.getTypeAtLocation(expression));
    // A call's own type would take resolving it against its arguments, each `@Column({ ... })` of a
    // project: the callee's declared signatures are asked instead, once for each callee.
    const callee = this.symbolOf(expression.expression);
    if (callee === undefined) return false;
    let returns = this.returnsToolDecorator.get(callee);
    if (returns === undefined) {
      returns = this.checker.getTypeOfSymbol(callee).getCallSignatures().some((signature) => this.isToolDecorator(signature.getReturnType()));
      this.returnsToolDecorator.set(callee, returns);
    }
    return returns;
  }

  /**
   * Whether a value of this type may be gen-tools' `mark`: the type, or a member of its union, is
   * the mark's function (`typeof gt.tool`), or for `tool` a decorator a call of it made
   * (`ToolDecorator`). What GT2021 asks of a let's write that gives no value discovery reads
   * (`[t] = marks`, see `writtenTypes`); another library's decorator's type is neither.
   */
  typeHoldsMark(type: ts.Type, mark: GenToolsExport): boolean {
    return (type.isUnion() ? type.types : [type]).some((member) => this.exportOf(member.getSymbol()) === mark || (mark === "tool" && this.isToolDecorator(member)));
  }

  private isToolDecorator(type: ts.Type): boolean {
    const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.find(ts.isInterfaceDeclaration);
    return declaration?.name.text === "ToolDecorator" && this.isGenToolsDeclaration(declaration);
  }

  /**
   * Whether an import of "gen-tools" (or a subpath) anywhere in the program, its sources' or its
   * packages' declarations, may have lost `mark` (GT2017's case: the module is not found, is a
   * subpath, or a `paths` entry maps it to another). Where none has, every import that binds `mark`
   * or the whole module leads to gen-tools' own `mark`: a name whose aliases go through one
   * resolves to it (or to a module that has it), and they need not be walked to report the import.
   * Both marks are answered by one pass over the program, made once per run (a run makes this
   * object anew).
   */
  mayHaveLost(mark: GenToolsExport): boolean {
    this.lostMarks ??= this.findLostMarks();
    return this.lostMarks.has(mark);
  }

  private findLostMarks(): Set<GenToolsExport> {
    const lost = new Set<GenToolsExport>();
    for (const file of this.program.getSourceFiles()) {
      if (this.program.isSourceFileDefaultLibrary(file)) continue;
      // Its JSDoc `@import` tags are not read: they may have lost either.
      if (mayImportInJsDoc(file)) return new Set(GEN_TOOLS_EXPORTS);
      for (const from of packageImports(file, this.requires)) {
        for (const mark of GEN_TOOLS_EXPORTS) if (this.mayLose(from, mark)) lost.add(mark);
        if (lost.size === GEN_TOOLS_EXPORTS.length) return lost;
      }
    }
    return lost;
  }

  /** Whether the import binds `mark`, or a module whose `mark` it is, in a way that may not lead to gen-tools' own. */
  private mayLose(from: AliasImport, mark: GenToolsExport): boolean {
    if (!bindsMark(from, mark)) return false;
    const module = this.checker.getSymbolAtLocation(from.specifier);
    // `export =` (or a module that is also a value) has its names looked up in its value's type: not gen-tools' own module.
    if (module === undefined || module.exports?.has(ts.InternalSymbolName.ExportEquals) === true || (module.flags & ts.SymbolFlags.Variable) !== 0) return true;
    return this.exportOf(aliasTarget(this.checker.tryGetMemberInModuleExports(mark, module), this.checker)) !== mark;
  }

  private exportOf(symbol: ts.Symbol | undefined): GenToolsExport | null {
    if (symbol === undefined) return null;
    const known = this.answers.get(symbol);
    if (known !== undefined) return known;
    // Asked again while it is answered (`const a = b; const b = a;`), a name leads to no mark.
    this.answers.set(symbol, null);
    const answer = this.classify(symbol);
    this.answers.set(symbol, answer);
    return answer;
  }

  private classify(symbol: ts.Symbol): GenToolsExport | null {
    const value = namedValue(symbol);
    if (value !== undefined) return this.exportOf(this.followedSymbol(value));
    const property = destructuredProperty(symbol, this.checker);
    if (property !== undefined) return this.exportOf(aliasTarget(property, this.checker));
    const name = symbol.getName();
    if (name !== "tool" && name !== "registerTool") return null;
    const declaration = symbol.declarations?.find(ts.isFunctionDeclaration);
    return declaration !== undefined && this.isGenToolsDeclaration(declaration) ? name : null;
  }

  /** Whether a declaration is in the gen-tools package's `src/declare/` (or its built `dist/src/declare/`). */
  private isGenToolsDeclaration(declaration: ts.Declaration): boolean {
    const file = declaration.getSourceFile().fileName;
    // The package the declaration belongs to, which must be gen-tools itself.
    const root = nearestPackageFolder(dirname(file));
    if (root === undefined || this.packageName(root) !== GEN_TOOLS_PACKAGE) return false;
    return /^(dist\/)?src\/declare\//.test(relative(root, file).replace(/\\/g, "/"));
  }

  private packageName(dir: string): unknown {
    if (!this.packageNames.has(dir)) this.packageNames.set(dir, readPackageJson(join(dir, "package.json"))?.name);
    return this.packageNames.get(dir);
  }
}

/** Whether an alias is a JavaScript let or var of a require, or a name of its pattern, that its file writes again (`let { tool } = require("gen-tools"); tool = other;`). */
function isRewrittenRequire(symbol: ts.Symbol): boolean {
  const declaration = symbol.declarations?.[0];
  const variable = declaration !== undefined && (ts.isVariableDeclaration(declaration) || ts.isBindingElement(declaration));
  return (symbol.flags & ts.SymbolFlags.Alias) !== 0 && variable && rewrittenLet(symbol) !== undefined;
}
