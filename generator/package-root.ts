import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nearestFolder } from "./nearest-folder.js";

let cached: string | undefined;
let version: string | undefined;

/**
 * The gen-tools package's own directory, found from this module whether it runs from source
 * (`generator/`), built (`dist/generator/`) or bundled into the bin (`dist/bin/`): `templates/`
 * sits there in every layout.
 */
export function packageRoot(): string {
  cached ??= nearestFolder(dirname(fileURLToPath(import.meta.url)), holdsOwnManifest);
  if (cached === undefined) throw new Error("gen-tools: cannot find the package's own package.json");
  return cached;
}

/** Whether `folder` has gen-tools' own package.json: a nearer package.json may be another's (an application's that bundles this module). */
function holdsOwnManifest(folder: string): boolean {
  const pkg = join(folder, "package.json");
  return existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "gen-tools";
}

/** The gen-tools package's version, from its own package.json. */
export function packageVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string }).version;
  return version;
}
