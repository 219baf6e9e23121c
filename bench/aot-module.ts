import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { JsonSchemaObject } from "../src/json-schema.js";
import type { Validator } from "../src/validator/types.js";
import { loadExport, type Loaded } from "./pieces.js";

export type GenerateValidatorModule = (tools: { name: string; schema: JsonSchemaObject }[]) => string;

/** The AOT generator, `generateValidatorModule`, from `generator/aot/`. */
export function loadAotGenerator(): Promise<Loaded<GenerateValidatorModule>> {
  return loadExport<GenerateValidatorModule>("generator/aot/index.js", "generateValidatorModule");
}

/** Writes the generated module to `dir/validators.mjs`, as gen-tools would beside the manifest. */
export async function writeAotModule(
  generate: GenerateValidatorModule,
  tools: { name: string; schema: JsonSchemaObject }[],
  dir: string,
): Promise<string> {
  const file = join(dir, "validators.mjs");
  await writeFile(file, generate(tools));
  return file;
}

/** Imports a generated module and returns its `validators`, by tool name. */
export async function importAotModule(file: string): Promise<Record<string, Validator>> {
  const mod = (await import(pathToFileURL(file).href)) as { validators?: Record<string, Validator> };
  if (mod.validators === undefined) throw new Error(`${file} exports no 'validators'`);
  return mod.validators;
}
