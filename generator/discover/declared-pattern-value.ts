import ts from "../typescript.cjs";
import { memberGiven } from "./fixed-binding.js";
import { writtenKey } from "./property-key.js";
import { skipOuterExpressions } from "./read-literal.js";

/**
 * The value a pattern's name is declared with where its declaration's value is written as literals
 * down to it: `gt.tool` for `t` of `let [t] = [gt.tool]`, of `let { d: t } = { d: gt.tool }` and of
 * `let [{ d: [t] }] = [{ d: [gt.tool] }]`. A default (`[t = v]`) and a rest element (`...t`) are not
 * read, nor a place past a spread in the value, whose places no longer line up with the pattern's.
 */
export function declaredPatternValue(element: ts.BindingElement): ts.Expression | undefined {
  const pattern = element.parent;
  const owner = pattern.parent;
  const declared = ts.isBindingElement(owner) ? declaredPatternValue(owner) : ts.isVariableDeclaration(owner) ? owner.initializer : undefined;
  const source = declared === undefined ? undefined : skipOuterExpressions(declared);
  if (source === undefined || element.dotDotDotToken !== undefined) return undefined;
  if (ts.isArrayBindingPattern(pattern) && ts.isArrayLiteralExpression(source)) {
    const place = pattern.elements.indexOf(element);
    const lined = source.elements.slice(0, place + 1).every((value) => !ts.isSpreadElement(value));
    const value = lined ? source.elements[place] : undefined;
    return value === undefined || ts.isOmittedExpression(value) ? undefined : value;
  }
  if (ts.isObjectBindingPattern(pattern) && ts.isObjectLiteralExpression(source)) {
    const key = writtenKey(element.propertyName ?? element.name);
    return key === undefined ? undefined : memberGiven(source, key);
  }
  return undefined;
}
