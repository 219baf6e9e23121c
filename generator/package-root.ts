import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nearestFolder } from "./nearest-folder.js";
import { readPackageJson } from "./package-json.js";

/** What gen-tools reads of its own package.json: where it is, and the version it says. */
interface OwnPackage {
  root: string;
  version: string;
}

let own: OwnPackage | undefined;

/**
 * The gen-tools package's own directory, found from this module whether it runs from source
 * (`generator/`), built (`dist/generator/`) or bundled into the bin (`dist/bin/`): `templates/`
 * sits there in every layout.
 */
export function packageRoot(): string {
  return ownPackage().root;
}

/** The gen-tools package's version, from its own package.json. */
export function packageVersion(): string {
  return ownPackage().version;
}

/** Found once per process: the package.json that tells where the package is also says its version. */
function ownPackage(): OwnPackage {
  if (own !== undefined) return own;
  let version: string | undefined;
  const root = nearestFolder(dirname(fileURLToPath(import.meta.url)), (folder) => (version = ownVersion(folder)) !== undefined);
  if (root === undefined || version === undefined) throw new Error("gen-tools: cannot find the package's own package.json");
  own = { root, version };
  return own;
}

/** The version in `folder`'s package.json when it is gen-tools' own: a nearer package.json may be another's (an application's that bundles this module). */
function ownVersion(folder: string): string | undefined {
  const manifest = readPackageJson(join(folder, "package.json"));
  return manifest?.name === "gen-tools" && typeof manifest.version === "string" ? manifest.version : undefined;
}
