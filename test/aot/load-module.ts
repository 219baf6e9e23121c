import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { generateSchemaModule, type ValidatorTool } from "../../generator/aot/index.js";
import type { ValidateOptions, Validator } from "../../src/validator/index.js";

/**
 * Generates each tool's schema module, writes them to a fresh temporary folder and imports them, as
 * the validators index does on each tool's first call. Returns the validators by tool name. The
 * folder is removed once they are imported: Node keeps an imported module, and every test file asks.
 */
export async function importSchemaValidators(tools: readonly ValidatorTool[], options?: ValidateOptions): Promise<Record<string, Validator>> {
  const dir = mkdtempSync(path.join(tmpdir(), "gen-tools-aot-"));
  writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }');
  try {
    const validators: Record<string, Validator> = {};
    for (const [i, tool] of tools.entries()) {
      const file = path.join(dir, `m${i}.js`);
      writeFileSync(file, generateSchemaModule(tool, options).js);
      validators[tool.name] = ((await import(pathToFileURL(file).href)) as { validator: Validator }).validator;
    }
    return validators;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The source of a schema's module. */
export function schemaModuleSource(schema: ValidatorTool["schema"], options?: ValidateOptions): string {
  return generateSchemaModule({ name: "t", schema }, options).js;
}
