import { generateValidatorDeclarations, generateValidatorModule, ValidatorSchemaError, type ValidatorTool } from "../aot/index.js";
import type { Diagnostic } from "../diagnostics.js";
import { schemaDiagnostic } from "../pipeline/runtime-schema-check.js";
import { schemaInspection } from "../pipeline/schema-inspection.js";
import type { EmitTool } from "./emit-tool.js";
import { inputsHash, madeFrom, withFingerprint } from "./validators-fingerprint.js";

export const VALIDATORS_FILE = "tools.validators.js";
export const VALIDATORS_DECLARATIONS_FILE = "tools.validators.d.ts";

export type ValidatorsModule = { ok: true; js: string; dts: string } | { ok: false; diagnostics: Diagnostic[] };

// The last module by the schemas it was made from: a watch run that changed no tool reuses it.
let last: { tools: ValidatorTool[]; inputs: string; js: string; dts: string } | undefined;

/**
 * `tools.validators.js` and its `.d.ts`: a validator per tool, compiled ahead of time from its input
 * schema with the options the registry uses by default (none), as `registerTools` passes them to
 * `loadManifest`. A schema the validator refuses is a GT3005 diagnostic at its tool. `onDisk`, the
 * file's text as it is, is the module when it was made from the same inputs (see
 * validators-fingerprint.ts): most runs change no schema.
 */
export function renderValidatorsModule(emitted: readonly EmitTool[], onDisk: string | null): ValidatorsModule {
  const tools = emitted.map(({ entry }) => ({ name: entry.name, schema: entry.inputSchema, inspection: schemaInspection(entry.inputSchema) }));
  const same = last !== undefined && sameTools(last.tools, tools) ? last : undefined;
  if (same !== undefined && onDisk === same.js) return { ok: true, js: same.js, dts: same.dts };
  const inputs = same?.inputs ?? inputsHash(tools);
  const dts = generateValidatorDeclarations(tools);
  if (onDisk !== null && madeFrom(onDisk, inputs)) {
    last = { tools, inputs, js: onDisk, dts };
    return { ok: true, js: onDisk, dts };
  }
  if (same !== undefined) return { ok: true, js: same.js, dts: same.dts };
  try {
    last = { tools, inputs, js: withFingerprint(generateValidatorModule(tools), inputs), dts };
    return { ok: true, js: last.js, dts };
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
