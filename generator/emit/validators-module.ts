import { generateValidatorDeclarations, generateValidatorModule, TreeAnalyses, ValidatorSchemaError, type ValidatorTool } from "../aot/index.js";
import type { Diagnostic } from "../diagnostics.js";
import { schemaDiagnostic } from "../pipeline/runtime-schema-check.js";
import { schemaInspection, type InspectionsByText } from "../pipeline/schema-inspection.js";
import type { EmitTool } from "./emit-tool.js";
import { schemaText } from "../pipeline/schema-text.js";
import { inputsHash, madeFrom, withFingerprint } from "./validators-fingerprint.js";

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
  const tools = validatorTools(emitted);
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
    return { ok: true, js: makeModule(tools, inputs, memory), dts };
  } catch (error) {
    if (!(error instanceof ValidatorSchemaError)) throw error;
    const { at } = emitted.find(({ entry }) => entry.name === error.tool)!;
    const diagnostics = error.problems.map((problem) => schemaDiagnostic(at, error.tool, problem));
    return { ok: false, diagnostics };
  }
}

/**
 * Between the runs of a watch session: when the last run kept the module it found on disk, makes it
 * once in memory, so that the session holds every schema's analysis. The first run that changes a
 * schema then analyses only that schema, instead of all of them (the first signature edit after
 * `--watch` started took twice as long as the next ones).
 */
export function prepareValidators(emitted: readonly EmitTool[], memory: ValidatorsMemory): void {
  // `last` holds the module the run kept, and the hash of its inputs, which are `emitted`'s.
  if (memory.analyses !== undefined || memory.last === undefined) return;
  try {
    makeModule(validatorTools(emitted), memory.last.inputs, memory);
  } catch (error) {
    // The next run that makes the module reports the refused schema, at its tool.
    if (!(error instanceof ValidatorSchemaError)) throw error;
  }
}

function validatorTools(emitted: readonly EmitTool[]): ValidatorTool[] {
  // The GT3005 check inspected the run's schemas already: these are found by schema, mostly.
  const byText: InspectionsByText = new Map();
  return emitted.map(({ entry: { name, inputSchema } }) => ({ name, schema: inputSchema, inspection: schemaInspection(inputSchema, byText), text: schemaText(inputSchema) }));
}

/** Makes the module, with the session's analyses, and keeps it as the last made. */
function makeModule(tools: readonly ValidatorTool[], inputs: string, memory: ValidatorsMemory): string {
  const js = withFingerprint(generateValidatorModule(tools, {}, (memory.analyses ??= new TreeAnalyses())), inputs);
  memory.last = { inputs, js };
  return js;
}
