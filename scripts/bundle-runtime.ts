import { build } from "esbuild";
import { readFileSync, rmSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { NODE_BUNDLE } from "./node-bundle.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));

/** The folder under the build's output (`dist/`) that the runtime's entry points are bundled into. */
export const RUNTIME_DIR = "runtime";

interface PackageExport {
  types?: string;
  default?: string;
}

/**
 * The runtime's entry points, from package.json's `exports`: each one whose `default` is a file of
 * `dist/runtime/`, by its bundle's name (`anthropic`), with the module tsc built for it, which its
 * `types` names (`dist/src/providers/anthropic.d.ts` → `…/anthropic.js`), relative to `dist/`.
 */
function runtimeEntryPoints(): Record<string, string> {
  const { exports } = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { exports: Record<string, PackageExport | string> };
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === "string" || target.default === undefined || dirname(target.default) !== `./dist/${RUNTIME_DIR}`) continue;
    if (target.types === undefined || !target.types.endsWith(".d.ts")) throw new Error(`package.json: exports["${subpath}"] must name its declarations in types`);
    entries[basename(target.default, ".js")] = relative("./dist", target.types.replace(/\.d\.ts$/, ".js"));
  }
  return entries;
}

/**
 * Bundles the runtime's entry points (`gen-tools`, `gen-tools/anthropic`, `gen-tools/openai`,
 * `gen-tools/mcp`) from tsc's modules into `dist/runtime/`, the code they share in chunks, so that a
 * class is one class whichever entry point it is reached through. Node 20 compiles each of an
 * application's ES modules afresh on every start: importing the runtime as tsc's 90 modules took
 * 72 to 99 ms, bundled 27 to 42. The SDKs, as every package, stay external: imported only when a
 * client is made. No module of theirs may await at its top level: a CommonJS project `require()`s
 * them (Node's require(esm)), which refuses such a module.
 */
export async function bundleRuntime(outDir: string): Promise<void> {
  const runtimeDir = join(outDir, RUNTIME_DIR);
  // Chunk names carry a hash: a chunk of an earlier build would otherwise stay behind.
  rmSync(runtimeDir, { recursive: true, force: true });
  const entryPoints = Object.fromEntries(Object.entries(runtimeEntryPoints()).map(([name, module]) => [name, join(outDir, module)]));
  await build({
    entryPoints,
    outdir: runtimeDir,
    ...NODE_BUNDLE,
  });
}
