import { createHash } from "node:crypto";
import { GENERATED_HEADER, TS_NOCHECK } from "./validator-module.js";
import { literal } from "./js-source.js";

/** The folder beside the index, named as it is: one module per distinct input schema. */
export const SCHEMA_MODULES_DIR = "tools.validators";

/** What the index says of one tool: the module of its schema, and whether gen-tools checked the schema whole. */
export interface IndexEntry {
  name: string;
  /** The file name, in `tools.validators/`, of the module of the tool's schema. */
  module: string;
  /** The schema passed every check (its module's validator then carries its text as `checkedSchema`). */
  checked: boolean;
}

/**
 * A schema module's file name: the start of its text's hash, so that a module's name changes with
 * its text (an index never names a module other than the one it was written with) and tools with
 * one schema share one file.
 */
export function schemaModuleName(js: string): string {
  return `${createHash("sha256").update(js).digest("hex").slice(0, 16)}.js`;
}

/** Matches a file name `schemaModuleName` makes, with the hash it holds. */
export const SCHEMA_MODULE_NAME = /^([0-9a-f]{16})\.js$/;

/**
 * The index module: `validators`, one deferred validator per tool (`DeferredValidator`), each
 * importing its schema's module on first use. The validators' code, megabytes for a large
 * catalogue, is parsed only for the tools called. A tool whose schema gen-tools checked whole
 * carries `validatorsHash` (the hash of the tools' names and input schemas, which the manifest
 * written with the index carries too), so that the registry need not check the schema again: a
 * hash, not the schema's text, since parsing a catalogue's texts and writing the manifest's schemas
 * out to compare them would cost most of an application's start-up.
 */
export function generateValidatorIndex(entries: readonly IndexEntry[], validatorsHash: string): string {
  const uses = new Map<string, number>();
  for (const { module } of entries) uses.set(module, (uses.get(module) ?? 0) + 1);
  // A module several tools share is one constant, so that they share its validator; the others are
  // written in place: a thousand module-level constants cost V8 half as long again to compile.
  const constants = new Map<string, string>();
  const lines: string[] = [];
  const exported = entries.map(({ name, module, checked }) => {
    // A module's name is its text's hash, and its text says whether the schema was checked: one validator per module.
    const deferred = `${checked ? "checked" : "unchecked"}(() => import(${literal(`./${SCHEMA_MODULES_DIR}/${module}`)}).then(validatorOf))`;
    if (uses.get(module) === 1) return `${toolKey(name)}: ${deferred}`;
    let constant = constants.get(module);
    if (constant === undefined) {
      constant = `s${constants.size}`;
      constants.set(module, constant);
      lines.push(`const ${constant} = ${deferred};`);
    }
    return `${toolKey(name)}: ${constant}`;
  });
  return [
    `${GENERATED_HEADER}: a validator per tool, each loaded from ${SCHEMA_MODULES_DIR}/ on its first use. Do not edit.`,
    "// Each returns exactly what gen-tools' compile(schema) returns for the same value.",
    TS_NOCHECK,
    "const validatorOf = (module) => module.validator;",
    `const validatorsHash = ${literal(validatorsHash)};`,
    "const checked = (load) => ({ load, validatorsHash });",
    "const unchecked = (load) => ({ load });",
    "",
    ...lines,
    ...(lines.length === 0 ? [] : [""]),
    `export const validators = {\n${exported.join(",\n")}\n};`,
    "",
  ].join("\n");
}

/**
 * A tool's key in the index's object literal. A tool may be named `__proto__`, and that key written
 * plain would set the object's prototype rather than make the tool's property: it is computed.
 */
function toolKey(name: string): string {
  return name === "__proto__" ? `[${literal(name)}]` : literal(name);
}

/** The `.d.ts` beside the index: the tool names, each a `DeferredValidator`. */
export function generateValidatorDeclarations(tools: readonly { name: string }[]): string {
  const lines = tools.map(({ name }) => `  readonly ${literal(name)}: DeferredValidator;`);
  return [
    `${GENERATED_HEADER}. Do not edit.`,
    'import type { DeferredValidator } from "gen-tools";',
    "",
    `export declare const validators: {\n${lines.join("\n")}\n};`,
    "",
  ].join("\n");
}

/** The schema modules an index names, by file name, in order of first mention. */
export function indexedModules(index: string): string[] {
  const names = new Set<string>();
  for (const match of index.matchAll(IMPORTED_MODULE)) names.add(match[1]!);
  return [...names];
}

const IMPORTED_MODULE = new RegExp(`import\\("\\./${SCHEMA_MODULES_DIR.replaceAll(".", "\\.")}/([0-9a-f]{16}\\.js)"\\)`, "g");
