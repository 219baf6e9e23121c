import ts from "../typescript.cjs";
import { exportsToolMarks, GEN_TOOLS_PACKAGE } from "./gen-tools-specifier.js";
import { isRequireCall } from "../require-call.js";
import { assignedValues, bindingWrites, laterWrite } from "./fixed-binding.js";
import { writesBindingOf } from "./binding-scope.js";
import { constValue, fixedInitializer, initializerName, accessedMember } from "./named-value.js";
import { isRelativeOrSubpathImport } from "./own-modules.js";
import { writtenKey } from "./property-key.js";
import { declaresToolDecorator } from "./tool-decorator-type.js";

/**
 * The local names through which a file reads gen-tools' `tool`, found from its syntax alone, for a
 * file the checker does not see (a base class's source, its emitted JavaScript):
 * `import { tool as t }` gives `t`; `import * as gt`, `const gt = require(...)` and
 * `__importStar(require(...))` give `gt.tool`; `const { tool: t } = require(...)` (or `= gt`),
 * `const t = require(...).tool` and `const t = gt.tool` give `t`. The same shape tells what a module
 * exports of gen-tools (see `genToolsExports`).
 */
export interface GenToolsBindings {
  tool: ReadonlySet<string>;
  /**
   * Each namespace, as what its module exports of gen-tools: `gt` → gen-tools' own (`gt.tool`) for
   * `import * as gt from "gen-tools"`; a namespace in it is one again (`marks.gt.tool`).
   */
  namespaces: ReadonlyMap<string, GenToolsBindings>;
  /** Decorators made beforehand by a call of `tool` (`const idempotent = tool({ ... })`), by name, with that call. */
  made: ReadonlyMap<string, ts.CallExpression>;
  /**
   * The lets and vars that their file writes again whose value is `tool` or a decorator it made
   * (`let mark = tool; mark = other;`), and the names fixed to one, by name, with the let's first
   * write: they are not followed, so a decorator that names one is reported (GT2021).
   */
  rewritten: ReadonlyMap<string, ts.Node>;
  /**
   * Decorators a declaration file declares by their type alone, gen-tools' `ToolDecorator` (`export
   * declare const readOnly: import("gen-tools").ToolDecorator`, which tsc writes for `export const
   * readOnly = tool({ ... })`), by name, with that declaration: a decorator that names one marks a
   * tool, without options where the call that made it is not found beside the file (GT2022).
   */
  typed: ReadonlyMap<string, ts.VariableDeclaration>;
}

/**
 * What a module of the importer's own package exports of gen-tools, by its specifier in the file
 * that imports it (`./marks.js`, `#marks`, `@acme/shared/marks`), so that a `tool` re-exported there
 * is followed (see `ToolReexports`); `undefined` when it is not found, or is another package's.
 */
export type FollowModule = (specifier: string) => GenToolsBindings | undefined;

/** A module that binds nothing of gen-tools. */
export const NO_BINDINGS: GenToolsBindings = { tool: new Set(), namespaces: new Map(), made: new Map(), rewritten: new Map(), typed: new Map() };

/** What gen-tools exports of itself: `tool`. */
const PACKAGE: GenToolsBindings = { ...NO_BINDINGS, tool: new Set(["tool"]) };

export function genToolsBindings(file: ts.SourceFile, follow: FollowModule): GenToolsBindings {
  const bindings = new BindingsBuilder();
  const assigned: NamedDeclaration[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const from = clause === undefined || clause.isTypeOnly ? undefined : exportsOf(statement.moduleSpecifier, follow);
      if (clause === undefined || from === undefined) continue;
      if (clause.name !== undefined) bindings.export(clause.name.text, "default", from);
      const named = clause.namedBindings;
      if (named === undefined) continue;
      if (ts.isNamespaceImport(named)) bindings.namespace(named.name.text, from);
      else for (const element of named.elements) if (!element.isTypeOnly) bindings.export(element.name.text, (element.propertyName ?? element.name).text, from);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bindings.all(variableBindings(declaration, bindings, follow, assigned));
    }
  }
  for (const named of assigned) bindings.all(assignedBindings(named, bindings));
  return bindings;
}

/**
 * What a variable of a file's top level binds of gen-tools, `bindings` being the file's names before
 * it: `const t = require("gen-tools").tool`, `const mark = gt.tool`, `declare const mark: typeof
 * gt.tool`, `const quick = tool({ ... })`, `const marks = { deco: gt.tool }`, a module required
 * whole (`const gt = require("gen-tools")`), and the names a pattern takes (`const { tool: t } = gt`).
 * A let or var its file writes again, or a var declared again with a value (`var t = gt.tool; var t
 * = other;`), holds all this at that write (see `rewrittenNamespace`), so that a decorator that names
 * it is reported (GT2021), as in the program.
 */
function variableBindings(declaration: ts.VariableDeclaration, bindings: GenToolsBindings, follow: FollowModule, assigned: NamedDeclaration[]): GenToolsBindings {
  const held = new BindingsBuilder();
  const initializer = declaration.initializer;
  const from = initializer === undefined ? undefined : (requiredModule(initializer, follow) ?? destructuredNamespace(declaration, bindings));
  if (ts.isIdentifier(declaration.name)) {
    const name = declaration.name.text;
    const write = laterWrite(declaration);
    // A var's later declaration, written at its first (see `redeclaration`), adds nothing where the first bound the name: GT2021 names the first's write.
    if (write !== undefined && write.pos < declaration.pos && boundNames(bindings).includes(name)) return held;
    const member = initializer === undefined ? undefined : requiredMember(initializer, follow);
    const value = write === undefined ? (constValue(declaration) ?? fixedValue(declaration)) : (initializerName(declaration) ?? initializer);
    if (from !== undefined) held.namespace(name, from);
    else if (member !== undefined) held.export(name, member.name, member.from);
    else if (value !== undefined) held.value(name, value, bindings);
    else if (declaresToolDecorator(declaration)) held.typed.set(name, declaration);
    if (write === undefined) return held;
    if (bindsAny(held)) return rewrittenNamespace(held, write);
    const byAssignments = assignedBindings({ declaration, name }, bindings);
    // Its assignments may name what the file binds below it (`let t = other; const m = tool; t = m;`): read again once all is bound.
    if (!bindsAny(byAssignments)) assigned.push({ declaration, name });
    return byAssignments;
  }
  if (from === undefined || !ts.isObjectBindingPattern(declaration.name)) return held;
  for (const element of declaration.name.elements) {
    const imported = element.propertyName ?? element.name;
    if (!ts.isIdentifier(imported) || !ts.isIdentifier(element.name)) continue;
    // A let pattern's name is followed where its file never writes it again (see `isFixedBinding`).
    const { fixed, write } = bindingWrites(declaration, element.name);
    const taken = new BindingsBuilder();
    taken.export(element.name.text, imported.text, from);
    if (write !== undefined) held.all(rewrittenNamespace(taken, write));
    else if (fixed) held.all(taken);
  }
  return held;
}

/** A let or var declared by a name (`name`), not a pattern. */
interface NamedDeclaration {
  declaration: ts.VariableDeclaration;
  name: string;
}

/**
 * What a let or var whose declared value binds nothing of gen-tools holds by its file's assignments
 * (`let t = other; t = tool;`), as written again at its declaration: GT2021 names the line of the
 * value gen-tools would read, as in the program. An assignment whose value reads a name declared
 * again around it (`function setUp(gt) { t = gt.tool; }`) reads none of the file's `bindings`.
 */
function assignedBindings({ declaration, name }: NamedDeclaration, bindings: GenToolsBindings): GenToolsBindings {
  const held = new BindingsBuilder();
  for (const value of assignedValues(declaration)) if (readsTopLevelNames(value)) held.value(name, value, bindings);
  return rewrittenNamespace(held, declaration);
}

/** Whether the names a value reads (`gt` of `gt.tool`, `tool` of `{ tool }`) are its file's top-level ones: no function or block around it declares them again. */
function readsTopLevelNames(value: ts.Expression): boolean {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) names.push(node.text);
    else if (ts.isPropertyAccessExpression(node)) visit(node.expression);
    else if (ts.isPropertyAssignment(node)) visit(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(value);
  const file = value.getSourceFile();
  return names.every((name) => writesBindingOf(value, name, file));
}

/**
 * What a module exports of gen-tools, read from its syntax: `export { tool } from "gen-tools"`,
 * `export * from "gen-tools"`, `export * as gt from "gen-tools"`, `import { tool } from
 * "gen-tools"; export { tool as mark }` (or `export default tool`, `export const mark = tool`, the
 * `export declare const mark: typeof tool` a declaration file has for it), a CommonJS module's
 * `module.exports = { tool }` and `exports.mark = tool`, and the same through another module
 * `follow` leads to.
 */
export function genToolsExports(file: ts.SourceFile, follow: FollowModule): GenToolsBindings {
  // Its imports are followed only when it exports names of its own (`export { tool as mark }`):
  // a module that re-exports none of them does not lead to every module of the package.
  let local: GenToolsBindings | undefined;
  const exported = new BindingsBuilder();
  for (const statement of file.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals && ts.isIdentifier(statement.expression)) {
      exported.export("default", statement.expression.text, (local ??= genToolsBindings(file, follow)));
    }
    if (ts.isVariableStatement(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) === true) {
      // Only a const fixed to a name may be `tool` (`export const mark = tool`), a call's result a decorator `tool` made, or an object hold them: a string is none.
      // A let written again may hold either (`export let mark = tool`): a decorator that names it is reported.
      for (const declaration of statement.declarationList.declarations) {
        const named = (constValue(declaration) ?? fixedValue(declaration) ?? laterWrite(declaration)) !== undefined || declaresToolDecorator(declaration);
        if (ts.isIdentifier(declaration.name) && named) exported.export(declaration.name.text, declaration.name.text, (local ??= genToolsBindings(file, follow)));
      }
    }
    if (ts.isExpressionStatement(statement)) commonJsExports(statement.expression, exported, () => (local ??= genToolsBindings(file, follow)), follow);
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const clause = statement.exportClause;
    const from = statement.moduleSpecifier === undefined ? (local ??= genToolsBindings(file, follow)) : exportsOf(statement.moduleSpecifier, follow);
    if (from === undefined) continue;
    if (clause === undefined) exported.everything(from);
    else if (ts.isNamespaceExport(clause)) exported.namespace(clause.name.text, from);
    else for (const element of clause.elements) if (!element.isTypeOnly) exported.export(element.name.text, (element.propertyName ?? element.name).text, from);
  }
  return exported;
}

/** Whether a file or module binds any name to gen-tools' `tool`, a namespace holding it, a decorator it made, or a let written again holding one. */
export function bindsAny(bindings: GenToolsBindings): boolean {
  return boundNames(bindings).length > 0;
}

/** The names a file or module binds, in any of its maps. */
function boundNames(bindings: GenToolsBindings): string[] {
  return [...bindings.tool, ...bindings.namespaces.keys(), ...bindings.made.keys(), ...bindings.rewritten.keys(), ...bindings.typed.keys()];
}

/** Two modules' bindings as one: a declaration file's and the JavaScript emitted beside it. */
export function bothBindings(first: GenToolsBindings, second: GenToolsBindings): GenToolsBindings {
  const both = new BindingsBuilder();
  both.all(first);
  both.all(second);
  return both;
}

/** Bindings gathered name by name; each name is copied from other bindings by `export`, whatever it is bound to. */
class BindingsBuilder implements GenToolsBindings {
  readonly tool = new Set<string>();
  readonly namespaces = new Map<string, GenToolsBindings>();
  readonly made = new Map<string, ts.CallExpression>();
  readonly rewritten = new Map<string, ts.Node>();
  readonly typed = new Map<string, ts.VariableDeclaration>();

  /** `name` is what `from` exports as `exported`. */
  export(name: string, exported: string, from: GenToolsBindings): void {
    if (from.tool.has(exported)) this.tool.add(name);
    setIfBound(this.namespaces, name, from.namespaces.get(exported));
    setIfBound(this.made, name, from.made.get(exported));
    setIfBound(this.rewritten, name, from.rewritten.get(exported));
    setIfBound(this.typed, name, from.typed.get(exported));
  }

  /** `name` holds nothing of gen-tools: a later value replaces what an earlier one bound it to. */
  forget(name: string): void {
    this.tool.delete(name);
    for (const map of [this.namespaces, this.made, this.rewritten, this.typed]) map.delete(name);
  }

  /** `name` is the module `from` as a whole. */
  namespace(name: string, from: GenToolsBindings): void {
    if (bindsAny(from)) this.namespaces.set(name, from);
  }

  /**
   * `name` is the value `expression` names in `from`'s scope: `tool`, `gt.tool`, a namespace, a
   * decorator made by a call of `tool` (`tool({ ... })`, or a name for one), an object holding them.
   */
  value(name: string, expression: ts.Expression | ts.EntityName, from: GenToolsBindings): void {
    const e = ts.isQualifiedName(expression) ? expression : withoutIndirection(expression);
    if (ts.isObjectLiteralExpression(e)) this.namespace(name, objectBindings(e, from));
    else if (ts.isCallExpression(e)) setIfBound(this.made, name, madeDecoratorCall(e, from));
    else {
      // A name is bound to whatever the name it is given is bound to (`mark` of `const mark = gt.tool`).
      const at = bindingOf(e, from);
      if (at !== undefined) this.export(name, at.name, at.holder);
    }
  }

  /** Everything `from` exports, under its own names (`export *`), but its default export, which `export *` leaves out. */
  everything(from: GenToolsBindings): void {
    this.all(from, (name) => name !== "default");
  }

  /** Each of `from`'s names (that `keep` keeps) under its own name. */
  all(from: GenToolsBindings, keep: (name: string) => boolean = () => true): void {
    for (const name of boundNames(from)) if (keep(name)) this.export(name, name, from);
  }
}

function setIfBound<T>(map: Map<string, T>, name: string, value: T | undefined): void {
  if (value !== undefined) map.set(name, value);
}

/**
 * What a let or var written again at `write` holds (`let mark = tool; mark = other;`, `let ns = gt`,
 * `let marks = { deco: gt.tool }`): none of its marks is followed, and each, at any depth (`mark`,
 * `ns.tool`, `ns.sub.tool`), is reported at that write. `done` keeps a namespace that holds itself
 * from being walked again.
 */
function rewrittenNamespace(namespace: GenToolsBindings, write: ts.Node, done = new Map<GenToolsBindings, GenToolsBindings>()): GenToolsBindings {
  const known = done.get(namespace);
  if (known !== undefined) return known;
  const marks = [...namespace.tool, ...namespace.made.keys(), ...namespace.rewritten.keys(), ...namespace.typed.keys()];
  const namespaces = new Map<string, GenToolsBindings>();
  const rewritten: GenToolsBindings = { ...NO_BINDINGS, namespaces, rewritten: new Map(marks.map((mark) => [mark, write])) };
  done.set(namespace, rewritten);
  for (const [name, inner] of namespace.namespaces) namespaces.set(name, rewrittenNamespace(inner, write, done));
  return rewritten;
}

/**
 * Whether an expression (or the name a `typeof` queries) is gen-tools' `tool`: `t`, `gt.tool`,
 * `marks.gt.tool`, or CommonJS output's `(0, gt.tool)`.
 */
function namesTool(expression: ts.Expression | ts.EntityName, bindings: GenToolsBindings): boolean {
  const at = bindingOf(expression, bindings);
  return at?.holder.tool.has(at.name) === true;
}

/**
 * The bindings a name is looked up in, and the name there: the file's own for `t`, what the
 * namespace exports for `gt.tool` and `marks.gt.tool` (`undefined` where it is none of gen-tools').
 */
function bindingOf(expression: ts.Expression | ts.EntityName, bindings: GenToolsBindings): { holder: GenToolsBindings; name: string } | undefined {
  const e = ts.isQualifiedName(expression) ? expression : withoutIndirection(expression);
  if (ts.isIdentifier(e)) return { holder: bindings, name: e.text };
  const member = memberOf(e);
  const holder = member === undefined ? undefined : namespaceAt(member.namespace, bindings);
  return member === undefined || holder === undefined ? undefined : { holder, name: member.name };
}

/** What the namespace an expression names (`gt`, `marks.gt`) exports of gen-tools. */
function namespaceAt(expression: ts.Expression | ts.EntityName, bindings: GenToolsBindings): GenToolsBindings | undefined {
  if (ts.isIdentifier(expression)) return bindings.namespaces.get(expression.text);
  const member = memberOf(expression);
  return member === undefined ? undefined : namespaceAt(member.namespace, bindings)?.namespaces.get(member.name);
}

/** `ns.name`, as a value (`gt.tool`, `gt["tool"]`) or a `typeof` query (`typeof gt.tool`) writes it. */
function memberOf(expression: ts.Expression | ts.EntityName): { namespace: ts.Expression | ts.EntityName; name: string } | undefined {
  if (ts.isQualifiedName(expression)) return { namespace: expression.left, name: expression.right.text };
  const member = accessedMember(expression);
  return member === undefined ? undefined : { namespace: member.receiver, name: member.key };
}

/**
 * What a CommonJS module's assignment exports of gen-tools: `module.exports = { tool, mark: gt.tool }`,
 * `module.exports = require("gen-tools")`, `module.exports = tool` (its default import), and
 * `exports.mark = tool` or `module.exports.mark = tool`.
 */
function commonJsExports(expression: ts.Expression, exported: BindingsBuilder, local: () => GenToolsBindings, follow: FollowModule): void {
  if (!ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(expression.left)) return;
  const assign = (name: string, value: ts.Expression): void => {
    const member = requiredMember(value, follow);
    if (member !== undefined) exported.export(name, member.name, member.from);
    else exported.value(name, value, local());
  };
  const { left, right } = expression;
  if (isModuleExports(left)) {
    const required = requiredModule(right, follow);
    if (required !== undefined) exported.everything(required);
    else if (!ts.isObjectLiteralExpression(right)) assign("default", right);
    else {
      for (const property of right.properties) {
        if (ts.isShorthandPropertyAssignment(property)) assign(property.name.text, property.name);
        else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) assign(property.name.text, property.initializer);
      }
    }
  } else if (isModuleExports(left.expression) || (ts.isIdentifier(left.expression) && left.expression.text === "exports")) {
    assign(left.name.text, right);
  }
}

/** `module.exports`. */
function isModuleExports(expression: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === "module" && expression.name.text === "exports";
}

/** A decorator expression that is gen-tools' `tool`, called (`tool()`) or not (`tool`), or a decorator a call of it made (`idempotent`). */
export function isToolDecorator(expression: ts.Expression, bindings: GenToolsBindings): boolean {
  const e = withoutIndirection(expression);
  return ts.isCallExpression(e) ? namesTool(e.expression, bindings) : namesTool(e, bindings) || madeDecoratorCall(e, bindings) !== undefined;
}

/**
 * The call of gen-tools' `tool` that made the decorator an expression is: `tool({ ... })` itself,
 * or a name for it (`idempotent`, `marks.idempotent`) after `const idempotent = tool({ ... })`.
 */
export function madeDecoratorCall(expression: ts.Expression | ts.EntityName, bindings: GenToolsBindings): ts.CallExpression | undefined {
  const e = ts.isQualifiedName(expression) ? expression : withoutIndirection(expression);
  if (ts.isCallExpression(e)) return namesTool(e.expression, bindings) ? e : undefined;
  const at = bindingOf(e, bindings);
  return at?.holder.made.get(at.name);
}

/**
 * Where the let or var a decorator names (`@mark()`, `@ro`, `@marks.mark()`) is written again,
 * when its value is gen-tools' `tool` or a decorator it made (see `GenToolsBindings.rewritten`).
 */
export function rewrittenDecorator(expression: ts.Expression, bindings: GenToolsBindings): ts.Node | undefined {
  const e = withoutIndirection(expression);
  return rewrittenWrite(ts.isCallExpression(e) ? e.expression : e, bindings);
}

function rewrittenWrite(expression: ts.Expression | ts.EntityName, bindings: GenToolsBindings): ts.Node | undefined {
  const at = bindingOf(expression, bindings);
  return at?.holder.rewritten.get(at.name);
}

/** The declaration of the decorator a decorator expression names (`@readOnly`, `@marks.readOnly`) where it is known by its type alone (see `GenToolsBindings.typed`). */
export function typedDecorator(expression: ts.Expression, bindings: GenToolsBindings): ts.VariableDeclaration | undefined {
  const at = bindingOf(expression, bindings);
  return at?.holder.typed.get(at.name);
}

/** The namespace a pattern takes its names from (`const { tool } = gt`, `= marks.gt`): what it exports of gen-tools. */
function destructuredNamespace(declaration: ts.VariableDeclaration, bindings: GenToolsBindings): GenToolsBindings | undefined {
  return declaration.initializer !== undefined && ts.isObjectBindingPattern(declaration.name) ? namespaceAt(withoutIndirection(declaration.initializer), bindings) : undefined;
}

/**
 * The call or object a variable that keeps its value holds (`const idempotent = tool({ ... })`,
 * `const marks = { deco: gt.tool }`), which may be a decorator `tool` made, or hold marks.
 */
function fixedValue(declaration: ts.VariableDeclaration): ts.CallExpression | ts.ObjectLiteralExpression | undefined {
  const value = fixedInitializer(declaration);
  return value !== undefined && (ts.isCallExpression(value) || ts.isObjectLiteralExpression(value)) ? value : undefined;
}

/**
 * What an object literal holds of gen-tools, as a namespace: `{ deco: gt.tool, ro: tool({ ... }), tool }`, and what a spread of a namespace copies (`{ ...gt }`).
 * A key written twice holds its last value, as JavaScript gives it (`{ deco: gt.tool, deco: 1 }` holds no mark), as `memberGiven` reads it in the app's source.
 */
function objectBindings(object: ts.ObjectLiteralExpression, bindings: GenToolsBindings): GenToolsBindings {
  const held = new BindingsBuilder();
  const given = (key: string, value: ts.Expression): void => {
    held.forget(key);
    held.value(key, value, bindings);
  };
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property)) given(property.name.text, property.name);
    else if (ts.isSpreadAssignment(property)) {
      const spread = namespaceAt(withoutIndirection(property.expression), bindings);
      if (spread !== undefined) held.all(spread);
    } else if (ts.isPropertyAssignment(property)) {
      const key = writtenKey(property.name);
      if (key !== undefined) given(key, property.initializer);
    } else {
      // A method or accessor replaces the key's value with a function of its own (`{ deco: gt.tool, deco() {} }`).
      const key = writtenKey(property.name);
      if (key !== undefined) held.forget(key);
    }
  }
  return held;
}

/** `(x)` and `(0, x)`, which CommonJS output writes for a call without `this`, are `x`. */
export function withoutIndirection(expression: ts.Expression): ts.Expression {
  let e = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(e)) e = e.expression;
    else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.CommaToken) e = e.right;
    else return e;
  }
}

/** What the module a specifier names exports of gen-tools: gen-tools itself, or one of the package's own that `follow` leads to. */
function exportsOf(specifier: ts.Expression, follow: FollowModule): GenToolsBindings | undefined {
  if (!ts.isStringLiteral(specifier)) return undefined;
  return exportsToolMarks(specifier.text) ? PACKAGE : follow(specifier.text);
}

/** `require("gen-tools")`, possibly wrapped by an interop helper (`__importStar(require(...))`): what the required module exports of gen-tools. */
function requiredModule(expression: ts.Expression, follow: FollowModule): GenToolsBindings | undefined {
  const e = withoutIndirection(expression);
  if (!ts.isCallExpression(e)) return undefined;
  const [argument] = e.arguments;
  if (argument === undefined) return undefined;
  if (isRequireCall(e)) return exportsOf(argument, follow);
  return e.arguments.length === 1 ? requiredModule(argument, follow) : undefined;
}

/** `require("gen-tools").tool`: what the required module exports of gen-tools, and the name taken from it. */
function requiredMember(expression: ts.Expression, follow: FollowModule): { from: GenToolsBindings; name: string } | undefined {
  const e = withoutIndirection(expression);
  const from = ts.isPropertyAccessExpression(e) ? requiredModule(e.expression, follow) : undefined;
  return from === undefined || !ts.isPropertyAccessExpression(e) ? undefined : { from, name: e.name.text };
}

/** A specifier in a file's text, after `from` (an import or re-export) or `require(`. */
const SPECIFIER_IN_TEXT = /(?:\bfrom|\brequire\()\s*["']([^"'\n]*)/g;

/**
 * Whether a file's text can bind gen-tools' `tool`: it names gen-tools, or imports or re-exports a
 * module of its own package (`isOwn`, see `OwnModules`), which may re-export it. A file that cannot
 * is not parsed.
 */
export function mayBindTool(text: string, isOwn: (specifier: string) => boolean = isRelativeOrSubpathImport): boolean {
  if (text.includes(GEN_TOOLS_PACKAGE)) return true;
  // The group always matches: the default is for the type only.
  for (const [, specifier = ""] of text.matchAll(SPECIFIER_IN_TEXT)) if (isOwn(specifier)) return true;
  return false;
}
