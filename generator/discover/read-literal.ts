import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";

/** A value read from source syntax, with the node of each JSON Pointer in it (for diagnostics). */
export interface LiteralValue {
  value: JsonValue;
  nodes: Map<string, ts.Node>;
}

/** Where a literal-only value was not a literal. */
export interface NotALiteral {
  node: ts.Node;
  reason: string;
}

/**
 * Reads JSON out of an expression's syntax: string, number (negative too), boolean and null
 * literals, and arrays and objects of them. Anything computed is refused: the generator runs
 * before the code does, so it cannot know the value.
 */
export function readLiteral(expression: ts.Expression): LiteralValue | NotALiteral {
  const nodes = new Map<string, ts.Node>();
  const read = (node: ts.Expression, pointer: string): JsonValue => {
    const e = skipOuterExpressions(node);
    nodes.set(pointer, e);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isNumericLiteral(e)) return Number(e.text);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand)) return -Number(e.operand.text);
    if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (e.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isArrayLiteralExpression(e)) {
      return e.elements.map((element, i) => {
        if (ts.isSpreadElement(element) || ts.isOmittedExpression(element)) throw new LiteralError(element, "a spread or hole is not a literal");
        return read(element, `${pointer}/${i}`);
      });
    }
    if (ts.isObjectLiteralExpression(e)) {
      const entries: [string, JsonValue][] = [];
      for (const property of e.properties) {
        if (!ts.isPropertyAssignment(property)) throw new LiteralError(property, "only `key: literal` properties can be read (no spread, shorthand or method)");
        const key = propertyKey(property.name);
        if (key === null) throw new LiteralError(property.name, "a computed key is not a literal");
        if (key === "__proto__") throw new LiteralError(property.name, "`__proto__:` in an object literal sets the object's prototype in JavaScript, not a property");
        entries.push([key, read(property.initializer, `${pointer}/${escapeToken(key)}`)]);
      }
      return Object.fromEntries(entries);
    }
    throw new LiteralError(e, `\`${e.getText()}\` is not a literal`);
  };
  try {
    return { value: read(expression, ""), nodes };
  } catch (error) {
    if (error instanceof LiteralError) return { node: error.node, reason: error.message };
    throw error;
  }
}

export function isNotALiteral(value: LiteralValue | NotALiteral): value is NotALiteral {
  return "reason" in value;
}

/** `a`, `"a"`, `1`: the key text of a property name, or `null` when it is computed. */
export function propertyKey(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return null;
}

/** Parentheses, `as const`, `satisfies T` and `!` do not change a literal's value. */
export function skipOuterExpressions(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e)) {
    e = e.expression;
  }
  return e;
}

class LiteralError extends Error {
  constructor(
    readonly node: ts.Node,
    message: string,
  ) {
    super(message);
  }
}
