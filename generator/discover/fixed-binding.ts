import ts from "../typescript.cjs";
import { scopeOf, writesBindingOf } from "./binding-scope.js";
import { writtenKey } from "./property-key.js";
import { skipOuterExpressions } from "./read-literal.js";
import { redeclaration } from "./redeclared-var.js";

/** Each file's names that are written somewhere in it (assigned, incremented, a for-in/of target), each with its writes in order, found once. */
const writtenInFile = new WeakMap<ts.SourceFile, ReadonlyMap<string, readonly ts.Node[]>>();

/**
 * Whether a variable keeps the value its declaration gives it: a `const`, or a `let` or `var` with
 * an initializer that nothing in its file writes again, nor declares again with a value (a `var`, see
 * `redeclaration`). A module's binding is written only in its own file (an importer's is read-only);
 * a script's top-level one is global, which other files may write, so it is not fixed. Only the writes of the variable itself count (see `writesOf`). `name`
 * is the one asked of a pattern's (`tool` of `let { tool } = gt`); a pattern as a whole keeps no one value.
 */
export function isFixedBinding(declaration: ts.VariableDeclaration, name: ts.BindingName = declaration.name): boolean {
  return bindingWrites(declaration, name).fixed;
}

/**
 * Where a `let` or `var` is written again in its file (its first write, see `writesOf`), or
 * `undefined` for a const or one its file does not write. `name` is as for `isFixedBinding`.
 */
export function laterWrite(declaration: ts.VariableDeclaration, name: ts.BindingName = declaration.name): ts.Node | undefined {
  return bindingWrites(declaration, name).write;
}

/** Whether a variable keeps its value (`isFixedBinding`), and where its file writes it again (`laterWrite`). */
export interface BindingWrites {
  fixed: boolean;
  write: ts.Node | undefined;
}

/** Both answers of a variable's writes, for a caller that needs both: its writes are looked for once. */
export function bindingWrites(declaration: ts.VariableDeclaration, name: ts.BindingName = declaration.name): BindingWrites {
  if (isConst(declaration)) return { fixed: true, write: undefined };
  if (!ts.isIdentifier(name)) return { fixed: false, write: undefined };
  const [assigned] = writesOf(declaration, name);
  // A var declared again with a value (`var t = gt.tool; var t = other;`) is written there too; the first of the two counts.
  const declared = name === declaration.name ? redeclaration(declaration) : undefined;
  const write = assigned === undefined || (declared !== undefined && declared.pos < assigned.pos) ? declared : assigned;
  return { fixed: write === undefined && hasOwnValue(declaration), write };
}

/**
 * The values its file's assignments give a `let` or `var` named by an identifier, in order: `gt.tool`
 * of `t = gt.tool` (and of `t ||= gt.tool`, which may give it), and of a destructuring assignment
 * from literals (`[t] = [gt.tool]`, `({ t } = { t: gt.tool })`), and each element of an array
 * literal a `for … of` goes over (`for (t of [gt.tool])`). A write of another shape (`t++`,
 * `[t] = marks`, `for (t of marks)`) gives no one value, and is left out (see `unreadWrites`).
 * `binding` is the name asked of a pattern's (`t` of `let { a: t } = x`), as for `isFixedBinding`.
 */
export function assignedValues(declaration: ts.VariableDeclaration, binding: ts.BindingName = declaration.name): ts.Expression[] {
  if (isConst(declaration) || !ts.isIdentifier(binding)) return [];
  const name = binding.text;
  return writesOf(declaration, binding).flatMap((write) => {
    if (isNameAssignment(write)) return [chainedValue(write.right)];
    if (ts.isForOfStatement(write)) return loopedValues(write, name);
    const given = ts.isBinaryExpression(write) && write.operatorToken.kind === ts.SyntaxKind.EqualsToken ? destructuredValue(write.left, chainedValue(write.right), name) : undefined;
    return given === undefined ? [] : [given];
  });
}

/**
 * Where its file's writes give a `let` or `var` named by an identifier a value that `assignedValues`
 * does not read: its name in a destructuring target whose source is not written as literals down to
 * it (`[t] = marks`, `({ tool: t } = gt)`), and in a `for … of` target (`for (t of marks)`, `for
 * ([t] of pairs)`). Only the checker's type tells what such a write gives. A `for … in` (a key),
 * `t++` and `t += 1` give no function, and are left out.
 */
export function unreadWrites(declaration: ts.VariableDeclaration, binding: ts.BindingName = declaration.name): ts.Identifier[] {
  if (isConst(declaration) || !ts.isIdentifier(binding)) return [];
  const name = binding.text;
  return writesOf(declaration, binding).flatMap((write) => {
    if (ts.isForOfStatement(write)) return ts.isVariableDeclarationList(write.initializer) ? [] : targetIdentifiers(write.initializer).filter((target) => target.text === name);
    if (!ts.isBinaryExpression(write) || write.operatorToken.kind !== ts.SyntaxKind.EqualsToken || ts.isIdentifier(skipOuterExpressions(write.left))) return [];
    if (destructuredValue(write.left, chainedValue(write.right), name) !== undefined) return [];
    return targetIdentifiers(write.left).filter((target) => target.text === name);
  });
}

/** The values a `for … of` over an array literal gives its target named `name`: `gt.tool` of `for (t of [gt.tool])`; none where it goes over another value. */
function loopedValues(loop: ts.ForOfStatement, name: string): ts.Expression[] {
  const target = ts.isVariableDeclarationList(loop.initializer) ? undefined : skipOuterExpressions(loop.initializer);
  const values = skipOuterExpressions(loop.expression);
  if (target === undefined || !ts.isIdentifier(target) || target.text !== name || !ts.isArrayLiteralExpression(values)) return [];
  // A spread's elements are not written out (its own type tells them, see `unreadWrites`).
  return values.elements.filter((element) => !ts.isSpreadElement(element) && !ts.isOmittedExpression(element));
}

/**
 * The value a destructuring target gives `name` where its source is written as literals down to it:
 * `gt.tool` for `t` of `[t] = [gt.tool]` and of `({ d: t } = { d: gt.tool })`. A default (`[t = v]`)
 * is not read: the source's value is.
 */
function destructuredValue(target: ts.Expression, source: ts.Expression, name: string): ts.Expression | undefined {
  const t = skipOuterExpressions(target);
  const s = skipOuterExpressions(source);
  if (ts.isIdentifier(t)) return t.text === name ? source : undefined;
  if (ts.isBinaryExpression(t) && t.operatorToken.kind === ts.SyntaxKind.EqualsToken) return destructuredValue(t.left, source, name);
  if (ts.isArrayLiteralExpression(t) && ts.isArrayLiteralExpression(s)) {
    // Past a spread in the source, its places no longer line up with the target's.
    const spread = s.elements.findIndex(ts.isSpreadElement);
    const lined = spread === -1 ? s.elements.length : spread;
    return firstGiven(t.elements.slice(0, lined), (element, i) => (ts.isSpreadElement(element) ? undefined : destructuredValue(element, s.elements[i]!, name)));
  }
  if (ts.isObjectLiteralExpression(t) && ts.isObjectLiteralExpression(s)) {
    return firstGiven(t.properties, (property) => {
      const key = writtenKey(property.name);
      const value = key === undefined ? undefined : memberGiven(s, key);
      if (value === undefined) return undefined;
      if (ts.isShorthandPropertyAssignment(property)) return property.name.text === name ? value : undefined;
      return ts.isPropertyAssignment(property) ? destructuredValue(property.initializer, value, name) : undefined;
    });
  }
  return undefined;
}

/** The first value `given` answers for the items. */
function firstGiven<T>(items: readonly T[], given: (item: T, index: number) => ts.Expression | undefined): ts.Expression | undefined {
  for (const [i, item] of items.entries()) {
    const value = given(item, i);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The value an object literal gives a key: its last property of that name (`{ d }`'s `d`, `{ d: v }`'s `v`), unless a spread
 * follows it, which may replace it, or a method or accessor of that name (`{ d: v, d() {} }`), whose function replaces it.
 */
export function memberGiven(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const property of [...object.properties].reverse()) {
    if (ts.isSpreadAssignment(property)) return undefined;
    if (writtenKey(property.name) !== key) continue;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
    return ts.isPropertyAssignment(property) ? property.initializer : undefined;
  }
  return undefined;
}

/** The value a chain of assignments gives each of its targets: `gt.tool` of `u = gt.tool` in `t = u = gt.tool`. */
function chainedValue(value: ts.Expression): ts.Expression {
  const e = skipOuterExpressions(value);
  return ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken ? chainedValue(e.right) : value;
}

/** An assignment of a name itself (`t = v`, `(t) ||= v`), not of a pattern holding it. */
function isNameAssignment(write: ts.Node): write is ts.BinaryExpression {
  return ts.isBinaryExpression(write) && givesRight(write.operatorToken.kind) && ts.isIdentifier(skipOuterExpressions(write.left));
}

/** Whether an assignment's operator may give its target the right-hand side itself: `=`, `||=`, `&&=`, `??=`. */
function givesRight(kind: ts.SyntaxKind): boolean {
  return kind === ts.SyntaxKind.EqualsToken || kind === ts.SyntaxKind.BarBarEqualsToken || kind === ts.SyntaxKind.AmpersandAmpersandEqualsToken || kind === ts.SyntaxKind.QuestionQuestionEqualsToken;
}

/** Whether a variable is declared by a statement of its file's top level (not in a function, a block or a `for`). */
export function isTopLevel(declaration: ts.VariableDeclaration): boolean {
  const statement = declaration.parent.parent;
  return ts.isVariableStatement(statement) && ts.isSourceFile(statement.parent);
}

/** Whether a variable is declared by a `const` (its flags are on its declaration list). */
export function isConst(declaration: ts.VariableDeclaration): boolean {
  return (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
}

/** Whether a let or var is given a value that is its file's alone: it has an initializer, and is not a script's top-level (global) binding. */
function hasOwnValue(declaration: ts.VariableDeclaration): boolean {
  if (declaration.initializer === undefined) return false;
  const file = declaration.getSourceFile();
  return !isTopLevel(declaration) || ts.isExternalModule(file) || isCommonJsModule(file);
}

function writesInFile(name: ts.Identifier): readonly ts.Node[] {
  const file = name.getSourceFile();
  let written = writtenInFile.get(file);
  if (written === undefined) {
    written = writtenNames(file);
    writtenInFile.set(file, written);
  }
  return written.get(name.text) ?? [];
}

/**
 * The writes, in order, of the variable a declaration binds as `name`: those of that name in its
 * scope that are not of another variable of the name (`function other() { let mark = 1; mark = 2; }`
 * beside a top-level `let mark = tool`), which would have GT2021 point at a line that does not write it.
 */
function writesOf(declaration: ts.VariableDeclaration, name: ts.Identifier): ts.Node[] {
  const scope = scopeOf(declaration);
  return writesInFile(name).filter((write) => writesBindingOf(write, name.text, scope));
}

/** A JavaScript file that exports through `exports` or `module.exports`, which makes it a module of its own. */
function isCommonJsModule(file: ts.SourceFile): boolean {
  return (file.flags & ts.NodeFlags.JavaScriptFile) !== 0 && /\b(?:module\.)?exports\b/.test(file.text);
}

function writtenNames(file: ts.SourceFile): Map<string, ts.Node[]> {
  const writes = new Map<string, ts.Node[]>();
  const record = (target: ts.Expression, write: ts.Node): void => {
    for (const name of new Set(targetIdentifiers(target).map((identifier) => identifier.text))) {
      const earlier = writes.get(name);
      if (earlier === undefined) writes.set(name, [write]);
      else earlier.push(write);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && isAssignmentOperator(node.operatorToken.kind)) record(node.left, node);
    else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) record(node.operand, node);
    else if ((ts.isForInStatement(node) || ts.isForOfStatement(node)) && !ts.isVariableDeclarationList(node.initializer)) record(node.initializer, node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return writes;
}

function isAssignmentOperator(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** The names an assignment's target writes: `x`, `(x)`, and those a destructuring pattern (`[x, { a: y }] = …`) holds, each where the target writes it. */
function targetIdentifiers(target: ts.Expression): ts.Identifier[] {
  const e = skipOuterExpressions(target);
  if (ts.isIdentifier(e)) return [e];
  if (ts.isArrayLiteralExpression(e)) return e.elements.flatMap((element) => targetIdentifiers(ts.isSpreadElement(element) ? element.expression : element));
  if (ts.isObjectLiteralExpression(e)) {
    return e.properties.flatMap((property) => {
      if (ts.isShorthandPropertyAssignment(property)) return [property.name];
      if (ts.isPropertyAssignment(property)) return targetIdentifiers(property.initializer);
      return ts.isSpreadAssignment(property) ? targetIdentifiers(property.expression) : [];
    });
  }
  return ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken ? targetIdentifiers(e.left) : [];
}
