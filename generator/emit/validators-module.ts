import { generateValidatorDeclarations, generateValidatorModule, TreeAnalyses, ValidatorSchemaError } from "../aot/index.js";
import type { Diagnostic } from "../diagnostics.js";
import { schemaDiagnostic } from "../pipeline/runtime-schema-check.js";
import { schemaInspection } from "../pipeline/schema-inspection.js";
import type { EmitTool } from "./emit-tool.js";
import { inputsHash, madeFrom, schemaText, withFingerprint } from "./validators-fingerprint.js";

export const VALIDATORS_FILE = "tools.validators.js";
export const VALIDATORS_DECLARATIONS_FILE = "tools.validators.d.ts";

export type ValidatorsModule = { ok: true; js: string; dts: string } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Where a watch session keeps the last module made or kept, with the hash of its inputs: a run whose
 * inputs are the same needs no new one. A run whose inputs changed makes a new module, analysing
 * again only the schemas the last one did not have (`analyses`).
 */
export interface ValidatorsMemory {
  last?: { inputs: string; js: string };
  analyses?: TreeAnalyses;
}

/**
 * `tools.validators.js` and its `.d.ts`: a validator per tool, compiled ahead of time from its input
 * schema with the options the registry uses by default (none), as `registerTools` passes them to
 * `loadManifest`. A schema the validator refuses is a GT3005 diagnostic at its tool. `onDisk`, the
 * file's text as it is, is the module when it was made from the same inputs (see
 * validators-fingerprint.ts): most runs change no schema.
 */
export function renderValidatorsModule(emitted: readonly EmitTool[], onDisk: string | null, memory: ValidatorsMemory = {}): ValidatorsModule {
  const tools = emitted.map(({ entry: { name, inputSchema } }) => ({ name, schema: inputSchema, inspection: schemaInspection(inputSchema), text: schemaText(inputSchema) }));
  const inputs = inputsHash(tools);
  const dts = generateValidatorDeclarations(tools);
  const { last } = memory;
  // The text last kept needs no hashing again: it was made from `last.inputs`.
  if (onDisk !== null && (onDisk === last?.js ? last.inputs === inputs : madeFrom(onDisk, inputs))) {
    memory.last = { inputs, js: onDisk };
    return { ok: true, js: onDisk, dts };
  }
  // The file was edited or removed since: the module last made, again.
  if (last?.inputs === inputs) return { ok: true, js: last.js, dts };
  try {
    const js = withFingerprint(generateValidatorModule(tools, {}, (memory.analyses ??= new TreeAnalyses())), inputs);
    memory.last = { inputs, js };
    return { ok: true, js, dts };
  } catch (error) {
    if (!(error instanceof ValidatorSchemaError)) throw error;
    const { at } = emitted.find(({ entry }) => entry.name === error.tool)!;
    const diagnostics = error.problems.map((problem) => schemaDiagnostic(at, error.tool, problem));
    return { ok: false, diagnostics };
  }
}
