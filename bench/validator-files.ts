import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { JsonSchemaObject } from "../src/json-schema.js";
import type { DeferredValidator, Validator } from "../src/validator/types.js";
import { renderValidators, VALIDATORS_FILE } from "../generator/emit/validators-module.js";

/** A tool for the validators files: its name and input schema. */
export interface BenchTool {
  name: string;
  schema: JsonSchemaObject;
}

/**
 * Writes the validators files gen-tools writes beside a manifest of `tools` (`tools.validators.js`,
 * its `.d.ts` and `tools.validators/`, a module per distinct schema) to `dir`, made an ES module
 * folder as a user's project is. Returns the index's path, the size of the index and of the
 * schema modules, and the hash that the manifest written with them carries (`validatorsHash`).
 */
export async function writeValidatorFiles(
  tools: readonly BenchTool[],
  dir: string,
): Promise<{ index: string; bytes: { index: number; modules: number }; validatorsHash: string }> {
  const emitted = tools.map(({ name, schema }) => ({ entry: { name, inputSchema: schema }, at: { file: "src/tools.ts", line: 1, column: 1 } }));
  const rendered = renderValidators(emitted, () => null);
  if (!rendered.ok) throw new Error(`gen-tools refused a schema: ${rendered.diagnostics.map((d) => d.message).join("; ")}`);
  await writeFile(join(dir, "package.json"), '{ "type": "module" }\n');
  const bytes = { index: 0, modules: 0 };
  for (const [path, text] of rendered.files) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
    if (path === VALIDATORS_FILE) bytes.index += Buffer.byteLength(text);
    else if (path.endsWith(".js")) bytes.modules += Buffer.byteLength(text);
  }
  return { index: join(dir, VALIDATORS_FILE), bytes, validatorsHash: rendered.validatorsHash };
}

/** Imports an index: its deferred validators, by tool name, as `tools.gen.ts` gives them to the registry. */
export async function importIndex(index: string): Promise<Record<string, DeferredValidator>> {
  const { validators } = (await import(pathToFileURL(index).href)) as { validators?: Record<string, DeferredValidator> };
  if (validators === undefined) throw new Error(`${index} exports no 'validators'`);
  return validators;
}

/** Imports an index and every tool's validator (as the registry does on each tool's first call), by tool name. */
export async function importValidators(index: string): Promise<Record<string, Validator>> {
  const loaded = await Promise.all(Object.entries(await importIndex(index)).map(async ([name, deferred]) => [name, await deferred.load()] as const));
  return Object.fromEntries(loaded);
}
