import ts from "../typescript.cjs";
import { importOf } from "../alias-import.js";
import { isRequireCall } from "../require-call.js";
import { positionOf } from "../source-location.js";
import type { DiscoverContext } from "./discover-context.js";
import { declaredPatternValue } from "./declared-pattern-value.js";
import type { RegisteredTool } from "./discovered-tool.js";
import { moduleExportOf } from "./module-exports.js";
import { constValue, entityName, holdsNamedMembers, initializerName, accessedMember, rootName, type EntityName } from "./named-value.js";
import { propertyKey, skipOuterExpressions } from "./read-literal.js";
import { mayHaveOwnJsDoc } from "../jsdoc-on-demand.js";
import { reportMissingDescription, toolIdentity } from "./tool-identity.js";
import { assignedValues, bindingWrites, isConst, isTopLevel, unreadWrites } from "./fixed-binding.js";
import { reportRewrittenBinding } from "./rewritten-binding.js";
import { writtenTypes } from "./written-type.js";
import { readToolSettings, REGISTER_TOOL_OPTIONS } from "./tool-settings.js";
import { isReflectApply } from "./reflect-apply.js";
import { bindsPackageExport, reportUnresolvedPackageImport } from "./unresolved-package-import.js";

/** `registerTool(...)` calls in a file, each read into a tool (or reported). */
export function registerToolCalls(file: ts.SourceFile, ctx: DiscoverContext): RegisteredTool[] {
  const names = new NamesOfImports(importedBindings(file, ctx), ctx);
  // The top-level declarations are read before any call: a function declared above may call a const declared below.
  for (const statement of file.statements) if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) names.read(declaration);
  // Most files import only types and helpers: no call in them can be registerTool, so the walk is skipped.
  if (names.walked.size === 0) return [];
  const tools: RegisteredTool[] = [];
  const visit = (node: ts.Node): void => {
    // Those inside a function or block, before the calls that follow them (`const r = gt.registerTool; return r(...)`).
    if (ts.isVariableDeclaration(node) && !isTopLevel(node)) names.read(node);
    const callee = ts.isCallExpression(node) ? calledFunction(node) : undefined;
    if (ts.isCallExpression(node) && callee !== undefined) reportReflectApply(node, callee, names.walked, ctx);
    if (ts.isCallExpression(node) && callee !== undefined && mayBeImported(callee, names.walked)) {
      reportIndirectCall(callee, ctx);
      const resolved = ctx.symbols.resolve(callee);
      const tool = resolved === "registerTool" ? readCall(node, ctx) : null;
      if (tool !== null) tools.push(tool);
      if (resolved === null) {
        // As for a decorator (toolMarkOf): the walk to a lost import only where the run's scan found one.
        if (ctx.symbols.mayHaveLost("registerTool")) reportUnresolvedPackageImport(callee, "registerTool", ctx);
        reportRewrittenBinding(callee, "registerTool", node, ctx);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return tools;
}

/**
 * GT2023 for a call of registerTool through Function.prototype (`gt.registerTool.call(null, …)`,
 * `.apply`, `.bind(null)(…)`): it registers a tool at run time that no manifest would have, where
 * its handler could not be bound.
 */
function reportIndirectCall(callee: ts.Expression, ctx: DiscoverContext): void {
  const at = skipOuterExpressions(callee);
  const read = accessedMember(at);
  if (read === undefined || !FUNCTION_METHODS.has(read.key)) return;
  if (ctx.symbols.resolve(skipOuterExpressions(read.receiver)) !== "registerTool") return;
  const how = read.key === "bind" ? ".bind(…)(…)" : `.${read.key}(…)`;
  // At the method's name (`call` of `gt.registerTool.call`), or the whole read of `registerTool["call"]`.
  reportCalledThrough(ts.isPropertyAccessExpression(at) ? at.name : at, how, ctx);
}

/**
 * GT2023 for `Reflect.apply(registerTool, thisArg, [definition, handler])`, at `Reflect.apply` (or
 * the name it is held by, `apply` of `const { apply } = Reflect`): as through `.apply(…)`, a tool
 * registered at run time that no manifest would have. `walked` are the names a call of registerTool
 * may be made through (see `NamesOfImports`).
 */
function reportReflectApply(call: ts.CallExpression, callee: ts.Expression, walked: ReadonlySet<string>, ctx: DiscoverContext): void {
  const applied = call.arguments[0];
  // The first argument first: the callee's type is asked of the checker only where it applies registerTool.
  if (applied === undefined || !mayBeImported(applied, walked) || ctx.symbols.resolve(skipOuterExpressions(applied)) !== "registerTool") return;
  if (isReflectApply(callee, ctx.checker)) reportCalledThrough(skipOuterExpressions(callee), "Reflect.apply(…)", ctx);
}

/** GT2023 at `at`: registerTool is called `how` (`.call(…)`, `Reflect.apply(…)`). */
function reportCalledThrough(at: ts.Node, how: string, ctx: DiscoverContext): void {
  ctx.report(at, "GT2023", `registerTool is called through ${how}, which gen-tools cannot read at build time, so its tool would be missing from the manifest: call registerTool(…) itself`);
}

/** Function.prototype's methods that call a function, or make one that does. */
const FUNCTION_METHODS = new Set(["call", "apply", "bind"]);

/**
 * The function a call calls: `f` of an indirect call `(0, f)(...)`, what tsc and Babel compile a
 * call of an imported function into (`(0, gen_tools_1.registerTool)(...)`), else its callee.
 */
function calledFunction(call: ts.CallExpression): ts.Expression {
  const callee = skipOuterExpressions(call.expression);
  const indirect = ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken && ts.isNumericLiteral(callee.left) && callee.left.text === "0";
  return indirect ? callee.right : call.expression;
}

/**
 * Whether the definition may write `key`: it is no object literal, or it has the key, a spread or a
 * computed name. `readToolSettings` reports each of those it cannot read (GT2003).
 */
function mayWrite(definition: ts.Expression, key: string): boolean {
  const object = skipOuterExpressions(definition);
  if (!ts.isObjectLiteralExpression(object)) return true;
  return object.properties.some((property) => {
    // A spread may hold the key, and a computed name may be it.
    if (property.name === undefined) return true;
    const name = propertyKey(property.name);
    return name === null || name === key;
  });
}

function readCall(call: ts.CallExpression, ctx: DiscoverContext): RegisteredTool | null {
  const [definition, handler] = call.arguments;
  if (definition === undefined || handler === undefined) {
    ctx.report(call, "GT2010", "registerTool takes a definition object and a handler function");
    return null;
  }
  const declaration = declarationOf(call);
  const exported = declaration === undefined ? null : moduleExportOf(ctx.checker, declaration.declaration);
  if (declaration === undefined || exported === null || exported.name === "default") {
    const commonJs = (call.getSourceFile().flags & ts.NodeFlags.JavaScriptFile) !== 0 ? ", or in CommonJS `exports.getTime = registerTool(...)`" : "";
    ctx.report(call.expression, "GT2009", `registerTool(...) must initialise an exported const (\`export const getTime = registerTool(...)\`${commonJs}): the runtime receives the handler by that name`);
    return null;
  }
  const settings = readToolSettings(definition, REGISTER_TOOL_OPTIONS, "registerTool", ctx);
  if (settings.name === undefined || settings.parameters === undefined) {
    // A key written but not readable (`parameters: schema`) has its GT2003 already: only absent ones are said again.
    const missing = (["name", "parameters"] as const).filter((key) => settings[key] === undefined && !mayWrite(definition, key));
    if (missing.length > 0) ctx.report(definition, "GT2010", `registerTool definition needs ${missing.join(" and ")} (as literals)`);
    return null;
  }
  const identity = toolIdentity(settings, settings.name, definition, ctx);
  if (settings.description === undefined) {
    // The definition is the schema as written: a comment above it, which a reader may take for the description, is not read.
    const commented = mayHaveOwnJsDoc(declaration.statement);
    reportMissingDescription(identity.name, definition, commented ? "add the description field (the JSDoc comment above a registerTool call is not read)" : "add the description field", ctx);
  }
  const tool: RegisteredTool = {
    kind: "registerTool",
    ...identity,
    description: settings.description ?? null,
    at: positionOf(ctx.root, declaration.name),
    node: declaration.name,
    export: exported,
    parameters: settings.parameters,
    handler,
  };
  if (settings.outputSchema !== undefined) tool.outputSchema = settings.outputSchema;
  return tool;
}

/** Where the tool a registerTool call makes is exported: the declaration, its name, and the statement that holds its comment. */
interface ExportedCall {
  declaration: ts.Declaration;
  name: ts.Identifier;
  statement: ts.Node;
}

/**
 * The `const x = registerTool(...)` declaration the call initialises, or in JavaScript the
 * `exports.x = registerTool(...)` assignment it is the value of, if it is one.
 */
function declarationOf(call: ts.CallExpression): ExportedCall | undefined {
  let node: ts.Node = call;
  while (node.parent !== undefined && ts.isExpression(node.parent) && skipOuterExpressions(node.parent as ts.Expression) === call) node = node.parent;
  const parent = node.parent;
  if (parent === undefined || !ts.isVariableDeclaration(parent)) return commonJsExport(node);
  if (parent.initializer !== node || !ts.isIdentifier(parent.name)) return undefined;
  return isConst(parent) ? { declaration: parent, name: parent.name, statement: parent.parent.parent } : undefined;
}

/** `exports.x = value` or `module.exports.x = value`, a statement of a JavaScript file, which the checker takes for an export of `x`. */
function commonJsExport(value: ts.Node): ExportedCall | undefined {
  const assignment = value.parent;
  if (assignment === undefined || !ts.isBinaryExpression(assignment) || assignment.right !== value || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const { left } = assignment;
  if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.name) || !ts.isExpressionStatement(assignment.parent)) return undefined;
  const target = left.expression;
  const exportsObject = ts.isIdentifier(target) ? target.text === "exports" : ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === "module" && target.name.text === "exports";
  const javaScript = (assignment.getSourceFile().flags & ts.NodeFlags.JavaScriptFile) !== 0;
  return exportsObject && javaScript ? { declaration: assignment, name: left.name, statement: assignment.parent } : undefined;
}

/**
 * Local names bound by the file's imports, and in JavaScript by its `require`s (a lazy one inside a
 * function too): only calls through these can reach the package's export.
 */
function importedBindings(file: ts.SourceFile, ctx: DiscoverContext): ts.Identifier[] {
  const names: ts.Identifier[] = [];
  for (const declaration of ctx.symbols.requires.of(file)) if (importOf(declaration) !== undefined && ts.isIdentifier(declaration.name)) names.push(declaration.name);
  for (const statement of file.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (clause === undefined || clause.isTypeOnly) continue;
    if (clause.name !== undefined) names.push(clause.name);
    const bindings = clause.namedBindings;
    if (bindings === undefined) continue;
    if (ts.isNamespaceImport(bindings)) names.push(bindings.name);
    else for (const element of bindings.elements) if (!element.isTypeOnly) names.push(element.name);
  }
  return names;
}

/**
 * The names a file binds to what it imports, through which a call may be `registerTool`, read from
 * its variable declarations in order (see `read`): its imports' (`importedBindings`), then
 * - the consts fixed to one of these names (`const register = gt.registerTool`), and the names a
 *   const pattern takes from one (`const { registerTool: register } = gt`, in JavaScript the nested
 *   names of a `require` pattern, `const { gt: { registerTool } } = require(...)`), a let's that its
 *   file never writes again counting as a const's (see `isFixedBinding`):
 *   `GenToolsSymbols.resolve` follows them (see `namedValue` and `destructuredProperty`);
 * - the lets and vars set to one that the file writes again (`let register = gt.registerTool`, `let
 *   { registerTool: register } = gt`),
 *   which are not followed, and the names fixed to one of those (`const call = register`), which lead
 *   no further: calls through them are walked only to be reported (GT2021).
 */
class NamesOfImports {
  /** The names whose calls are walked: those that may reach registerTool (see `mayReachRegisterTool`), and the rewritten. */
  readonly walked = new Set<string>();
  /** The imported names and the consts fixed to them. */
  private readonly fixed = new Set<string>();
  private readonly rewritten = new Set<string>();

  constructor(
    imported: readonly ts.Identifier[],
    private readonly ctx: DiscoverContext,
  ) {
    for (const name of imported) {
      // A JavaScript let of a require that its file writes again (`let ns = require("gen-tools"); ns = gt;`).
      const written = ts.isVariableDeclaration(name.parent) && bindingWrites(name.parent).write !== undefined;
      if (written) this.addRewritten(name);
      else this.addFixed(name);
    }
  }

  read(declaration: ts.VariableDeclaration): void {
    if (ts.isObjectBindingPattern(declaration.name) || ts.isArrayBindingPattern(declaration.name)) {
      const imported = destructuresImported(declaration, this.fixed);
      // A let pattern's names are each fixed, or written again (`let { registerTool: r } = gt; r = other`);
      // one that takes another value may be given one later (`let { a: r } = x; ({ registerTool: r } = gt)`, `let [r] = x; [r] = marks`),
      // or by a literal that holds one (`let [r] = [gt.registerTool]`).
      for (const name of patternNames(declaration.name)) {
        const declared = ts.isBindingElement(name.parent) ? declaredPatternValue(name.parent) : undefined;
        // Where the literal is not read down to the name (`let [r] = rest`, `[...marks, gt.registerTool]`), its type tells: asked last, of the checker.
        const typed = (): boolean => this.ctx.symbols.typeHoldsMark(this.ctx.checker.getTypeAtLocation(name), "registerTool");
        if (imported || this.givesWalked(declared) || typed()) this.addByWrites(declaration, name);
        else if (this.assignedWalked(declaration, name)) this.addRewritten(name);
      }
      return;
    }
    if (!ts.isIdentifier(declaration.name)) return;
    // Without an initializer, a const declared with a type (`declare const register: typeof gt.registerTool`).
    const value = initializerName(declaration) ?? constValue(declaration);
    const roots = (value === undefined ? memberNames(declaration.initializer) : [value]).flatMap(rootOf);
    // A name set to one through a let written again leads no further, whether it is fixed or not.
    if (roots.some((root) => this.rewritten.has(root))) this.addRewritten(declaration.name);
    else if (roots.some((root) => this.fixed.has(root))) this.addByWrites(declaration, declaration.name);
    else if (this.assignedWalked(declaration, declaration.name)) this.addRewritten(declaration.name);
  }

  /**
   * Whether a let or var (`name`, or a name of its pattern) that its value does not set to one of these names is given one by an
   * assignment (`let register = other; register = gt.registerTool`, or `marks = { register:
   * gt.registerTool }` for `marks.register(...)`), or by a write whose value discovery does not read
   * (`[register] = marks`): its calls are walked, for GT2021 to report. Its
   * file's writes are looked for only where a name may reach registerTool. A name not read yet (a
   * const declared below the let, or in the function that assigns it) is asked of the checker.
   */
  private assignedWalked(declaration: ts.VariableDeclaration, name: ts.Identifier): boolean {
    if (this.walked.size === 0) return false;
    if (assignedValues(declaration, name).some((value) => this.givesWalked(value))) return true;
    // What a write of another shape gives (`[register] = marks`, `for (register of marks)`) only its type tells, asked here once
    // for the let rather than at each of its calls, and after its values' names: one whose writes give functions of other libraries is not walked.
    return unreadWrites(declaration, name).some((target) => writtenTypes(target, this.ctx.checker).some((type) => this.mayHoldRegisterTool(type)));
  }

  /** Whether a value names one of the walked names (`gt` of `{ ...gt }`), or registerTool by a name or an object literal's member. */
  private givesWalked(value: ts.Expression | undefined): boolean {
    if (value === undefined) return false;
    const name = entityName(value);
    const names = name === undefined ? memberNames(value) : [name];
    return mentions(value, this.walked) || names.some((n) => this.ctx.symbols.resolve(n) === "registerTool");
  }

  /**
   * Whether a value of this type may be registerTool, or hold it as a member (`marks.register(...)`,
   * which `reportRewrittenBinding` follows down the member's keys): it is registerTool, or an object
   * that is not a function. A function of another library, a primitive or `any` is neither.
   */
  private mayHoldRegisterTool(type: ts.Type): boolean {
    return (type.isUnion() ? type.types : [type]).some((member) => this.ctx.symbols.typeHoldsMark(member, "registerTool") || ((member.flags & ts.TypeFlags.Object) !== 0 && member.getCallSignatures().length === 0));
  }

  /** A name set to one of these: fixed where its variable keeps its value, rewritten where its file writes it again. */
  private addByWrites(declaration: ts.VariableDeclaration, name: ts.Identifier): void {
    const { fixed, write } = bindingWrites(declaration, name);
    if (fixed) this.addFixed(name);
    else if (write !== undefined) this.addRewritten(name);
  }

  private addRewritten(name: ts.Identifier): void {
    this.rewritten.add(name.text);
    this.walked.add(name.text);
  }

  private addFixed(name: ts.Identifier): void {
    this.fixed.add(name.text);
    if (mayReachRegisterTool(name, this.ctx)) this.walked.add(name.text);
  }
}

/** Whether a value names one of `names` anywhere in it: `gt` of `{ ...gt }`, of `{ inner: { register: gt.registerTool } }` and of `gt.registerTool`. */
function mentions(value: ts.Node, names: ReadonlySet<string>): boolean {
  return ts.isIdentifier(value) ? names.has(value.text) : ts.forEachChild(value, (child) => mentions(child, names) || undefined) === true;
}

/** The name a name starts with, as a list: `gt` of `gt.registerTool`; none for `make().registerTool`. */
function rootOf(name: EntityName): string[] {
  const root = rootName(name);
  return root === undefined ? [] : [root.text];
}

/**
 * The names the members of an object literal are set to, at any depth: `gt.registerTool` of `{
 * register: gt.registerTool }` and of `{ inner: { register: gt.registerTool } }`, `gt` of `{ gt }`.
 */
function memberNames(value: ts.Expression | undefined): (ts.Identifier | ts.PropertyAccessExpression)[] {
  const object = value === undefined ? undefined : skipOuterExpressions(value);
  if (object === undefined || !ts.isObjectLiteralExpression(object)) return [];
  return object.properties.flatMap((property) => {
    if (ts.isShorthandPropertyAssignment(property)) return [property.name];
    if (!ts.isPropertyAssignment(property)) return [];
    const member = entityName(property.initializer);
    return member === undefined ? memberNames(property.initializer) : [member];
  });
}

/** Whether a pattern takes its names from an imported name (`= gt`, `= gt.marks`) or a `require(...)`. */
function destructuresImported(declaration: ts.VariableDeclaration, names: ReadonlySet<string>): boolean {
  const value = declaration.initializer === undefined ? undefined : skipOuterExpressions(declaration.initializer);
  if (value === undefined) return false;
  if (ts.isCallExpression(value)) return isRequireCall(value);
  const root = ts.isIdentifier(value) || ts.isPropertyAccessExpression(value) ? rootName(value) : undefined;
  return root !== undefined && names.has(root.text);
}

/** The names a pattern binds, at any depth (`r` of `{ a: [r] }`), but a rest element's (`...others`), which holds no one member. */
function patternNames(pattern: ts.BindingPattern): ts.Identifier[] {
  return pattern.elements.flatMap((element) => {
    if (ts.isOmittedExpression(element) || element.dotDotDotToken !== undefined) return [];
    return ts.isIdentifier(element.name) ? [element.name] : patternNames(element.name);
  });
}

/**
 * Whether a call through an imported name can be `registerTool`: the name is it (under any alias),
 * or it is a namespace (`import * as gt`) or a const object (`{ register: gt.registerTool }`) whose
 * member it may be. Anything else (a type, an enum, a class, an object made otherwise) has no
 * member discovery follows to the package's function declaration. A
 * name imported as either from "gen-tools" that the checker does not follow there is walked too,
 * so that its calls are reported; its aliases are looked through only when an import of gen-tools
 * in the program may have lost `registerTool` (see `mayHaveLost`): in a project whose
 * imports of gen-tools lead to it, none does.
 */
function mayReachRegisterTool(name: ts.Identifier, ctx: DiscoverContext): boolean {
  const resolved = ctx.symbols.resolve(name);
  if (resolved === "registerTool") return true;
  if (resolved === null && ctx.symbols.mayHaveLost("registerTool") && bindsPackageExport(name, "registerTool", ctx.checker)) return true;
  const target = ctx.symbols.symbolOf(name);
  return target !== undefined && ((target.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) !== 0 || holdsNamedMembers(target));
}

/**
 * Whether a callee is one of `names` or a member read off one at any depth (`register`,
 * `marks.register`, `marks.inner.register`), through parentheses and assertions (`(marks.inner)!.register`).
 */
function mayBeImported(callee: ts.Expression, names: ReadonlySet<string>): boolean {
  let at = skipOuterExpressions(callee);
  for (let read = accessedMember(at); read !== undefined; read = accessedMember(at)) at = skipOuterExpressions(read.receiver);
  return ts.isIdentifier(at) && names.has(at.text);
}
