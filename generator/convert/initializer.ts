import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import { literalValue } from "./type-facts.js";

/**
 * The JSON value of an initializer (`= 5`, `= -1`, `= ["a"]`, `= { unit: "c" }`, `= Unit.C`,
 * `= DEFAULT_LIMIT` where that is a literal-typed const), or undefined when it is computed.
 */
export function initializerValue(expression: ts.Expression, checker: ts.TypeChecker): JsonValue | undefined {
  const node = unwrap(expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(unwrap(node.operand))) {
    const value = Number((unwrap(node.operand) as ts.NumericLiteral).text);
    if (node.operator === ts.SyntaxKind.MinusToken) return -value;
    if (node.operator === ts.SyntaxKind.PlusToken) return value;
    return undefined;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) =>
      ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? undefined : initializerValue(e, checker),
    );
    return items.every((i) => i !== undefined) ? (items as JsonValue[]) : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) return objectValue(node, checker);
  // Identifiers and enum member accesses: the checker knows the value of a literal-typed one.
  return literalValue(checker.getTypeAtLocation(node), checker);
}

function objectValue(node: ts.ObjectLiteralExpression, checker: ts.TypeChecker): JsonValue | undefined {
  const entries: [string, JsonValue][] = [];
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return undefined;
    const name = property.name;
    if (!(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) return undefined;
    // `__proto__: x` in an object literal sets the object's prototype, not a property: no JSON default says that.
    if (name.text === "__proto__") return undefined;
    const value = initializerValue(property.initializer, checker);
    if (value === undefined) return undefined;
    entries.push([name.text, value]);
  }
  return Object.fromEntries(entries);
}

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}
