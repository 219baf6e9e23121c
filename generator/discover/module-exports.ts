import ts from "../typescript.cjs";
import { aliasTarget } from "../convert/type-facts.js";
import type { ModuleExport } from "./discovered-tool.js";

/**
 * The name under which a module exports a declaration (`export class X`, `export default class`,
 * `export { X as Y }`), found through the checker's view of the module, or `null` when it is not
 * exported. The first name in the module's export order wins, so the answer is stable.
 */
export function moduleExportOf(checker: ts.TypeChecker, declaration: ts.Declaration): ModuleExport | null {
  const file = declaration.getSourceFile();
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const name = ts.getNameOfDeclaration(declaration);
  const symbol = name === undefined ? undefined : checker.getSymbolAtLocation(name);
  if (moduleSymbol === undefined || symbol === undefined) return defaultExportWithoutName(declaration, file);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = aliasTarget(exported, checker);
    if (target === symbol || exported === symbol) return { file: file.fileName, name: exported.getName() };
  }
  return null;
}

function defaultExportWithoutName(declaration: ts.Declaration, file: ts.SourceFile): ModuleExport | null {
  const modifiers = ts.canHaveModifiers(declaration) ? ts.getModifiers(declaration) : undefined;
  const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) === true;
  return isDefault ? { file: file.fileName, name: "default" } : null;
}
