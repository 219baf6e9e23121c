import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import type { DiscoverContext } from "./discover-context.js";
import { declaredPatternValue } from "./declared-pattern-value.js";
import { assignedValues, memberGiven, unreadWrites } from "./fixed-binding.js";
import { accessedMember, entityName, madeByCall, namedValue, patternDeclaration } from "./named-value.js";
import type { GenToolsExport } from "./package-symbols.js";
import { skipOuterExpressions } from "./read-literal.js";
import { varDeclarations } from "./redeclared-var.js";
import { rewrittenLet, rewrittenReceiver, type RewrittenLet } from "./rewritten-receiver.js";
import { memberType, writtenTypes } from "./written-type.js";

/**
 * GT2021 at a decorator or call (`at`) whose callee names a `let` or `var` that its file writes
 * again and whose value is gen-tools' `mark` (`let moved = gt.tool; moved = other;`, then
 * `@moved()`), or for `tool` a decorator a call of it made (`let ro = gt.tool({ ... })`, then
 * `@ro`), directly or through names fixed to it (`const b = moved`, then `@b()`), or whose callee
 * is read off a let written again, the mark by the let's first value (`@marks.deco()`, `@ns.tool()`,
 * `@t()` of `const { tool: t } = ns`): discovery follows
 * only a binding that keeps its value, so the tool would be dropped without a word. A binding whose
 * value leads to no mark is not reported. Answers whether it reported.
 */
export function reportRewrittenBinding(callee: ts.Expression, mark: GenToolsExport, at: ts.Node, ctx: DiscoverContext): boolean {
  const rewritten = rewrittenLetOf(callee, ctx);
  const write = rewritten === undefined ? undefined : writeBesideMark(rewritten, mark, ctx);
  if (write === undefined) return false;
  reportRewrite(at, mark, write, ctx);
  return true;
}

/**
 * Where a let or var written again that holds gen-tools' `mark` is given another value, for GT2021
 * to name, or `undefined` where it never holds the mark: its first write where its declared value
 * is the mark; its first declaration where only a later value gives it the mark, a later
 * declaration of the var (`var t = other; var t = gt.tool;`) or an assignment (`let t = other; t =
 * gt.tool;`), the value the checker's type and discovery read being the first.
 */
function writeBesideMark(rewritten: RewrittenLet & { member?: ts.Node }, mark: GenToolsExport, ctx: DiscoverContext): ts.Node | undefined {
  const { binding, member } = rewritten;
  const declared = member !== undefined ? memberHoldsMark(member, mark, ctx) : declaredMark(binding, mark, ctx);
  if (declared) return rewritten.write;
  // The later values are looked for only where the declared value holds no mark (each write's scope is checked).
  const values = laterValues(binding);
  if (member !== undefined) {
    if (values.some((value) => valueHoldsMark(memberValue(value, member), mark, ctx))) return binding;
    const keys = keysFrom(binding, member, ctx);
    const typed = keys !== undefined && laterTypes(binding, values, ctx).some((type) => holdsMark(memberType(type, keys, ctx.checker), mark, ctx));
    return typed ? binding : undefined;
  }
  if (values.some((value) => valueHoldsMark(value, mark, ctx))) return binding;
  return laterTypes(binding, values, ctx).some((type) => holdsMark(type, mark, ctx)) ? binding : undefined;
}

/**
 * Whether a let or var (or a name of its pattern) is declared with gen-tools' `mark`: its value
 * holds it (see `valueHoldsMark`); a pattern's name takes it from gen-tools (`let { tool } = gt`),
 * from a literal that holds it (`let [t] = [gt.tool]`, see `declaredPatternValue`), or by its type
 * where the literal is not read down to it (`let [t] = rest`, `let [t] = [...marks]`).
 */
function declaredMark(binding: ts.VariableDeclaration | ts.BindingElement, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  if (!ts.isBindingElement(binding)) return valueHoldsMark(binding.initializer, mark, ctx);
  if (ctx.symbols.patternMark(binding) === mark || valueHoldsMark(declaredPatternValue(binding), mark, ctx)) return true;
  return holdsMark(ctx.checker.getTypeAtLocation(binding.name), mark, ctx);
}

function holdsMark(type: ts.Type | undefined, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  return type !== undefined && ctx.symbols.typeHoldsMark(type, mark);
}

/**
 * The keys a member is read by off a let (`inner`, `deco` of `marks.inner.deco`), or `undefined`
 * where it is not read off it by member accesses (a pattern's name, `const { tool } = ns`).
 */
function keysFrom(binding: ts.VariableDeclaration | ts.BindingElement, member: ts.Node, ctx: DiscoverContext): string[] | undefined {
  const keys: string[] = [];
  for (let read = accessedMember(member); read !== undefined; ) {
    keys.unshift(read.key);
    const receiver = skipOuterExpressions(read.receiver);
    const symbol = ctx.symbols.symbolOf(receiver);
    if (symbol !== undefined && rewrittenLet(symbol)?.binding === binding) return keys;
    read = accessedMember(receiver);
  }
  return undefined;
}

/**
 * The types of the values a let or var is given after its declaration (`values`, see
 * `laterValues`) and of its writes that give no value discovery reads (`[t] = marks`, `for (t of
 * marks)`, see `unreadWrites`, and a var's later `for (var t of marks)`), as the checker sees them:
 * where discovery cannot read a mark by name (`marks = { ...gt }`, `{ ["deco"]: gt.tool }`, `{
 * inner: { deco: gt.tool } }`, `({ tool: t } = gt)`), they tell whether one may be written.
 */
function laterTypes(binding: ts.VariableDeclaration | ts.BindingElement, values: readonly ts.Expression[], ctx: DiscoverContext): ts.Type[] {
  const variable = variableOf(binding);
  const written = variable === undefined ? [] : [...unreadWrites(variable, binding.name), ...(binding === variable ? forOfDeclarations(variable) : [])];
  return [...values.map((value) => ctx.checker.getTypeAtLocation(value)), ...written.flatMap((name) => writtenTypes(name, ctx.checker))];
}

/** The names of a var's later declarations in a `for … of` header (`var t = other; for (var t of marks) {}`), which give it each element. */
function forOfDeclarations(binding: ts.VariableDeclaration): ts.Identifier[] {
  return varDeclarations(binding)
    .slice(1)
    .flatMap((declaration) => (ts.isForOfStatement(declaration.parent.parent) && ts.isIdentifier(declaration.name) ? [declaration.name] : []));
}

/**
 * The values a let or var is given after its declaration, in its file: a var's later declarations'
 * (see `varDeclarations`) and its assignments' (`t = gt.tool`). Asked only of a let or var written
 * again whose declared value holds no mark.
 */
function laterValues(binding: ts.VariableDeclaration | ts.BindingElement): ts.Expression[] {
  const variable = variableOf(binding);
  if (variable === undefined) return [];
  // A var's later declarations give its own name a value; a pattern's name (`t` of `let { a: t } = x`) only its assignments do.
  const declared = binding !== variable ? [] : varDeclarations(variable).slice(1).flatMap((declaration) => (declaration.initializer === undefined ? [] : [declaration.initializer]));
  return [...declared, ...assignedValues(variable, binding.name)];
}

/** The variable declaration a let's name is declared by: its own, or the pattern's it is a name of (`let { a: t } = x`). */
function variableOf(binding: ts.VariableDeclaration | ts.BindingElement): ts.VariableDeclaration | undefined {
  return ts.isVariableDeclaration(binding) ? binding : patternDeclaration(binding);
}

/**
 * The member a value gives a name read off the let it is assigned to: `gt.tool` for `m.deco` of
 * `m = { deco: gt.tool }` (or `{ deco }`), and for `m["deco"]`, as JavaScript gives it (see `memberGiven`). Only a member read off the let itself, of an object literal.
 */
function memberValue(value: ts.Expression, member: ts.Node): ts.Expression | undefined {
  const object = skipOuterExpressions(value);
  const read = accessedMember(member);
  if (read === undefined || !ts.isIdentifier(skipOuterExpressions(read.receiver)) || !ts.isObjectLiteralExpression(object)) return undefined;
  return memberGiven(object, read.key);
}

/** GT2021 at a decorator or call (`at`) that names gen-tools' `mark` through a let or var written again at `write`. */
export function reportRewrite(at: ts.Node, mark: GenToolsExport, write: ts.Node, ctx: DiscoverContext): void {
  const file = write.getSourceFile();
  const line = file.getLineAndCharacterOfPosition(write.getStart()).line + 1;
  // A binding imported from another module is written in that module's file, which the line is in.
  const where = file === at.getSourceFile() ? `line ${line}` : `${projectPath(ctx.root, file.fileName)}, line ${line}`;
  const what = ts.isDecorator(at) ? "a decorator" : "a call";
  ctx.report(at, "GT2021", `${what} names gen-tools' ${mark} through a let or var that its file writes again (${where}), so gen-tools cannot read it at build time: make it a const`, "warning");
}

/**
 * The let or var written again that a name stands for (or a name of its pattern, `let { tool: t } =
 * gt`): its own, or the one at the end of the names it is fixed to (`const b = moved`, `{ deco:
 * moved }`), which `GenToolsSymbols.resolve` follows as far as that let; or the one a member on that
 * way is read off (`marks.deco`, `ns.tool`, see `rewrittenReceiver`), with that member.
 */
function rewrittenLetOf(name: ts.Expression, ctx: DiscoverContext): (RewrittenLet & { member?: ts.Node }) | undefined {
  const seen = new Set<ts.Symbol>();
  for (let at: ts.Node | undefined = name; at !== undefined; ) {
    const symbol = ctx.symbols.symbolOf(at);
    const receiver = rewrittenReceiver(at, symbol, (n) => ctx.symbols.symbolOf(n));
    if (receiver !== undefined) return { ...receiver, member: at };
    if (symbol === undefined || seen.has(symbol)) return undefined;
    seen.add(symbol);
    const own = rewrittenLet(symbol);
    if (own !== undefined) return own;
    at = namedValue(symbol);
  }
  return undefined;
}

/**
 * Whether a member read off a let written again (`marks.deco`) is gen-tools' `mark` by the value
 * the let was declared with, or for `tool` a decorator a call of it made (`{ ro: gt.tool({ ... }) }`).
 */
function memberHoldsMark(member: ts.Node, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  if (ctx.symbols.memberMark(member) === mark) return true;
  const symbol = mark === "tool" ? ctx.symbols.symbolOf(member) : undefined;
  const made = symbol === undefined ? undefined : madeByCall(symbol);
  return made !== undefined && ctx.symbols.resolve(made.expression) === "tool";
}

/**
 * Whether a value is gen-tools' `mark` by name (`gt.tool`), or for `tool` a decorator a call of it
 * made: the call (`gt.tool({ ... })`), or a const that holds one.
 */
function valueHoldsMark(value: ts.Expression | undefined, mark: GenToolsExport, ctx: DiscoverContext): boolean {
  if (value === undefined) return false;
  const name = entityName(value);
  if (name !== undefined && ctx.symbols.resolve(name) === mark) return true;
  if (mark !== "tool") return false;
  const e = skipOuterExpressions(value);
  const made = ts.isCallExpression(e) ? e : ctx.symbols.madeByCall(e);
  return made !== undefined && ctx.symbols.resolve(made.expression) === "tool";
}
