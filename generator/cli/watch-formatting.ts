import { join } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { prettierConfig } from "../emit/format.js";
import { prettierConfigPaths } from "../emit/prettier-config-files.js";
import { GEN_MODULE_FILE } from "../pipeline/run-pipeline.js";
import { prettierInputs } from "../up-to-date/prettier-inputs.js";
import { watchableFolder } from "./watchable-folder.js";

/**
 * Prettier's configuration files (and the `.editorconfig`) for the output folder: in it and every
 * folder above it, where prettier looks for them. Only those in folders that exist (a watch on a
 * missing folder would report them all as changed) and can be watched (see `watchableFolder`).
 */
export function prettierConfigFiles(outDir: string): string[] {
  return [...prettierConfigPaths(outDir, watchableFolder)];
}

/**
 * The files whose change may format `tools.gen.ts` anew: prettier's configuration files, and the
 * packages and plugins a configuration names (see `prettierInputs`).
 */
export async function formattingInputs(outDir: string): Promise<string[]> {
  // A configuration prettier cannot read names nothing more; the run formatting with it says why.
  const named = await prettierInputs(join(outDir, GEN_MODULE_FILE)).catch(() => []);
  return [...prettierConfigFiles(outDir), ...named];
}

/**
 * Makes prettier read its configuration for the output folder again (it keeps what it found for the
 * life of the process), and says when it cannot: a configuration file saved half-written would make
 * the run throw and end the watch, where it is to be reported, and the watch to wait for its fix.
 */
export async function rereadPrettierConfig(outDir: string): Promise<ConfigError | undefined> {
  await (await import("prettier")).clearConfigCache();
  try {
    await prettierConfig(join(outDir, GEN_MODULE_FILE));
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}
