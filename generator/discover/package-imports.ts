import { importOf, NAMESPACE, type AliasImport } from "../alias-import.js";
import ts from "../typescript.cjs";
import { isGenToolsModule } from "./gen-tools-specifier.js";
import type { GenToolsExport } from "./package-symbols.js";

/**
 * What a file's imports and re-exports of "gen-tools" (or a subpath) bind, one per name, read from
 * its syntax: at its top level and in its `declare module "…" { }` blocks, where a package's
 * declarations may import. The alias declarations `importOf` reads, a JavaScript file's top-level
 * `require`s among them; JavaScript's JSDoc `@import` tags are not looked through (see
 * `mayImportInJsDoc`).
 */
export function* packageImports(statements: readonly ts.Statement[]): Generator<AliasImport> {
  for (const statement of statements) {
    if (ts.isModuleDeclaration(statement)) {
      if (statement.body !== undefined && ts.isModuleBlock(statement.body)) yield* packageImports(statement.body.statements);
      continue;
    }
    for (const declaration of packageAliasDeclarations(statement)) {
      const from = importOf(declaration);
      if (from !== undefined && isGenToolsModule(from.specifier.text)) yield from;
    }
  }
}

/** Whether an import binds `mark` itself, or the whole module, through which `mark` is reached. */
export function bindsMark(from: AliasImport, mark: GenToolsExport): boolean {
  return from.imported === mark || from.imported === NAMESPACE;
}

/** A JavaScript file whose JSDoc may hold an `@import` tag, which binds names as an import does. */
export function mayImportInJsDoc(file: ts.SourceFile): boolean {
  return (file.flags & ts.NodeFlags.JavaScriptFile) !== 0 && file.text.includes("@import");
}

/**
 * The declarations of a statement that import from or re-export "gen-tools" (or a subpath), and
 * the variables a JavaScript file's `const … = require(…)` may bind (`importOf` tells which module).
 */
function packageAliasDeclarations(statement: ts.Statement): readonly ts.Declaration[] {
  if (ts.isVariableStatement(statement)) return (statement.getSourceFile().flags & ts.NodeFlags.JavaScriptFile) === 0 ? [] : requireDeclarations(statement);
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause === undefined || !namesPackage(statement.moduleSpecifier)) return [];
    const named = clause.namedBindings;
    const elements = named === undefined ? [] : ts.isNamespaceImport(named) ? [named] : named.elements;
    return clause.name === undefined ? elements : [clause, ...elements];
  }
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (clause === undefined || !namesPackage(statement.moduleSpecifier)) return [];
    return ts.isNamespaceExport(clause) ? [clause] : clause.elements;
  }
  const external = ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference);
  return external && namesPackage(statement.moduleReference.expression) ? [statement] : [];
}

/** A variable statement's declarations, and the names each destructures: those a `require` may bind. */
export function requireDeclarations(statement: ts.VariableStatement): (ts.VariableDeclaration | ts.BindingElement)[] {
  return statement.declarationList.declarations.flatMap((d): (ts.VariableDeclaration | ts.BindingElement)[] => (ts.isObjectBindingPattern(d.name) ? [...d.name.elements] : [d]));
}

function namesPackage(specifier: ts.Expression | undefined): boolean {
  return specifier !== undefined && ts.isStringLiteral(specifier) && isGenToolsModule(specifier.text);
}
