import { build, type Plugin } from "esbuild";
import { chmodSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { NODE_BUNDLE } from "./node-bundle.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));

/** The `gen-tools` bin, as package.json names it, relative to the build's output folder (`dist/`). */
export const BIN = binInDist();

function binInDist(): string {
  const { bin } = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { bin?: Record<string, string> };
  const path = bin?.["gen-tools"];
  if (path === undefined || !path.replace(/^\.\//, "").startsWith("dist/")) throw new Error(`package.json: bin["gen-tools"] must name a file under dist/, got ${JSON.stringify(path)}`);
  return relative("dist", path).split(sep).join("/");
}

/**
 * Bundles the built CLI (`dist/generator/cli.js`, from tsc) into `dist/bin/`: the entry, and the
 * rest of the generator in a chunk that the entry imports once the compiler's code cache is set up.
 * Node 20 compiles each of an application's ES modules afresh on every run, and the CLI's 150
 * cost about 100 ms of a run's start-up; one bundle costs 40. Packages stay external: they are
 * the user's install, not ours.
 */
export async function bundleCli(outDir: string): Promise<void> {
  const binDir = dirname(join(outDir, BIN));
  // Chunk names carry a hash: a chunk of an earlier build would otherwise stay behind.
  rmSync(binDir, { recursive: true, force: true });
  await build({
    entryPoints: { "gen-tools": join(outDir, "generator", "cli.js") },
    outdir: binDir,
    // A stack under GEN_TOOLS_DEBUG=1, which turns Node's source maps on, names generator/…/*.ts lines.
    ...NODE_BUNDLE,
    plugins: [keptAsBuilt(modulesKeptAsBuilt(outDir), binDir)],
  });
  // npm makes a bin executable when it installs the package; a local build is run the same way.
  chmodSync(join(outDir, BIN), 0o755);
}

/**
 * The built modules the bundle imports instead of copying, because their own text matters:
 * - `typescript.cjs`, the compiler's entry, a CommonJS module: copied into an ES module bundle, its
 *   `require` would have nothing to call. Imported, it loads with the chunk that imports it, after
 *   `cli.ts` has set up the compiler's code cache (the e2e package test checks both);
 * - the interpreter's helpers that the ahead-of-time validators embed (`embedded-helpers.ts` copies
 *   their source text into every validator module) and what they import: reprinted by the bundler,
 *   they would make the CLI write other validators than the programmatic generator does.
 */
function modulesKeptAsBuilt(outDir: string): Set<string> {
  const kept = new Set([join(outDir, "generator", "typescript.cjs")]);
  const pending = relativeImports(join(outDir, "generator", "aot", "embedded-helpers.js"));
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    if (kept.has(module)) continue;
    kept.add(module);
    pending.push(...relativeImports(module));
  }
  return kept;
}

// tsc writes one `import … from "…";` (or `export … from`) statement per module it imports, in
// the quotes of the source.
const IMPORT = /^(?:import|export)\s(?:[^;]*?\sfrom\s)?(["'])(\.{1,2}\/.+?)\1;$/gm;

/** The absolute paths of the modules `file` imports by relative specifier. */
function relativeImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => resolve(dirname(file), match[2] as string));
}

/** Makes the imports of `modules` external, as paths relative to the bundle's folder. */
function keptAsBuilt(modules: ReadonlySet<string>, binDir: string): Plugin {
  return {
    name: "kept-as-built",
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        if (!modules.has(path)) return undefined;
        const specifier = relative(binDir, path).split(sep).join("/");
        return { path: specifier.startsWith(".") ? specifier : `./${specifier}`, external: true };
      });
    },
  };
}
