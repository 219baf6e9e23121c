import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeHasCompileCache } from "../../generator/cli/compile-cache.js";
import { inFreshProcess } from "./helpers/fresh-process.js";

const REPO = join(import.meta.dirname, "../..");

interface Loaded {
  outcome: string;
  /** ts-morph's package and the generator's `typescript.cts` use the compiler loaded with the cache. */
  sameCompiler: boolean;
  /** Functions the compiler found in a one-line source: it works. */
  parsed: number;
  /** The process will write the cache when it exits. */
  writesAtExit: boolean;
}
let dir = "";

/** In a fresh process, as the CLI starts: loads the compiler with the cache in `cacheDir`, then uses the one ts-morph's package gives. */
function load(env: Record<string, string> = {}, cacheDir = dir): Loaded {
  const script = [
    'import { createRequire } from "node:module";',
    `import { loadTypeScriptWithCodeCache } from ${JSON.stringify(join(REPO, "generator/cli/typescript-code-cache.ts"))};`,
    // tsx has exit listeners of its own.
    'const listeners = process.listenerCount("exit");',
    `const outcome = loadTypeScriptWithCodeCache(${JSON.stringify(cacheDir)});`,
    'const writesAtExit = process.listenerCount("exit") > listeners;',
    `const require = createRequire(${JSON.stringify(join(REPO, "generator/typescript.cts"))});`,
    'const { ts } = require("@ts-morph/common");',
    // ts-morph's package wraps the compiler's exports in a namespace object of its own: same functions.
    'const cached = require.cache[require.resolve("@ts-morph/common/dist/typescript.js")].exports;',
    // And the generator's own import of it, through package.json's `#ts-morph-compiler`.
    'const sameCompiler = cached.createSourceFile === ts.createSourceFile && require("./typescript.cts").createSourceFile === ts.createSourceFile;',
    'const file = ts.createSourceFile("a.ts", "export function f(a: string) {}", ts.ScriptTarget.Latest);',
    "console.log(JSON.stringify({ outcome, sameCompiler, parsed: file.statements.filter(ts.isFunctionDeclaration).length, writesAtExit }));",
  ];
  return JSON.parse(inFreshProcess(script, { NODE_DISABLE_COMPILE_CACHE: "", ...env })) as Loaded;
}

const cacheFiles = (): string[] => readdirSync(dir).filter((name) => name.endsWith(".v8cache"));

describe.skipIf(nodeHasCompileCache())("the TypeScript compiler's code cache (Node before 22.1, which has its own)", () => {
  // Made inside the suite: a skipped suite runs no hooks, and a folder made outside it was left behind.
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "gen-tools-code-cache-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is written by the first run, used by the next, and written again when V8 refuses it; the compiler works from it", () => {
    // Another compiler's or Node version's cache, which the written one replaces, and a file that is not a cache.
    writeFileSync(join(dir, "typescript-1a2b3c-9000000-v20.0.0.v8cache"), "an old cache");
    writeFileSync(join(dir, "notes.txt"), "not a cache");
    expect(load()).toEqual({ outcome: "missing", sameCompiler: true, parsed: 1, writesAtExit: true });
    expect(cacheFiles()).toHaveLength(1);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("not a cache");
    rmSync(join(dir, "notes.txt"));
    const file = join(dir, cacheFiles()[0]!);
    expect(cacheFiles()[0]).toMatch(new RegExp(`^typescript-[0-9a-f]+-\\d+-${process.version.replaceAll(".", "\\.")}\\.v8cache$`));
    expect(load()).toEqual({ outcome: "used", sameCompiler: true, parsed: 1, writesAtExit: false });

    writeFileSync(file, "not a V8 code cache");
    expect(load()).toEqual({ outcome: "rejected", sameCompiler: true, parsed: 1, writesAtExit: true });
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
    expect(load().outcome).toBe("used");
    // Nothing left behind but the cache.
    expect(readdirSync(dir)).toEqual(cacheFiles());
  });

  it("is not written where it cannot be, and the compiler still loads", () => {
    // A file where the folder would be: no user, root included, can make the folder.
    const blocker = join(dir, "a-file");
    writeFileSync(blocker, "");
    // Nor serialised at exit for nothing.
    expect(load({}, join(blocker, "cache"))).toEqual({ outcome: "missing", sameCompiler: true, parsed: 1, writesAtExit: false });
    expect(readFileSync(blocker, "utf8")).toBe("");
  });

  it("is off with NODE_DISABLE_COMPILE_CACHE=1, as Node's is", () => {
    expect(load({ NODE_DISABLE_COMPILE_CACHE: "1" })).toEqual({ outcome: "off", sameCompiler: true, parsed: 1, writesAtExit: false });
  });
});
