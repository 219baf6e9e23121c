import { importOf, NAMESPACE, type AliasImport } from "../alias-import.js";
import ts from "../typescript.cjs";
import { GEN_TOOLS_PACKAGE, isGenToolsModule } from "./gen-tools-specifier.js";
import type { GenToolsExport } from "./package-symbols.js";

/**
 * What a file's imports and re-exports of "gen-tools" (or a subpath) bind, one per name, read from
 * its syntax: at its top level and in its `declare module "…" { }` blocks, where a package's
 * declarations may import, and a JavaScript file's `require`s wherever they are (see
 * `requireDeclarations`). The alias declarations `importOf` reads; JavaScript's JSDoc `@import`
 * tags are not looked through (see `mayImportInJsDoc`).
 */
export function* packageImports(file: ts.SourceFile, requires: RequireDeclarations): Generator<AliasImport> {
  const inPackage = function* (declarations: Iterable<ts.Declaration>): Generator<AliasImport> {
    for (const declaration of declarations) {
      const from = importOf(declaration);
      if (from !== undefined && isGenToolsModule(from.specifier.text)) yield from;
    }
  };
  yield* inPackage(esAliasDeclarations(file.statements));
  // Only a file that names gen-tools can require it.
  if (file.text.includes(GEN_TOOLS_PACKAGE)) yield* inPackage(requires.of(file));
}

/** The declarations of statements, and of those in their `declare module` blocks, that import from or re-export "gen-tools" (or a subpath). */
function* esAliasDeclarations(statements: readonly ts.Statement[]): Generator<ts.Declaration> {
  for (const statement of statements) {
    if (ts.isModuleDeclaration(statement)) {
      if (statement.body !== undefined && ts.isModuleBlock(statement.body)) yield* esAliasDeclarations(statement.body.statements);
    } else yield* packageAliasDeclarations(statement);
  }
}

/**
 * Each JavaScript file's require declarations (see `requireDeclarations`), found once per run: the
 * scan for a lost import of gen-tools (`GenToolsSymbols.mayHaveLost`) and the registerTool walk
 * (`registerToolCalls`) both ask, and each would walk the whole file. One is made each run, with
 * the run's `GenToolsSymbols`, so an edited file of a watch is walked again.
 */
export class RequireDeclarations {
  private readonly byFile = new Map<ts.SourceFile, readonly RequireDeclaration[]>();

  of(file: ts.SourceFile): readonly RequireDeclaration[] {
    let found = this.byFile.get(file);
    if (found === undefined) {
      found = requireDeclarations(file);
      this.byFile.set(file, found);
    }
    return found;
  }
}

type RequireDeclaration = ts.VariableDeclaration | ts.BindingElement;

/**
 * The variables a JavaScript file's `const … = require(…)` statements may bind, at its top level or
 * inside a function or block (a lazy require), which the checker takes for imports there too;
 * `importOf` tells which module. The file is walked only when its text has a `require(`.
 */
function requireDeclarations(file: ts.SourceFile): RequireDeclaration[] {
  const declarations: RequireDeclaration[] = [];
  if ((file.flags & ts.NodeFlags.JavaScriptFile) === 0 || !file.text.includes("require(")) return declarations;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node)) declarations.push(...(ts.isObjectBindingPattern(node.name) ? node.name.elements : [node]));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return declarations;
}

/** Whether an import binds `mark` itself, or the whole module, through which `mark` is reached. */
export function bindsMark(from: AliasImport, mark: GenToolsExport): boolean {
  return from.imported === mark || from.imported === NAMESPACE;
}

/** A JavaScript file whose JSDoc may hold an `@import` tag, which binds names as an import does. */
export function mayImportInJsDoc(file: ts.SourceFile): boolean {
  return (file.flags & ts.NodeFlags.JavaScriptFile) !== 0 && file.text.includes("@import");
}

/** The declarations of a statement that import from or re-export "gen-tools" (or a subpath). */
function packageAliasDeclarations(statement: ts.Statement): readonly ts.Declaration[] {
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

function namesPackage(specifier: ts.Expression | undefined): boolean {
  return specifier !== undefined && ts.isStringLiteral(specifier) && isGenToolsModule(specifier.text);
}
