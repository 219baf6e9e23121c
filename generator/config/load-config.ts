import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { jsonErrorOffset } from "../../src/registry/json-error-offset.js";
import { textPosition } from "../../src/registry/text-position.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import ts from "../typescript.cjs";
import { ConfigError } from "./config-error.js";
import { DEFAULT_CONFIG, type GenToolsConfig, type NameStyle } from "./config.js";
import { pointerPosition } from "./pointer-position.js";

/** The settings a config file gives; flags and defaults fill the rest. */
export type ConfigFile = Partial<GenToolsConfig>;

const CONFIG_FILE = "gen-tools.config.json";

/** The files `loadConfigFile` reads in its folder: a change to either may change the settings. */
export function configSources(dir: string): { configFile: string; packageJson: string } {
  return { configFile: join(dir, CONFIG_FILE), packageJson: join(dir, "package.json") };
}
const NAME_STYLES: readonly NameStyle[] = ["method", "class.method"];
const KNOWN_KEYS = Object.keys(DEFAULT_CONFIG).join(", ");

/**
 * Reads `gen-tools.config.json` or the `gen-tools` key of `package.json` in `dir` (the tsconfig's
 * directory). Both at once is refused, so there is one place to look.
 */
export function loadConfigFile(dir: string): { config: ConfigFile; file: string | null } {
  const { configFile, packageJson } = configSources(dir);
  const fromFile = readJson(configFile, CONFIG_FILE);
  const pkg = readJson(packageJson, "package.json");
  const fromPackage = isPlainObject(pkg?.value) && "gen-tools" in pkg.value ? pkg.value["gen-tools"] : undefined;
  if (fromFile !== undefined && fromPackage !== undefined) {
    throw new ConfigError("GT4004", `configuration is given twice, in ${CONFIG_FILE} and in package.json's "gen-tools" key: keep one`, CONFIG_FILE);
  }
  if (fromFile !== undefined) return { config: validateConfig(fromFile.value, CONFIG_FILE, "", fromFile.text), file: CONFIG_FILE };
  if (fromPackage !== undefined) return { config: validateConfig(fromPackage, "package.json", "/gen-tools", pkg?.text), file: "package.json" };
  return { config: {}, file: null };
}

/**
 * Checks a parsed config object; `pointer` is where it sits in `file` (JSON Pointer). Given the
 * file's `text`, an error points at the offending key's line and column.
 */
export function validateConfig(value: unknown, file: string, pointer: string, text?: string): ConfigFile {
  const fail = (at: string, message: string): never => {
    throw new ConfigError("GT4005", `${at === "" ? "the configuration" : at} ${message}`, file, text === undefined ? undefined : pointerPosition(text, at));
  };
  if (!isPlainObject(value)) return fail(pointer, "must be an object");
  const config: ConfigFile = {};
  for (const [key, v] of Object.entries(value)) {
    const at = `${pointer}/${escapeToken(key)}`;
    switch (key) {
      case "include":
        if (!Array.isArray(v) || v.length === 0 || !v.every((g) => typeof g === "string" && g !== "")) {
          fail(at, "must be a non-empty array of glob strings");
        }
        config.include = v as string[];
        break;
      case "out":
        if (typeof v !== "string" || v === "") fail(at, "must be a non-empty directory path");
        config.out = v as string;
        break;
      case "closedObjects":
      case "requireDescriptions":
      case "validators":
      case "openaiStrict":
        if (typeof v !== "boolean") fail(at, "must be true or false");
        config[key] = v as boolean;
        break;
      case "nameStyle":
        if (!NAME_STYLES.includes(v as NameStyle)) fail(at, `must be one of ${NAME_STYLES.map((s) => `"${s}"`).join(", ")}`);
        config.nameStyle = v as NameStyle;
        break;
      default:
        fail(at, `is not a gen-tools option (known: ${KNOWN_KEYS})`);
    }
  }
  return config;
}

/**
 * A config file's value and text, or `undefined` when there is none. `gen-tools.config.json` may
 * have comments and trailing commas, as a tsconfig may; package.json is JSON, as npm reads it. A
 * syntax error is GT4003 at its line and column.
 */
function readJson(path: string, name: string): { value: unknown; text: string } | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, "utf8");
  if (name === CONFIG_FILE) {
    const { config, error } = ts.parseConfigFileTextToJson(path, text);
    if (error === undefined) return { value: config as unknown, text };
    // Parsed, but not an object: `validateConfig` says so in gen-tools' words, not a tsconfig's.
    if (error.code === ROOT_NOT_AN_OBJECT) return { value: ts.convertToObject(ts.parseJsonText(path, text), []) as unknown, text };
    throw notJson(name, text, error.start ?? 0, ts.flattenDiagnosticMessageText(error.messageText, " "));
  }
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch (error) {
    throw notJson(name, text, jsonErrorOffset(text) ?? 0, (error as Error).message);
  }
}

/** TS5092, "The root value of a 'tsconfig.json' file must be an object". */
const ROOT_NOT_AN_OBJECT = 5092;

function notJson(name: string, text: string, offset: number, reason: string): ConfigError {
  return new ConfigError("GT4003", `${name} is not valid JSON: ${reason}`, name, textPosition(text, offset));
}
