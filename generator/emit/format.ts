import { dirname } from "node:path";
import type { Options } from "prettier";
import { errorMessage } from "../../src/error-message.js";
import { ConfigError } from "../config/config-error.js";
import type { CodeChunk } from "./code-chunk.js";
import { mayHavePrettierConfig } from "./prettier-config-files.js";
import { prettierFor, type Prettier, type PrettierChoice } from "./project-prettier.js";

/** Prettier's default print width: a preformatted code line longer than this would be wrapped. */
const DEFAULT_PRINT_WIDTH = 80;
/**
 * Chunks formatted in one prettier call: one call per chunk costs more than the formatting, one
 * call for everything makes `--watch` re-format 5,000 tools for a one-line edit.
 */
const BATCH = 100;
/** Formatted batches by configuration and text, so `--watch` re-formats only what changed. */
const formatted = new Map<string, string>();
const CACHE_LIMIT = 5_000;

/**
 * Formats a generated module with the user's prettier configuration for the file's location
 * (`.prettierrc`, a `prettier` key, `.editorconfig`), or prettier's defaults. Prettier formats
 * top-level statements independently, so formatting runs of chunks and joining them with a blank
 * line gives the text formatting the whole module would. Without a user configuration, or with one
 * that only says what prettier's defaults say, chunks rendered in prettier's style skip it unless a
 * code line is too long: on 5,000 tools prettier would otherwise cost several times the compiler.
 * Prettier itself is loaded only when it is needed: a project with no configuration file and no
 * long line does without it. It is the project's own prettier 3 where it has one (see `prettierFor`).
 */
export async function formatModule(chunks: readonly CodeChunk[], filePath: string): Promise<string> {
  const prettier = prettierFor(filePath);
  const userConfig = await userOptions(filePath, prettier);
  const options: Options = { ...userConfig, filepath: filePath, parser: parserFor(userConfig) };
  const configKey = `${prettier.key}\0${JSON.stringify(userConfig)}`;
  const parts: string[] = [];
  let pending: string[] = [];
  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    parts.push(await formatCached(pending.join("\n\n"), configKey, options, prettier));
    pending = [];
  };
  for (const chunk of chunks) {
    if (userConfig === null && chunk.preformatted && fitsDefaultWidth(chunk)) {
      await flush();
      parts.push(chunk.text);
    } else {
      pending.push(chunk.text);
      if (pending.length >= BATCH) await flush();
    }
  }
  await flush();
  // Prettier ends the lines of each chunk as configured ("crlf" from .editorconfig's end_of_line, say): the joins must too.
  const eol = userConfig?.endOfLine === "crlf" ? "\r\n" : userConfig?.endOfLine === "cr" ? "\r" : "\n";
  return `${parts.join(eol + eol)}${eol}`;
}

/**
 * `babel-ts`: prettier prints its tree with the same printer as the `typescript` parser's, and parses
 * generated code in half the time (5,000 tools' module: 1.6 s against 3.0 to 3.8 s); a test holds
 * the two to the same output on every fixture's module. A plugin may hook one parser and not the
 * other, so with plugins it is `typescript`, which prettier itself picks for a `.ts` file.
 */
function parserFor(userConfig: Options | null): "babel-ts" | "typescript" {
  return (userConfig?.plugins?.length ?? 0) > 0 ? "typescript" : "babel-ts";
}

/**
 * The user's prettier options for `filePath`, or null when there are none or every one is prettier's
 * default: the `.editorconfig` most projects have (two spaces, `lf`) resolves to `useTabs: false,
 * tabWidth: 2, endOfLine: "lf"`, which formats as no configuration does. An option prettier does not
 * list (a plugin's, say) counts as a change. Where no configuration file is found, prettier is not
 * asked (nor loaded).
 */
async function userOptions(filePath: string, prettier: PrettierChoice): Promise<Options | null> {
  if (!mayHavePrettierConfig(filePath)) return null;
  const config = await prettierConfig(filePath, prettier);
  if (config === null) return null;
  const loaded = await prettier.load();
  let known = defaults.get(loaded);
  if (known === undefined) {
    known = await prettierDefaults(loaded);
    defaults.set(loaded, known);
  }
  return Object.entries(config).every(([name, value]) => known.has(name) && sameOption(known.get(name), value)) ? null : config;
}

/**
 * Prettier's configuration for `filePath`, as prettier resolves it; a configuration it cannot read
 * (a `.prettierrc` half-written, a plugin not installed) is a `ConfigError` (GT4003) naming the
 * folder and prettier's reason, not a stack trace.
 */
export async function prettierConfig(filePath: string, prettier: PrettierChoice = prettierFor(filePath)): Promise<Options | null> {
  try {
    return await (await prettier.load()).resolveConfig(filePath, { editorconfig: true });
  } catch (error) {
    throw new ConfigError("GT4003", `prettier cannot read its configuration for ${dirname(filePath)}: ${errorMessage(error)}`);
  }
}

const defaults = new WeakMap<Prettier, Map<string, unknown>>();

/** Prettier's options by name, with their default values (`plugins: []`, `printWidth: 80`, ...). */
async function prettierDefaults(prettier: Prettier): Promise<Map<string, unknown>> {
  const { options } = await prettier.getSupportInfo();
  return new Map(options.flatMap((option): Array<[string, unknown]> => (option.name === undefined ? [] : [[option.name, option.default]])));
}

function sameOption(a: unknown, b: unknown): boolean {
  return typeof a === "object" && a !== null ? JSON.stringify(a) === JSON.stringify(b) : Object.is(a, b);
}

async function formatCached(text: string, configKey: string, options: Options, prettier: PrettierChoice): Promise<string> {
  const key = `${configKey}\0${text}`;
  let result = formatted.get(key);
  if (result === undefined) {
    result = (await prettierFormat(text, options, prettier)).trimEnd();
    if (formatted.size >= CACHE_LIMIT) formatted.clear();
    formatted.set(key, result);
  }
  return result;
}

/**
 * Prettier's output for `text`. Prettier loads a configuration's plugins when it formats, not when
 * it reads the configuration: one that is not installed is GT4003 too, naming the folder.
 */
async function prettierFormat(text: string, options: Options, prettier: PrettierChoice): Promise<string> {
  const { format } = await prettier.load();
  try {
    return await format(text, options);
  } catch (error) {
    if (options.plugins === undefined || options.plugins.length === 0) throw error;
    throw new ConfigError("GT4003", `prettier cannot format with the configuration for ${dirname(options.filepath ?? "")}: ${errorMessage(error)}`);
  }
}

/** Prettier does not re-wrap comments (`//`, `/**`, ` * `), so only code lines count. */
function fitsDefaultWidth(chunk: CodeChunk): boolean {
  let fits = widthChecked.get(chunk);
  if (fits === undefined) {
    fits = chunk.text.split("\n").every((line) => line.length <= DEFAULT_PRINT_WIDTH || /^\s*(\/\/|\/\*\*|\*)/.test(line));
    widthChecked.set(chunk, fits);
  }
  return fits;
}

// A watch run renders again only the chunks of changed tools (gen-module.ts); the others are the same objects.
const widthChecked = new WeakMap<CodeChunk, boolean>();
