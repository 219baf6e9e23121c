import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The built module that carries the generator's identity (generator/emit/generator-identity.ts), as tsc writes it. */
const IDENTITY_MODULE = join("generator", "emit", "generator-identity.js");
const UNFILLED = "const BUILT_PROBE_HASH = undefined;";

/**
 * Writes the built generator's `probeHash()` into the built module that would otherwise work it out
 * on every run (about 20 ms of a cold run). Before the bundle is made, so that the CLI's bundle and
 * the programmatic generator carry the same value. `repo` is where the package's dependencies are
 * installed.
 */
export async function fillBuiltIdentity(outDir: string, repo: string): Promise<void> {
  const module = join(outDir, IDENTITY_MODULE);
  const hash = await builtProbeHash(module, repo);
  const text = await readFile(module, "utf8");
  if (!text.includes(UNFILLED)) throw new Error(`${module}: no \`${UNFILLED}\` to fill in`);
  await writeFile(module, text.replace(UNFILLED, `const BUILT_PROBE_HASH = ${JSON.stringify(hash)};`));
}

/**
 * `probeHash()` as the built module computes it, in a Node process of its own: the probe's files
 * embed the helpers' source text as compiled, which this process's TypeScript loader would change.
 * The built modules import the package's dependencies, which an `outDir` elsewhere (a test's) has
 * no `node_modules` beside: the package names resolve from `repo`.
 */
function builtProbeHash(module: string, repo: string): Promise<string> {
  const hooks = `export function resolve(specifier, context, next) {
    const bare = !/^(?:node:|[./]|file:)/.test(specifier);
    return next(specifier, bare ? { ...context, parentURL: ${JSON.stringify(pathToFileURL(join(repo, "package.json")).href)} } : context);
  }`;
  const script = `import { register } from "node:module";
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});
    const { probeHash } = await import(${JSON.stringify(pathToFileURL(module).href)});
    process.stdout.write(probeHash());`;
  return new Promise((done, fail) => {
    execFile(process.execPath, ["--input-type=module", "--eval", script], (error, stdout, stderr) => {
      if (error !== null) fail(new Error(`working out the built generator's identity failed: ${stderr}`));
      else if (!/^[0-9a-f]{64}$/.test(stdout)) fail(new Error(`the built generator's probe hash is ${JSON.stringify(stdout)}`));
      else done(stdout);
    });
  });
}
