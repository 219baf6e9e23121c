import ts from "../typescript.cjs";
import { declaredPatternValue } from "./declared-pattern-value.js";
import { isFixedBinding } from "./fixed-binding.js";
import { skipOuterExpressions } from "./read-literal.js";
import { stringKey, writtenKey } from "./property-key.js";

/** A name, or a name in a namespace, as a value or a `typeof` query writes it: `tool`, `gt.tool`. */
export type EntityName = ts.Identifier | ts.PropertyAccessExpression | ts.QualifiedName;

/**
 * The name a symbol's one declaration fixes its value to, which is not an alias the checker follows:
 * `const deco = gt.tool`, `declare const deco: typeof gt.tool` (what tsc writes for it in a
 * declaration file), and an object literal's `{ deco: gt.tool }` or `{ tool }`, which is how a
 * CommonJS module exports (`module.exports = { tool }`), and a pattern's name's from a literal
 * (`const [deco] = [gt.tool]`); a `let` or `var` that keeps its value counts
 * as a const (see `isFixedBinding`). A mark given another name this way is followed as one imported
 * under it; any other value (a call's result, a `let` written again) is not.
 */
export function namedValue(symbol: ts.Symbol): EntityName | undefined {
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined || symbol.declarations?.length !== 1) return undefined;
  if (ts.isPropertyAssignment(declaration)) return entityName(declaration.initializer);
  if (ts.isShorthandPropertyAssignment(declaration)) return declaration.name;
  // A declaration file's `{ register: typeof gt.registerTool }`, what tsc writes for `{ register: gt.registerTool }`.
  if (ts.isPropertySignature(declaration)) return typeQueryName(declaration.type);
  if (ts.isBindingElement(declaration)) return fixedPatternValue(declaration);
  return ts.isVariableDeclaration(declaration) ? constValue(declaration) : undefined;
}

/** The name a pattern's name that keeps its value takes from a literal (`gt.tool` of `const [deco] = [gt.tool]`, see `declaredPatternValue`). */
function fixedPatternValue(element: ts.BindingElement): EntityName | undefined {
  const value = declaredPatternValue(element);
  const name = value === undefined ? undefined : entityName(value);
  const root = patternDeclaration(element);
  // Asked after the value, as in `constValue`: whether a let keeps its value takes a walk of its file.
  return name !== undefined && root !== undefined && isFixedBinding(root, element.name) ? name : undefined;
}

/** The name a const (or a variable that keeps its value) is fixed to: its initializer's, or without one (in a declaration file) the one its type queries (`typeof gt.tool`). */
export function constValue(declaration: ts.VariableDeclaration): EntityName | undefined {
  const value = declaration.initializer !== undefined ? initializerName(declaration) : typeQueryName(declaration.type);
  // Asked after the value: whether a let keeps its value takes a walk of its file (`let count = 0` needs none).
  return value !== undefined && isFixedBinding(declaration) ? value : undefined;
}

/** The name a variable's initializer is (`gt.tool` of `let deco = gt.tool`), whether or not the variable keeps it. */
export function initializerName(declaration: ts.VariableDeclaration): ts.Identifier | ts.PropertyAccessExpression | undefined {
  return declaration.initializer === undefined ? undefined : entityName(declaration.initializer);
}

/**
 * A const object whose members may be fixed to names (`const marks = { register: gt.registerTool }`,
 * `declare const marks: { register: typeof gt.registerTool }`, see `namedValue`).
 */
export function holdsNamedMembers(symbol: ts.Symbol): boolean {
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined || !ts.isVariableDeclaration(declaration) || !isFixedBinding(declaration)) return false;
  const value = declaration.initializer === undefined ? undefined : skipOuterExpressions(declaration.initializer);
  return value !== undefined ? ts.isObjectLiteralExpression(value) : declaration.type !== undefined && ts.isTypeLiteralNode(declaration.type);
}

/** The name `typeof gt.tool` queries. */
function typeQueryName(type: ts.TypeNode | undefined): EntityName | undefined {
  return type !== undefined && ts.isTypeQueryNode(type) && type.typeArguments === undefined ? type.exprName : undefined;
}

/**
 * The call whose result a symbol's one declaration holds, where that is all it holds: `const
 * readOnly = tool({ ... })`, `{ readOnly: tool({ ... }) }`, CommonJS's `exports.readOnly = tool({ ... })`,
 * so that `@readOnly` is the decorator the call made.
 */
export function madeByCall(symbol: ts.Symbol): ts.CallExpression | undefined {
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined || symbol.declarations?.length !== 1) return undefined;
  const value = ts.isVariableDeclaration(declaration) ? fixedInitializer(declaration) : ts.isPropertyAssignment(declaration) ? declaration.initializer : assignedValue(declaration);
  const call = value === undefined ? undefined : skipOuterExpressions(value);
  return call !== undefined && ts.isCallExpression(call) ? call : undefined;
}

/** The value a variable that keeps it holds (see `isFixedBinding`), without parentheses or type assertions: `tool({ ... })` of `const readOnly = tool({ ... }) as ToolDecorator`. */
export function fixedInitializer(declaration: ts.VariableDeclaration): ts.Expression | undefined {
  return declaration.initializer !== undefined && isFixedBinding(declaration) ? skipOuterExpressions(declaration.initializer) : undefined;
}

/** The value of `exports.x = value`, whose declaration the checker takes to be the assignment or its `exports.x`. */
function assignedValue(declaration: ts.Declaration): ts.Expression | undefined {
  const assignment = ts.isPropertyAccessExpression(declaration) ? declaration.parent : declaration;
  return ts.isBinaryExpression(assignment) && assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken ? assignment.right : undefined;
}

/**
 * The property a destructured name takes from a value that keeps it (`const { tool } = gt`, a `let`
 * pattern whose name its file never writes again, and in
 * JavaScript the nested `const { gt: { tool } } = require("./marks.js")`, which the checker takes
 * for no import): the member of that name of the value's type. The top level of a JavaScript
 * `require` pattern is an alias the checker follows already.
 */
export function destructuredProperty(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol | undefined {
  const element = constPatternElement(symbol);
  return element === undefined ? undefined : patternProperty(element.declaration, checker);
}

/** The member of its value's type that a pattern's name takes, whether or not its variable keeps it: `gt`'s `tool` for `{ tool } = gt`. */
export function patternProperty(element: ts.BindingElement, checker: ts.TypeChecker): ts.Symbol | undefined {
  const key = patternKey(element);
  return key === undefined ? undefined : checker.getTypeAtLocation(element.parent).getProperty(key);
}

/**
 * The name a const pattern's name is destructured from at its top level, and the key it takes:
 * `gt` and `tool` for `const { tool } = gt`, which stands for `gt.tool` (where `gt`'s module is not
 * found, the checker knows no type of it to take the property from).
 */
export function destructuredMember(symbol: ts.Symbol): { value: EntityName; key: string } | undefined {
  const element = constPatternElement(symbol);
  const owner = element?.declaration.parent.parent;
  const value = owner !== undefined && ts.isVariableDeclaration(owner) && owner.initializer !== undefined ? entityName(owner.initializer) : undefined;
  return element === undefined || value === undefined ? undefined : { value, key: element.key };
}

/**
 * A symbol's one declaration, where it is a name of an object pattern (at any depth, not `...rest`)
 * that keeps its value (see `isFixedBinding`), and the key it takes.
 */
function constPatternElement(symbol: ts.Symbol): { declaration: ts.BindingElement & { parent: ts.ObjectBindingPattern }; key: string } | undefined {
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined || symbol.declarations?.length !== 1 || !ts.isBindingElement(declaration) || declaration.dotDotDotToken !== undefined) return undefined;
  const key = patternKey(declaration);
  const root = patternDeclaration(declaration);
  if (!ts.isObjectBindingPattern(declaration.parent) || key === undefined || root?.initializer === undefined) return undefined;
  // A pattern's names keep their values where its declaration is a const, or a let that its file never writes the name of again.
  if (!isFixedBinding(root, declaration.name)) return undefined;
  return { declaration: declaration as ts.BindingElement & { parent: ts.ObjectBindingPattern }, key };
}

/** The key a pattern's name takes: `tool` of `{ tool }` and of `{ tool: t }`, unless it is computed. */
function patternKey(element: ts.BindingElement): string | undefined {
  return writtenKey(element.propertyName ?? element.name);
}

/** The variable declaration whose pattern a name is in, at any depth: `let { gt: { tool } } = marks`. */
export function patternDeclaration(element: ts.BindingElement): ts.VariableDeclaration | undefined {
  let root: ts.Node = element;
  while (ts.isBindingElement(root)) root = root.parent.parent;
  return ts.isVariableDeclaration(root) ? root : undefined;
}

/**
 * The symbol a name stands for, not followed through its aliases: for `{ tool }`, the value it
 * takes (the checker answers the property it declares); for `marks["deco"]`, the member as for `marks.deco`.
 */
export function symbolNamed(name: ts.Node, checker: ts.TypeChecker): ts.Symbol | undefined {
  const shorthand = ts.isShorthandPropertyAssignment(name.parent) && name.parent.name === name;
  if (shorthand) return checker.getShorthandAssignmentValueSymbol(name.parent);
  // The checker answers an element access's member at its key, not at the access as at `marks.deco`.
  const keyed = ts.isElementAccessExpression(name) && literalKey(name) !== undefined;
  return checker.getSymbolAtLocation(keyed ? skipOuterExpressions(name.argumentExpression) : name);
}

/** The name an entity name starts with: `gt` of `gt.tool`, `marks` of `marks.gt.tool`. */
export function rootName(name: EntityName): ts.Identifier | undefined {
  let at: ts.Expression | ts.EntityName = name;
  while (!ts.isIdentifier(at)) {
    if (ts.isQualifiedName(at)) at = at.left;
    else if (ts.isPropertyAccessExpression(at)) at = at.expression;
    else return undefined;
  }
  return at;
}

/** An expression that is a name or a name's member (`gt.tool`), through parentheses and type assertions. */
export function entityName(expression: ts.Expression): ts.Identifier | ts.PropertyAccessExpression | undefined {
  const e = skipOuterExpressions(expression);
  return ts.isIdentifier(e) || ts.isPropertyAccessExpression(e) ? e : undefined;
}

/** The key an element access reads when it is written as a string (`marks["deco"]`, marks[`deco`]): it reads the member `marks.deco` does. */
export function literalKey(access: ts.ElementAccessExpression): string | undefined {
  return stringKey(skipOuterExpressions(access.argumentExpression));
}

/** What a member read is read off and its key: `marks` and "deco" of `marks.deco` and of `marks["deco"]`. */
export function accessedMember(node: ts.Node): { receiver: ts.Expression; key: string } | undefined {
  if (ts.isPropertyAccessExpression(node)) return { receiver: node.expression, key: node.name.text };
  if (!ts.isElementAccessExpression(node)) return undefined;
  const key = literalKey(node);
  return key === undefined ? undefined : { receiver: node.expression, key };
}
