import ts from "./typescript.cjs";

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * Whether a file is an installed package's declarations (`node_modules/type-fest/...d.ts`). Their
 * comments document a TypeScript API: an `@example` there is code, not a value a model may send,
 * and a generic alias's comment says what the alias computes (`SetOptional`: "Create a type that
 * makes the given keys optional..."), not what the value is. A workspace package the compiler
 * reached through its link has its real path, outside node_modules: it is the project's own code.
 */
export function isPackageFile(file: ts.SourceFile): boolean {
  return file.isDeclarationFile && IN_NODE_MODULES.test(file.fileName);
}

/** Whether a declaration is a generic type alias of an installed package (`type Tagged<Type, Tag> = ...`). */
export function isPackageGenericAlias(declaration: ts.Node): boolean {
  return ts.isTypeAliasDeclaration(declaration) && declaration.typeParameters !== undefined && isPackageFile(declaration.getSourceFile());
}
