import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { buildPackage } from "./workspace-package-build.js";
import { tempProject, type TempProject } from "./temp-project.js";

/**
 * An npm workspace: the app's files, and `@acme/shared` in packages/shared, whose files (`src/index.ts`
 * and the modules it imports) are built into dist/ as tsc builds them, linked from node_modules as
 * npm links it, and used through `exports.types` → ./dist/index.d.ts.
 */
export function sharedWorkspace(app: Record<string, string>, shared: Record<string, string>, build: { declarationMap: boolean; type?: "module" | "commonjs" }): TempProject {
  const project = tempProject({
    ...app,
    "packages/shared/package.json": JSON.stringify({ name: "@acme/shared", type: build.type ?? "module", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } } }),
    ...Object.fromEntries(Object.entries(shared).map(([name, text]) => [`packages/shared/${name}`, text])),
  });
  const folder = join(project.dir, "packages/shared");
  buildPackage(join(folder, "src/index.ts"), build);
  mkdirSync(join(project.dir, "node_modules/@acme"), { recursive: true });
  symlinkSync(folder, join(project.dir, "node_modules/@acme/shared"), "dir");
  return project;
}
