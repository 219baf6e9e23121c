import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;
let version: string | undefined;

/**
 * The gen-tools package's own directory, found from this module whether it runs from source
 * (`generator/`), built (`dist/generator/`) or bundled into the bin (`dist/bin/`): `templates/`
 * sits there in every layout.
 */
export function packageRoot(): string {
  if (cached !== undefined) return cached;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "gen-tools") return (cached = dir);
    if (dirname(dir) === dir) throw new Error("gen-tools: cannot find the package's own package.json");
  }
}

/** The gen-tools package's version, from its own package.json. */
export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string }).version;
  return version;
}
