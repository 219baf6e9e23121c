import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { readPackageJson } from "../package-json.js";

/**
 * The files prettier 3 takes its configuration from (its `CONFIG_FILES`, searched from a file's
 * folder up to the root) and the `.editorconfig` that `resolveConfig(file, { editorconfig: true })`
 * also reads. A test holds this list to prettier's own.
 */
export const PRETTIER_CONFIG_FILES: readonly string[] = [
  "package.json",
  "package.yaml",
  ".prettierrc",
  ".prettierrc.json",
  ".prettierrc.yml",
  ".prettierrc.yaml",
  ".prettierrc.json5",
  ".prettierrc.js",
  "prettier.config.js",
  ".prettierrc.ts",
  "prettier.config.ts",
  ".prettierrc.mjs",
  "prettier.config.mjs",
  ".prettierrc.mts",
  "prettier.config.mts",
  ".prettierrc.cjs",
  "prettier.config.cjs",
  ".prettierrc.cts",
  "prettier.config.cts",
  ".prettierrc.toml",
  ".editorconfig",
];

/**
 * Whether prettier may find a configuration for `filePath`: one of its configuration files is in the
 * file's folder or one above it (a `package.json` counts when it has a `prettier` key). When none
 * is, prettier's `resolveConfig` finds nothing, and a run need not load prettier (45 ms) to learn it.
 * Errs towards yes: a file it cannot read counts as a configuration. Each name is looked up, as
 * prettier does, rather than each folder listed: a listing costs by the folder's size (24 ms for a
 * `/tmp` of 27,000 entries).
 */
export function mayHavePrettierConfig(filePath: string): boolean {
  for (const path of prettierConfigPaths(dirname(filePath))) {
    if (existsSync(path) && (basename(path) !== "package.json" || hasPrettierKey(path))) return true;
  }
  return false;
}

/**
 * Where prettier looks for its configuration for a file in `folder`: each of its configuration
 * files in `folder` and every folder above it, nearest first, as prettier searches. `searched`, when
 * given, leaves out the folders it says no to.
 */
export function* prettierConfigPaths(folder: string, searched?: (dir: string) => boolean): Generator<string> {
  for (let dir = folder; ; dir = dirname(dir)) {
    if (searched === undefined || searched(dir)) yield* PRETTIER_CONFIG_FILES.map((name) => join(dir, name));
    if (dirname(dir) === dir) return;
  }
}

function hasPrettierKey(packageJson: string): boolean {
  const fields = readPackageJson(packageJson);
  return fields === undefined || "prettier" in fields;
}
