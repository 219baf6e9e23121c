import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Validator } from "../src/validator/types.js";
import { generateValidatorModule, type ValidatorTool } from "../generator/aot/index.js";

/** The file name the generated module gets (`.mjs`: an ES module wherever it is written). */
export const AOT_MODULE_FILE = "tools.validators.mjs";

/** Generates the AOT validators of `tools` and writes them to `dir`, as gen-tools writes them beside the manifest. */
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
