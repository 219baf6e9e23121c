import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { buildPackage } from "./workspace-package-build.js";
import { tempProject, type TempProject } from "./temp-project.js";

/** How `@acme/shared` is built: tsc's options, and where its sources are. */
export interface SharedBuild {
  declarationMap: boolean;
  experimentalDecorators?: boolean;
  stripInternal?: boolean;
  /** The package's source folder, whose index.ts is built: src/ unless said. */
  sourceDir?: string;
  /** The package's "type": CommonJS output has `(0, gen_tools_1.tool)()` and `tslib`-free helpers. */
  type?: "module" | "commonjs";
}

/**
 * An npm workspace: the app's files, and `@acme/shared` in packages/shared, whose files (the index.ts
 * of its source folder and the modules it imports) are built into dist/ as tsc builds them, linked
 * from node_modules as npm links it, and used through `exports.types` → ./dist/index.d.ts.
 */
export function sharedWorkspace(app: Record<string, string>, shared: Record<string, string>, build: SharedBuild): TempProject {
  const project = tempProject({
    ...app,
    "packages/shared/package.json": JSON.stringify({ name: "@acme/shared", type: build.type ?? "module", exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } } }),
    ...Object.fromEntries(Object.entries(shared).map(([name, text]) => [`packages/shared/${name}`, text])),
  });
  const folder = join(project.dir, "packages/shared");
  buildPackage(join(folder, build.sourceDir ?? "src", "index.ts"), build);
  mkdirSync(join(project.dir, "node_modules/@acme"), { recursive: true });
  symlinkSync(folder, join(project.dir, "node_modules/@acme/shared"), "dir");
  return project;
}
