import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Validator } from "../../src/validator/index.js";

/** Writes a generated module to a fresh temporary folder and imports it, as an application would. */
export async function importValidators(source: string): Promise<Record<string, Validator>> {
  const dir = mkdtempSync(path.join(tmpdir(), "gen-tools-aot-"));
  const file = path.join(dir, "tools.validators.js");
  writeFileSync(file, source);
  writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }');
  const module = (await import(pathToFileURL(file).href)) as { validators: Record<string, Validator> };
  return module.validators;
}
