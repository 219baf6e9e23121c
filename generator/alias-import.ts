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
 * `import A = require(…)`) or re-exports (`export { A } from`, `export * as A from`), if it names
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
  return undefined;
}
