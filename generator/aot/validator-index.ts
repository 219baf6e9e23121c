import { createHash } from "node:crypto";
import { GENERATED_HEADER, TS_NOCHECK } from "./validator-module.js";
import { literal, singleQuoted } from "./js-source.js";

/** The folder beside the index, named as it is: one module per distinct input schema. */
export const SCHEMA_MODULES_DIR = "tools.validators";

/** What the index says of one tool: the module of its schema, and the schema text when gen-tools checked it whole (as the module does). */
export interface IndexEntry {
  name: string;
  /** The file name, in `tools.validators/`, of the module of the tool's schema. */
  module: string;
  checkedSchema: string | undefined;
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
 * importing its schema's module on first use. The index holds only the schemas' texts, for the
 * registry's check; the validators' code, megabytes for a large catalogue, is parsed only for the
 * tools called.
 */
export function generateValidatorIndex(entries: readonly IndexEntry[]): string {
  const constants = new Map<string, string>();
  const lines: string[] = [];
  const exported = entries.map(({ name, module, checkedSchema }) => {
    // A module's name is its text's hash, and its text holds the checked schema: one constant per module.
    let constant = constants.get(module);
    if (constant === undefined) {
      constant = `s${constants.size}`;
      constants.set(module, constant);
      const checked = checkedSchema === undefined ? "" : `, checkedSchema: ${singleQuoted(checkedSchema)}`;
      lines.push(`const ${constant} = { load: () => import(${literal(`./${SCHEMA_MODULES_DIR}/${module}`)}).then(validatorOf)${checked} };`);
    }
    return `${literal(name)}: ${constant}`;
  });
  return [
    `${GENERATED_HEADER}: a validator per tool, each loaded from ${SCHEMA_MODULES_DIR}/ on its first use. Do not edit.`,
    "// Each returns exactly what gen-tools' compile(schema) returns for the same value.",
    TS_NOCHECK,
    "const validatorOf = (module) => module.validator;",
    "",
    ...lines,
    "",
    `export const validators = {\n${exported.join(",\n")}\n};`,
    "",
  ].join("\n");
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
