import { existsSync } from "node:fs";
import { join } from "node:path";
import { nearestFolder } from "../nearest-folder.js";

/** A bare module specifier's package and the subpath within it: `@acme/shared/geo` → `@acme/shared` and `./geo`; `lodash` → `lodash` and `.`. */
export function packageParts(specifier: string): { name: string; subpath: string } {
  const segments = specifier.split("/");
  const length = specifier.startsWith("@") ? 2 : 1;
  const rest = segments.slice(length);
  return { name: segments.slice(0, length).join("/"), subpath: rest.length === 0 ? "." : `./${rest.join("/")}` };
}

/** The folder of package `name` in the nearest `node_modules` above `from` that has its package.json, as Node looks for it. */
export function installedPackage(name: string, from: string): string | undefined {
  const dir = nearestFolder(from, (d) => existsSync(join(d, "node_modules", name, "package.json")));
  return dir === undefined ? undefined : join(dir, "node_modules", name);
}

/**
 * The nearest folder with a package.json, `dir` or one above it: the package a file in `dir`
 * belongs to. `exists` is the file system's own unless the caller's reads are to be recorded.
 */
export function nearestPackageFolder(dir: string, exists: (path: string) => boolean = existsSync): string | undefined {
  return nearestFolder(dir, (d) => exists(join(d, "package.json")));
}
