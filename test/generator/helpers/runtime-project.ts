import { resolve } from "node:path";
import { tempProject, type TempProject } from "./temp-project.js";

/** The runtime as a user's `gen-tools` import resolves it: tools.gen.ts needs loadManifest and the registry too. */
const RUNTIME = resolve(import.meta.dirname, "../../../src/index.ts");

/** A temp ES-module project of these files whose `gen-tools` import is this checkout's runtime, so tsc can check its tools.gen.ts. */
export function runtimeProject(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}): TempProject {
  return tempProject({ "package.json": JSON.stringify({ type: "module" }), ...files }, { ...compilerOptions, paths: { "gen-tools": [RUNTIME] } });
}
