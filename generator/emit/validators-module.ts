import { generateValidatorDeclarations, generateValidatorModule, ValidatorSchemaError, type ValidatorTool } from "../aot/index.js";
import type { Diagnostic } from "../diagnostics.js";
import { schemaDiagnostic } from "../pipeline/runtime-schema-check.js";
import { schemaInspection } from "../pipeline/schema-inspection.js";
import type { EmitTool } from "./emit-tool.js";

export const VALIDATORS_FILE = "tools.validators.js";
export const VALIDATORS_DECLARATIONS_FILE = "tools.validators.d.ts";

export type ValidatorsModule = { ok: true; js: string; dts: string } | { ok: false; diagnostics: Diagnostic[] };

// The last module by the schemas it was made from: a watch run that changed no tool reuses it.
let last: { tools: ValidatorTool[]; js: string; dts: string } | undefined;

/**
 * `tools.validators.js` and its `.d.ts`: a validator per tool, compiled ahead of time from its input
 * schema with the options the registry uses by default (none), as `registerTools` passes them to
 * `loadManifest`. A schema the validator refuses is a GT3005 diagnostic at its tool.
 */
export function renderValidatorsModule(emitted: readonly EmitTool[]): ValidatorsModule {
  const tools = emitted.map(({ entry }) => ({ name: entry.name, schema: entry.inputSchema, inspection: schemaInspection(entry.inputSchema) }));
  if (last !== undefined && sameTools(last.tools, tools)) return { ok: true, js: last.js, dts: last.dts };
  try {
    last = { tools, js: generateValidatorModule(tools), dts: generateValidatorDeclarations(tools) };
    return { ok: true, js: last.js, dts: last.dts };
  } catch (error) {
    if (!(error instanceof ValidatorSchemaError)) throw error;
    const { at } = emitted.find(({ entry }) => entry.name === error.tool)!;
    const diagnostics = error.problems.map((problem) => schemaDiagnostic(at, error.tool, problem));
    return { ok: false, diagnostics };
  }
}

/**
 * The same names with equal schemas. Watch mode keeps unchanged files' entries, so most schemas are
 * the very same objects; only a re-read file's are compared as text, and an edit that changed no
 * input schema (a summary, say) costs no new module.
 */
function sameTools(a: readonly ValidatorTool[], b: readonly ValidatorTool[]): boolean {
  return a.length === b.length && a.every((tool, i) => tool.name === b[i]!.name && sameSchema(tool.schema, b[i]!.schema));
}

function sameSchema(a: ValidatorTool["schema"], b: ValidatorTool["schema"]): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
