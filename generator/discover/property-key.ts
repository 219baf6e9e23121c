import ts from "../typescript.cjs";

/**
 * The key a property or pattern element names as written (`deco` of `deco: v`, `"deco": v`, `{ deco }`,
 * and of a computed key written as a string, `["deco"]: v`), unless it is computed otherwise.
 */
export function writtenKey(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return ts.isComputedPropertyName(name) ? stringKey(name.expression) : undefined;
}

/** The key an expression gives when it is written as a string (`"deco"`, `` `deco` ``), as in `["deco"]: v` and `marks["deco"]`. */
export function stringKey(key: ts.Expression): string | undefined {
  return ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key) ? key.text : undefined;
}
