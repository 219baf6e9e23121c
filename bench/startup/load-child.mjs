// One cold start-up, in a fresh Node process: `node load-child.mjs MODE DIR TOOLS`, where DIR holds
// tools.manifest.json and the validators files gen-tools writes beside it (tools.validators.js, the
// index, and tools.validators/), and the manifest's tools are the `registerTool` exports
// tool0 .. tool{TOOLS-1}. Prints one JSON line of milliseconds. Plain JavaScript run by plain Node
// against the built package (the runtime as an application imports it: "gen-tools", which resolves
// to its bundle in dist/runtime/), so that no TypeScript loader is in the timed path.
//   aot          import tools.validators.js, readManifest, loadManifest(manifest, { validators }); then,
//                timed apart, the first call of a union tool (as the dispatcher makes it), every
//                tool's schema read (as a first request offering them all reads them) and
//                registry.loadValidators() (every tool's validator imported)
//   aot-parsed   the same, the manifest read and parsed by the caller (JSON.parse): the registry
//                copies each schema, which the caller could still change
//   aot-module   the same, the manifest imported as a JSON module and given to freezeManifest, as the
//                generated tools.gen.ts does
//   interpreter  readManifest, loadManifest(manifest): each schema compiled by the interpreter
//   ajv          Ajv 2020 compiles every inputSchema of the manifest (the manifest read is not timed)
//   ajv-standalone  import Ajv's standalone code for the same schemas (ajv-standalone.cjs), JSON.parse
//                the manifest: Ajv's own ahead-of-time output, loaded as an application would
//   parse        JSON.parse alone of DIR/FILE (the fourth argument), read before the clock starts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [mode, dir, count, parsedFile] = process.argv.slice(2);
const manifestFile = join(dir, "tools.manifest.json");

async function main() {
  if (mode === "ajv") {
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const { tools } = JSON.parse(readFileSync(manifestFile, "utf8"));
    const start = performance.now();
    const ajv = new Ajv2020();
    for (const tool of tools) ajv.compile(tool.inputSchema);
    return { compileMs: performance.now() - start };
  }
  if (mode === "parse") {
    const text = readFileSync(join(dir, parsedFile), "utf8");
    const start = performance.now();
    JSON.parse(text);
    return { parseMs: performance.now() - start };
  }
  if (mode === "ajv-standalone") {
    const start = performance.now();
    const validators = await import(pathToFileURL(join(dir, "ajv-standalone.cjs")).href);
    const imported = performance.now();
    const { tools } = JSON.parse(readFileSync(manifestFile, "utf8"));
    const read = performance.now();
    if (typeof validators[`tool${tools.length - 1}`] !== "function") throw new Error("the standalone module lacks validators");
    return { importMs: imported - start, readMs: read - imported, totalMs: read - start };
  }
  // The application's own code is loaded before the clock starts: the runtime (timed apart) and the handlers.
  const importing = performance.now();
  const { freezeManifest, loadManifest, readManifest } = await import("gen-tools");
  const runtimeMs = performance.now() - importing;
  const handlers = Object.fromEntries(Array.from({ length: Number(count) }, (_, i) => [`tool${i}`, () => "ok"]));

  const start = performance.now();
  const validators =
    mode === "interpreter" ? undefined : (await import(pathToFileURL(join(dir, "tools.validators.js")).href)).validators;
  const imported = performance.now();
  const manifest = await readManifestAs(mode, { freezeManifest, readManifest });
  const read = performance.now();
  const registry = loadManifest(manifest, validators === undefined ? { handlers } : { handlers, validators });
  const loaded = performance.now();
  if (registry.names().length !== manifest.tools.length) throw new Error("the registry lost tools");
  // The first call of the catalogue's largest tool, as the dispatcher makes it: with the index, it
  // waits for the tool's module, then validates.
  const union = registry.get(manifest.tools.find((tool) => tool.name.startsWith("catalogue.union_")).name);
  const called = performance.now();
  await union.validatorLoading?.();
  if (union.validate({}).ok) throw new Error("an empty object passed the union tool's schema");
  const firstCallMs = performance.now() - called;
  // Every tool's schema, as a first request offering them all reads them (readManifest leaves them unparsed until then).
  const reading = performance.now();
  for (const name of registry.names()) if (registry.get(name).schema.type !== "object") throw new Error(`${name}'s schema is not an object's`);
  const phases = { runtimeMs, readMs: read - imported, loadMs: loaded - read, totalMs: loaded - start, firstCallMs, schemasMs: performance.now() - reading };
  if (validators === undefined) return phases;
  const loadingAll = performance.now();
  await registry.loadValidators();
  return { importMs: imported - start, ...phases, loadAllMs: performance.now() - loadingAll };
}

async function readManifestAs(mode, { freezeManifest, readManifest }) {
  if (mode === "aot-parsed") return JSON.parse(readFileSync(manifestFile, "utf8"));
  if (mode !== "aot-module") return readManifest(manifestFile);
  const imported = await import(pathToFileURL(manifestFile).href, { with: { type: "json" } });
  return freezeManifest(imported.default, "tools.manifest.json");
}

console.log(JSON.stringify(await main()));
