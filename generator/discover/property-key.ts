import ts from "../typescript.cjs";

/** The key a property or pattern element names as written (`deco` of `deco: v`, `"deco": v` and `{ deco }`), unless it is computed. */
export function writtenKey(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}
