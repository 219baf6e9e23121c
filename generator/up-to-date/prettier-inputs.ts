import { existsSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import { readIfPresent } from "../cache-folder.js";
import { mayHavePrettierConfig } from "../emit/prettier-config-files.js";
import { prettierFor } from "../emit/project-prettier.js";
import { readPackageJson } from "../package-json.js";
import { installedPackage, packageParts } from "../project/installed-package.js";

/**
 * What prettier's configuration for `file` reads beyond its configuration files (which `inputPaths`
 * covers): the package a shared configuration comes from (`"prettier": "@company/prettier-config"`)
 * and the plugins it names, each by its package.json, whose version an upgrade changes, or by its
 * file when named by path. They are looked for where prettier looks: a shared configuration from
 * the configuration file's folder up, a plugin from `cwd` up (a file first, as prettier tries it).
 * Not seen: what a configuration written in code imports. Also the project's own prettier, by its
 * package.json, which formats in place of gen-tools' (see `prettierFor`). Prettier is loaded only
 * where a configuration may exist, as formatting does.
 */
export async function prettierInputs(file: string, cwd = process.cwd()): Promise<string[]> {
  const chosen = prettierFor(file);
  const inputs: string[] = chosen.manifest === undefined ? [] : [chosen.manifest];
  if (!mayHavePrettierConfig(file)) return inputs;
  const prettier = await chosen.load();
  const configFile = await prettier.resolveConfigFile(file);
  if (configFile === null) return inputs;
  const shared = sharedConfigName(configFile);
  if (shared !== undefined) {
    const found = isPath(shared) ? resolve(dirname(configFile), shared) : packageManifest(shared, dirname(configFile));
    if (found !== undefined) inputs.push(found);
  }
  // Prettier gives a plugin named by a relative path in a configuration file as an absolute one.
  const config = await prettier.resolveConfig(file, { editorconfig: true });
  for (const plugin of config?.plugins ?? []) {
    if (typeof plugin !== "string") continue;
    const asFile = resolve(cwd, plugin);
    const found = isAbsolute(plugin) || existsSync(asFile) ? asFile : packageManifest(plugin, cwd);
    if (found !== undefined) inputs.push(found);
  }
  return inputs;
}

function isPath(specifier: string): boolean {
  return specifier.startsWith(".") || isAbsolute(specifier);
}

/** The package a configuration file names instead of holding options: a JSON or YAML string (quoted or plain), or package.json's `prettier` string. */
function sharedConfigName(configFile: string): string | undefined {
  if (basename(configFile) === "package.json") {
    const value = readPackageJson(configFile)?.prettier;
    return typeof value === "string" ? value : undefined;
  }
  const text = readIfPresent(configFile)?.toString("utf8");
  if (text === undefined) return undefined;
  // The whole file one string: quoted (JSON, YAML) or a plain YAML scalar (`prettier-config-standard`).
  const alone = /^\s*(["']?)([^"'\s{}[\]:#]+)\1\s*$/.exec(text);
  return alone?.[2];
}

/** The package.json of the package `specifier` names (`name`, `@scope/name`, either with a subpath), looked for in `node_modules` from `folder` up. */
function packageManifest(specifier: string, folder: string): string | undefined {
  const installed = installedPackage(packageParts(specifier).name, folder);
  return installed === undefined ? undefined : join(installed, "package.json");
}
