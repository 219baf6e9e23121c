import ts from "./typescript.cjs";

/** Up to and including the last `node_modules/` of a path (greedy: pnpm nests one in another). */
const THROUGH_NODE_MODULES = /^(?:.*[\\/])?node_modules[\\/]/;

/**
 * Whether a file is an installed package's declarations (`node_modules/type-fest/...d.ts`). Their
 * comments document a TypeScript API: an `@example` there is code, not a value a model may send,
 * and a generic alias's comment says what the alias computes (`SetOptional`: "Create a type that
 * makes the given keys optional..."), not what the value is. A workspace package the compiler
 * reached through its link has its real path, outside node_modules: it is the project's own code.
 */
export function isPackageFile(file: ts.SourceFile): boolean {
  return file.isDeclarationFile && isInNodeModules(file.fileName);
}

/** Whether a path (absolute, or relative with either separator) goes through a node_modules folder. */
export function isInNodeModules(path: string): boolean {
  return THROUGH_NODE_MODULES.test(path);
}

/** Whether a declaration is a generic type alias of an installed package (`type Tagged<Type, Tag> = ...`). */
export function isPackageGenericAlias(declaration: ts.Node): boolean {
  return ts.isTypeAliasDeclaration(declaration) && declaration.typeParameters !== undefined && isPackageFile(declaration.getSourceFile());
}

/**
 * A path from after its last `node_modules/`: the package's name, then the file's path in it
 * (`@types/node/os.d.ts`), the same for npm's nested folders, pnpm's `.pnpm/<name>@<version>/`
 * and yarn's cache; a path outside node_modules whole.
 */
export function pathInPackage(path: string): string {
  return path.replace(THROUGH_NODE_MODULES, "");
}

/** The package (`zod`, `@types/node`) a file in node_modules is in; undefined outside node_modules. */
export function packageNameOf(path: string): string | undefined {
  if (!isInNodeModules(path)) return undefined;
  const segments = pathInPackage(path).split(/[\\/]/);
  return segments.slice(0, segments[0]?.startsWith("@") ? 2 : 1).join("/");
}
