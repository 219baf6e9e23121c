import {
  generateSchemaModule,
  generateValidatorDeclarations,
  generateValidatorIndex,
  indexedModules,
  SCHEMA_MODULES_DIR,
  schemaModuleName,
  ValidatorSchemaError,
  type IndexEntry,
  type SchemaModule,
  type ValidatorTool,
} from "../aot/index.js";
import type { ToolEntry } from "../../src/manifest.js";
import type { Diagnostic } from "../diagnostics.js";
import { schemaDiagnostic } from "../pipeline/runtime-schema-check.js";
import { schemaInspection, type InspectionsByText } from "../pipeline/schema-inspection.js";
import { schemaText } from "../pipeline/schema-text.js";
import type { EmitTool } from "./emit-tool.js";
import { madeFrom, validatorsHashes, withFingerprint, type ValidatorsHashes } from "./validators-fingerprint.js";

export const VALIDATORS_FILE = "tools.validators.js";
export const VALIDATORS_DECLARATIONS_FILE = "tools.validators.d.ts";
export { SCHEMA_MODULES_DIR };

/** The validators' files, by path relative to the output folder: the index, its `.d.ts`, and a module per distinct schema. */
export type ValidatorsOutput =
  | {
      ok: true;
      files: Map<string, string>;
      /** The tools' hash (`ValidatorsHashes.schemas`), which the index and the manifest written with it carry. */
      validatorsHash: string;
    }
  | { ok: false; diagnostics: Diagnostic[] };

/** What the validators need of a tool: its name and input schema, and where its diagnostics point. */
export type ValidatedTool = { entry: Pick<ToolEntry, "name" | "inputSchema"> } & Pick<EmitTool, "at">;

/** What a run reads of the output folder: a file's text by path relative to it, or `null`. */
export type ReadOutput = (relativePath: string) => string | null;

/** A schema's module, made once for its text, with its file name. */
type MadeModule = SchemaModule & { file: string };

/**
 * What a watch session keeps between runs: the index last made or kept, with the hashes it was made
 * from and its modules (a run whose inputs are the same needs no new one), and the module of each
 * schema made so far (a run whose inputs changed makes again only the modules of the schemas it has new).
 */
export interface ValidatorsMemory {
  last?: { hashes: ValidatorsHashes; index: string; modules: ReadonlyMap<string, string> };
  made?: Map<string, MadeModule>;
}

/**
 * `tools.validators.js`, its `.d.ts`, and `tools.validators/`: a validator per tool, compiled ahead
 * of time from its input schema with the options the registry uses by default (none), as
 * `registerTools` passes them to `loadManifest`. The index holds a deferred validator per tool; each
 * distinct schema's code is a module of its own, imported on a tool's first call. A schema the
 * validator refuses is a GT3005 diagnostic at its tool. The files as they are on disk are the output
 * when the index was made from the same inputs and every module it names is intact (see
 * validators-fingerprint.ts): most runs change no schema.
 */
export function renderValidators(emitted: readonly ValidatedTool[], read: ReadOutput, memory: ValidatorsMemory = {}): ValidatorsOutput {
  const tools = validatorTools(emitted);
  const hashes = validatorsHashes(tools);
  // Files edited or removed since the session made them: the ones it made, again.
  const kept = keptOnDisk(read, hashes, memory) ?? (memory.last?.hashes.inputs === hashes.inputs ? memory.last : undefined);
  try {
    const { index, modules } = kept ?? makeValidators(tools, hashes, memory);
    const files = new Map([
      [VALIDATORS_FILE, index],
      [VALIDATORS_DECLARATIONS_FILE, generateValidatorDeclarations(tools)],
    ]);
    for (const [name, js] of modules) files.set(`${SCHEMA_MODULES_DIR}/${name}`, js);
    return { ok: true, files, validatorsHash: hashes.schemas };
  } catch (error) {
    if (!(error instanceof ValidatorSchemaError)) throw error;
    const { at } = emitted.find(({ entry }) => entry.name === error.tool)!;
    const diagnostics = error.problems.map((problem) => schemaDiagnostic(at, error.tool, problem));
    return { ok: false, diagnostics };
  }
}

/**
 * Between the runs of a watch session: when the last run kept the files it found on disk, makes the
 * schemas' modules once in memory, so that the first run that changes a schema makes only that
 * schema's module, instead of all of them.
 */
export function prepareValidators(emitted: readonly ValidatedTool[], memory: ValidatorsMemory): void {
  // `last` holds the files the run kept, and the hashes of its inputs, which are `emitted`'s.
  if (memory.made !== undefined || memory.last === undefined) return;
  try {
    makeValidators(validatorTools(emitted), memory.last.hashes, memory);
  } catch (error) {
    // The next run that makes the modules reports the refused schema, at its tool.
    if (!(error instanceof ValidatorSchemaError)) throw error;
  }
}

/** The index on disk and the modules it names, when it was made from `hashes` and none of them was changed since. */
function keptOnDisk(read: ReadOutput, hashes: ValidatorsHashes, memory: ValidatorsMemory): ValidatorsMemory["last"] {
  const index = read(VALIDATORS_FILE);
  if (index === null) return undefined;
  const { last } = memory;
  // The text last kept needs no hashing again: it was made from `last.hashes`.
  if (!(index === last?.index ? last.hashes.inputs === hashes.inputs : madeFrom(index, hashes.inputs))) return undefined;
  const modules = new Map<string, string>();
  for (const name of indexedModules(index)) {
    const js = read(`${SCHEMA_MODULES_DIR}/${name}`);
    // A module's name is its text's hash: one edited or replaced since no longer has its name's.
    if (js === null || (js !== last?.modules.get(name) && schemaModuleName(js) !== name)) return undefined;
    modules.set(name, js);
  }
  memory.last = { hashes, index, modules };
  return memory.last;
}

/** A tool for the validators, with its schema's text (which names its module). */
type TextedTool = ValidatorTool & { text: string };

function validatorTools(emitted: readonly ValidatedTool[]): TextedTool[] {
  // The GT3005 check inspected the run's schemas already: these are found by schema, mostly.
  const byText: InspectionsByText = new Map();
  return emitted.map(({ entry: { name, inputSchema } }) => ({ name, schema: inputSchema, inspection: schemaInspection(inputSchema, byText), text: schemaText(inputSchema) }));
}

/** Makes the index, and the module of each schema the session has not made yet; keeps them as the last made. */
function makeValidators(tools: readonly TextedTool[], hashes: ValidatorsHashes, memory: ValidatorsMemory): NonNullable<ValidatorsMemory["last"]> {
  const earlier = memory.made ?? new Map<string, MadeModule>();
  const made = new Map<string, MadeModule>();
  const entries: IndexEntry[] = tools.map((tool) => {
    const { text } = tool;
    let module = made.get(text) ?? earlier.get(text);
    if (module === undefined) {
      const generated = generateSchemaModule(tool);
      module = { ...generated, file: schemaModuleName(generated.js) };
    }
    made.set(text, module);
    return { name: tool.name, module: module.file, checked: module.checkedSchema !== undefined };
  });
  memory.made = made;
  const index = withFingerprint(generateValidatorIndex(entries, hashes.schemas), hashes.inputs);
  memory.last = { hashes, index, modules: new Map([...made.values()].map(({ file, js }) => [file, js])) };
  return memory.last;
}
