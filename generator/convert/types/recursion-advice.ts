import { isPackageFile, packageNameOf } from "../../package-file.js";
import { projectPath } from "../../source-location.js";
import ts from "../../typescript.cjs";

/**
 * The end of GT1011's message: how to name a recursive anonymous type. A type literal written in
 * the project (not in an installed package) takes an interface or a type alias. A type computed by
 * a mapped or conditional type (zod's `z.infer` of a schema whose getter refers to itself) keeps no
 * alias the checker could name it by, so only an interface of its shape does; with zod, the schema
 * is then typed by it.
 */
export function namingAdvice(type: ts.Type, projectRoot: string): string {
  const declaration = type.getSymbol()?.getDeclarations()?.[0];
  if (declaration !== undefined && ts.isTypeLiteralNode(declaration) && !isPackageFile(declaration.getSourceFile())) return "; give it a name (an interface or a type alias)";
  const file = declaration?.getSourceFile().fileName;
  const pkg = file === undefined ? undefined : packageNameOf(file);
  const by = pkg !== undefined ? ` by package '${pkg}'` : file !== undefined ? ` by '${projectPath(projectRoot, file)}'` : "";
  const zod = pkg === "zod" ? " (with zod, as in: interface Category { name: string; subcategories: Category[] }, then const Category: z.ZodType<Category> = z.object(...))" : "";
  return ` computed${by}, which a type alias does not name: declare an interface of its shape${zod}`;
}
