import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import { emittedJavaScript, sourceMappingUrl } from "./declaration-sources.js";
import type { DiscoverContext } from "./discover-context.js";

/**
 * Why a decorator a declaration file declares by its type has no call to read, and what to do, for
 * GT2022. What fits depends on what made the file, told from its text: tsc's with a declaration
 * map (a `sourceMappingURL` comment) lacks the sources the map names; tsc's without one types a
 * const set to a call of tool() as `import("gen-tools").ToolDecorator`, and building with a map
 * helps; a file that types it by name without a map is taken for a hand-written one, which no build
 * makes, so only JavaScript beside it can hold the call.
 */
export function declaredWithoutCall(declaration: ts.VariableDeclaration, ctx: DiscoverContext): string {
  const file = declaration.getSourceFile();
  const where = `it is declared in ${projectPath(ctx.root, file.fileName)}`;
  const javaScript = emittedJavaScript(file.fileName);
  const beside = javaScript === undefined ? "JavaScript beside that file" : projectPath(ctx.root, javaScript);
  if (sourceMappingUrl(file.text) !== undefined) {
    return `${where}, and gen-tools finds neither the sources its declaration map names nor the JavaScript emitted beside it. Ship that package's source, or ${beside}`;
  }
  if (declaration.type !== undefined && ts.isImportTypeNode(declaration.type)) {
    return `${where}, and gen-tools finds neither that file's source (through a declaration map, or in its package's src/) nor the JavaScript emitted beside it. Build that package with "declarationMap": true`;
  }
  const name = ts.isIdentifier(declaration.name) ? declaration.name.text : "readOnly";
  return `${where}, which types it as ToolDecorator by name without a declaration map, as a hand-written .d.ts does (tsc writes import("gen-tools").ToolDecorator), so no build makes its call readable, and no JavaScript beside it makes the decorator. Ship ${beside} with the decorator a const set to the call (export const ${name} = tool({ ... }))`;
}
