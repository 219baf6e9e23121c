import { isRequireCall } from "./require-call.js";
import ts from "./typescript.cjs";

/** The whole module, as a namespace import (`import * as gt`, `import gt = require(…)`) or re-export (`export * as gt`) binds it. */
export const NAMESPACE = Symbol("namespace");

/** The module an import or re-export names, and which of its exports it binds. */
export interface AliasImport {
  specifier: ts.StringLiteral;
  imported: string | typeof NAMESPACE;
}

/**
 * What an alias declaration imports (`import { A }`, `import A`, `import * as A`,
 * `import A = require(…)`, and in JavaScript `const A = require(…)`, `const { A } = require(…)`,
 * `const A = require(…).A`) or re-exports (`export { A } from`, `export * as A from`), if it names
 * a module.
 */
export function importOf(declaration: ts.Declaration): AliasImport | undefined {
  const inModule = (specifier: ts.Expression | undefined, imported: AliasImport["imported"]): AliasImport | undefined =>
    specifier !== undefined && ts.isStringLiteral(specifier) ? { specifier, imported } : undefined;
  if (ts.isImportSpecifier(declaration)) return inModule(declaration.parent.parent.parent.moduleSpecifier, (declaration.propertyName ?? declaration.name).text);
  if (ts.isExportSpecifier(declaration)) return inModule(declaration.parent.parent.moduleSpecifier, (declaration.propertyName ?? declaration.name).text);
  if (ts.isNamespaceImport(declaration)) return inModule(declaration.parent.parent.moduleSpecifier, NAMESPACE);
  if (ts.isNamespaceExport(declaration)) return inModule(declaration.parent.moduleSpecifier, NAMESPACE);
  if (ts.isImportClause(declaration)) return inModule(declaration.parent.moduleSpecifier, "default");
  if (ts.isImportEqualsDeclaration(declaration) && ts.isExternalModuleReference(declaration.moduleReference)) return inModule(declaration.moduleReference.expression, NAMESPACE);
  return requireOf(declaration);
}

/**
 * What a JavaScript file's `require` binds, which the checker takes for an import there (not in
 * TypeScript, where `require` returns `any`): `const gt = require("m")` the whole module,
 * `const t = require("m").tool` and `const { tool: t } = require("m")` its `tool`.
 */
function requireOf(declaration: ts.Declaration): AliasImport | undefined {
  if ((declaration.getSourceFile().flags & ts.NodeFlags.JavaScriptFile) === 0) return undefined;
  if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) return requiredExport(declaration.initializer);
  if (!ts.isBindingElement(declaration) || !ts.isObjectBindingPattern(declaration.parent) || declaration.dotDotDotToken !== undefined) return undefined;
  const imported = declaration.propertyName ?? declaration.name;
  const whole = ts.isVariableDeclaration(declaration.parent.parent) ? requiredExport(declaration.parent.parent.initializer) : undefined;
  return whole?.imported === NAMESPACE && ts.isIdentifier(imported) ? { specifier: whole.specifier, imported: imported.text } : undefined;
}

/** `require("m")` (the whole module) or `require("m").name` (its `name`). */
function requiredExport(expression: ts.Expression | undefined): AliasImport | undefined {
  if (expression !== undefined && ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name)) {
    const whole = requiredExport(expression.expression);
    return whole?.imported === NAMESPACE ? { specifier: whole.specifier, imported: expression.name.text } : undefined;
  }
  if (expression === undefined || !isRequireCall(expression)) return undefined;
  const [specifier] = expression.arguments;
  return expression.arguments.length === 1 && specifier !== undefined && ts.isStringLiteral(specifier) ? { specifier, imported: NAMESPACE } : undefined;
}
