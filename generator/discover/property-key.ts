import ts from "../typescript.cjs";

/**
 * The key a property or pattern element names as written (`deco` of `deco: v`, `"deco": v`, `{ deco }`,
 * and of a computed key written as a string, `["deco"]: v`), unless it is computed otherwise.
 */
export function writtenKey(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  const computed = ts.isComputedPropertyName(name) ? name.expression : undefined;
  return computed !== undefined && (ts.isStringLiteral(computed) || ts.isNoSubstitutionTemplateLiteral(computed)) ? computed.text : undefined;
}
