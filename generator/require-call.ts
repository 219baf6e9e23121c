import ts from "./typescript.cjs";

/**
 * Whether a node is a call of `require` by that name (`require("m")`), which in JavaScript imports
 * the module its argument names. Its arguments are the caller's to read.
 */
export function isRequireCall(node: ts.Node): node is ts.CallExpression & { expression: ts.Identifier } {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require";
}
