import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ToolEntry } from "../src/manifest.js";
import type { Validator } from "../src/validator/types.js";
import { generateValidatorModule, type ValidatorTool } from "../generator/aot/index.js";
import { renderValidators, VALIDATORS_FILE } from "../generator/emit/validators-module.js";

/** The file name the generated module gets (`.mjs`: an ES module wherever it is written). */
export const AOT_MODULE_FILE = "tools.validators.mjs";

/**
 * Generates the AOT validators of `tools` as one module (all the validators' code, as the schema
 * modules of gen-tools' output hold it) and writes it to `dir`: what the throughput sections run.
 */
export async function writeAotModule(tools: readonly ValidatorTool[], dir: string): Promise<string> {
  const file = join(dir, AOT_MODULE_FILE);
  await writeFile(file, generateValidatorModule(tools));
  return file;
}

/** Imports a generated module and returns its `validators`, by tool name. */
export async function importAotModule(file: string): Promise<Record<string, Validator>> {
  const mod = (await import(pathToFileURL(file).href)) as { validators?: Record<string, Validator> };
  if (mod.validators === undefined) throw new Error(`${file} exports no 'validators'`);
  return mod.validators;
}

/**
 * Writes the validators files gen-tools writes beside a manifest of `tools` (`tools.validators.js`,
 * its `.d.ts` and `tools.validators/`) to `dir`, made an ES module folder as a user's project is.
 * Returns the index's path and the size of every file.
 */
export async function writeValidatorFiles(tools: readonly ToolEntry[], dir: string): Promise<{ index: string; bytes: { index: number; modules: number } }> {
  const emitted = tools.map((entry) => ({ entry, at: { file: entry.source.file, line: entry.source.line, column: 1 }, handler: { kind: "registerTool" as const, export: { file: join(dir, entry.source.file), name: entry.name } } }));
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
  return { index: join(dir, VALIDATORS_FILE), bytes };
}
