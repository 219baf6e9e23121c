import { readFileSync } from "node:fs";
import NodeModule, { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Script } from "node:vm";
import { crc32 } from "node:zlib";
import { cacheFolderFor, readIfPresent, replaceCacheFile, writableFolder } from "../cache-folder.js";
import { exposeGc } from "../pipeline/collect-garbage.js";
import { nodeHasCompileCache } from "./compile-cache.js";

/**
 * What became of the code cache: `used`; `missing` or `rejected` (the compiler compiled as usual,
 * and the cache is written when the process exits); `off` (Node keeps its own, or it is turned off).
 */
export type CodeCacheOutcome = "used" | "missing" | "rejected" | "off";

/**
 * Node 20 has no compile cache (Node 22.1 added one, which `enableCompileCache` turns on), so this
 * does its work for the one file that matters: the TypeScript compiler ts-morph bundles, 9 MB, which
 * costs a run about 130 ms to compile and 50 with V8's code cache for it. It loads the compiler, as
 * `require` would, into the module cache, from which ts-morph then takes it. The cache holds the
 * functions a run compiled (it is written when the process exits), in `node_modules/.cache/gen-tools`,
 * one file per compiler text (by its checksum) and Node version, which replaces the others. V8
 * checks a cache against its own version and flags and refuses one that does not match: the
 * compiler is then compiled as usual and the cache written again. `NODE_DISABLE_COMPILE_CACHE=1`
 * turns it off, as it does Node's. `dir` keeps the cache elsewhere (tests do).
 */
export function loadTypeScriptWithCodeCache(dir?: string): CodeCacheOutcome {
  if (nodeHasCompileCache() || process.env["NODE_DISABLE_COMPILE_CACHE"] === "1") return "off";
  const require = createRequire(import.meta.url);
  let filename: string;
  try {
    // What typescript.cts requires (package.json's `imports` name the compiler ts-morph bundles).
    filename = require.resolve(COMPILER);
  } catch {
    // A broken install: the generator's own import of the compiler says what is missing.
    return "off";
  }
  const cacheDir = dir ?? cacheFolderFor(filename);
  if (cacheDir === undefined || require.cache[filename] !== undefined) return "off";
  // Read as bytes, checksummed as bytes, then decoded: for this 9 MB file, Node 20's
  // readFileSync(filename, "utf8") took 87 ms against 25, and crc32 of the string 27 ms against 2.
  const bytes = readFileSync(filename);
  const source = bytes.toString("utf8");
  const file = join(cacheDir, `typescript-${(crc32(bytes) >>> 0).toString(16)}-${source.length}-${process.version}.v8cache`);
  const cachedData = readIfPresent(file);

  // V8 checks the flags a cache was written under: the run sets this one later, so it is set before.
  exposeGc();
  const script = new Script(NodeModule.wrap(source), { filename, ...(cachedData === undefined ? {} : { cachedData }) });
  const module = new NodeModule(filename);
  module.filename = filename;
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
  module.loaded = true;
  require.cache[filename] = module;

  if (cachedData !== undefined && !script.cachedDataRejected) return "used";
  // At exit, so that the cache holds every function the run compiled, not only the top level; not
  // where it cannot be written (a global install, say), which would cost every run the serialising.
  if (writableFolder(cacheDir)) process.once("exit", () => replaceCacheFile(file, () => script.createCachedData(), (name) => CACHE_FILE.test(name)));
  return cachedData === undefined ? "missing" : "rejected";
}

const COMPILER = "#ts-morph-compiler";

/** The code caches of every compiler and Node version (3.4 MB each), which a new one replaces. */
const CACHE_FILE = /^typescript-[0-9a-f]+-\d+-v[\d.]+\.v8cache$/;
