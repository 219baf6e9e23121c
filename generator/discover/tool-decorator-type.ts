import ts from "../typescript.cjs";
import { exportsToolMarks } from "./gen-tools-specifier.js";

/** The names through which each file's imports of gen-tools read its `ToolDecorator` type, found once. */
const typeNamesInFile = new WeakMap<ts.SourceFile, ToolDecoratorNames>();

/** A file's local names for gen-tools' `ToolDecorator`: `Decorator` of `import type { ToolDecorator as Decorator }`, and the namespaces that hold it (`gt` of `import type * as gt`). */
interface ToolDecoratorNames {
  types: ReadonlySet<string>;
  namespaces: ReadonlySet<string>;
}

/**
 * Whether a variable is declared by gen-tools' decorator type alone: `declare const readOnly:
 * import("gen-tools").ToolDecorator`, what tsc writes for `export const readOnly = tool({ ... })`,
 * or as a hand-written .d.ts names it, imported (`import type { ToolDecorator } from "gen-tools"`,
 * then `: ToolDecorator`) or off a namespace (`import type * as gt from "gen-tools"`, then `: gt.ToolDecorator`).
 */
export function declaresToolDecorator(declaration: ts.VariableDeclaration): boolean {
  const type = declaration.initializer === undefined ? declaration.type : undefined;
  if (type === undefined) return false;
  if (ts.isImportTypeNode(type)) return importsToolDecorator(type);
  if (!ts.isTypeReferenceNode(type) || type.typeArguments !== undefined) return false;
  const names = toolDecoratorNames(declaration.getSourceFile());
  const name = type.typeName;
  if (ts.isIdentifier(name)) return names.types.has(name.text);
  return ts.isIdentifier(name.left) && names.namespaces.has(name.left.text) && name.right.text === "ToolDecorator";
}

/** `import("gen-tools").ToolDecorator`. */
function importsToolDecorator(type: ts.ImportTypeNode): boolean {
  if (type.isTypeOf || type.qualifier === undefined || !ts.isIdentifier(type.qualifier)) return false;
  const from = ts.isLiteralTypeNode(type.argument) ? type.argument.literal : undefined;
  return type.qualifier.text === "ToolDecorator" && from !== undefined && ts.isStringLiteral(from) && exportsToolMarks(from.text);
}

function toolDecoratorNames(file: ts.SourceFile): ToolDecoratorNames {
  let names = typeNamesInFile.get(file);
  if (names === undefined) {
    names = importedNames(file);
    typeNamesInFile.set(file, names);
  }
  return names;
}

/** The names a file's imports of gen-tools, type-only or not, give its `ToolDecorator` and the module as a whole. */
function importedNames(file: ts.SourceFile): ToolDecoratorNames {
  const types = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !exportsToolMarks(statement.moduleSpecifier.text)) continue;
    const named = statement.importClause?.namedBindings;
    if (named === undefined) continue;
    if (ts.isNamespaceImport(named)) namespaces.add(named.name.text);
    else for (const element of named.elements) if ((element.propertyName ?? element.name).text === "ToolDecorator") types.add(element.name.text);
  }
  return { types, namespaces };
}
