import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { readPackageJson } from "../package-json.js";

export type Prettier = typeof import("prettier");

/** A prettier to format with, loaded when first asked for; `key` tells one from another. */
export interface PrettierChoice {
  key: string;
  /** The project's prettier's package.json; `undefined` for gen-tools' own. */
  manifest: string | undefined;
  load(): Promise<Prettier>;
}

/**
 * The prettier that formats a file: the project's own where it has prettier 3 (found from the
 * file's folder, as an `import "prettier"` there finds it), so that the generated module is what
 * the project's `prettier --check` expects of that version; else the one gen-tools depends on.
 * Prettier's minor versions change how some code is printed, and a project pins its own. Node keeps
 * a module it loaded: a prettier upgraded during `--watch` formats from the next start.
 */
export function prettierFor(filePath: string): PrettierChoice {
  const project = projectPrettier(dirname(filePath));
  const entry = project?.entry;
  const key = entry ?? "";
  return {
    key,
    manifest: project?.manifest,
    load: () => {
      let loading = loaded.get(key);
      if (loading === undefined) {
        loading = entry === undefined ? import("prettier") : (import(pathToFileURL(entry).href) as Promise<Prettier>);
        loaded.set(key, loading);
      }
      return loading;
    },
  };
}

/** Prettier's modules by entry file (`""`: gen-tools' own). */
const loaded = new Map<string, Promise<Prettier>>();

/**
 * The project's prettier 3, by its package.json and its ES module entry, or `undefined` when the
 * folder reaches none (or another major version, whose options and output differ).
 */
export function projectPrettier(folder: string): { manifest: string; entry: string } | undefined {
  let manifest: string;
  try {
    manifest = createRequire(join(folder, "noop.js")).resolve("prettier/package.json");
  } catch {
    return undefined;
  }
  // A broken install gives no fields: gen-tools' own prettier still formats.
  const { version, exports } = readPackageJson(manifest) ?? {};
  const entry = isPlainObject(exports) && isPlainObject(exports["."]) ? exports["."].default : undefined;
  if (typeof version !== "string" || !version.startsWith("3.") || typeof entry !== "string") return undefined;
  return { manifest, entry: join(dirname(manifest), entry) };
}
