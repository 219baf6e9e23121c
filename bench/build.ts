import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPackage } from "../scripts/build.js";
import { BIN } from "../scripts/bundle-cli.js";
import { RUNTIME_DIR } from "../scripts/bundle-runtime.js";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const TSC = join(REPO_ROOT, "node_modules/typescript/bin/tsc");
/** What the built package's parts are, as `package.json` names them. */
export const BUILT_CLI = join(REPO_ROOT, "dist", BIN);
const BUILT_RUNTIME = join(REPO_ROOT, "dist", RUNTIME_DIR, "index.js");

/**
 * Builds `dist/` as `npm run build` does (`buildPackage`: tsc, then the bundles) when a
 * source under `src/`, `generator/` or `scripts/` is newer than the built files, so that the
 * processes the bench starts run the code of this checkout.
 * Returns a note when the build reported errors (it still emits), for the section to print.
 */
export async function ensureBuilt(): Promise<string | undefined> {
  const built = await oldestMtime([BUILT_CLI, BUILT_RUNTIME]);
  const sources = await newestMtime(["src", "generator", "scripts"].map((dir) => join(REPO_ROOT, dir)));
  if (built !== undefined && built >= sources) return undefined;
  const build = await buildPackage();
  if (build.ok) return undefined;
  const errors = build.output.split("\n").filter((l) => l.includes("error TS")).length;
  return `note: tsc -p tsconfig.build.json reported ${errors} type error(s); dist/ was emitted anyway`;
}

async function oldestMtime(files: string[]): Promise<number | undefined> {
  let oldest = Infinity;
  for (const file of files) {
    const info = await stat(file).catch(() => undefined);
    if (info === undefined) return undefined;
    oldest = Math.min(oldest, info.mtimeMs);
  }
  return oldest;
}

async function newestMtime(dirs: string[]): Promise<number> {
  let newest = 0;
  for (const dir of dirs) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith(".ts")) {
        newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
      }
    }
  }
  return newest;
}
