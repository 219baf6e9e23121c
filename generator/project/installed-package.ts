import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** A bare module specifier's package and the subpath within it: `@acme/shared/geo` → `@acme/shared` and `./geo`; `lodash` → `lodash` and `.`. */
export function packageParts(specifier: string): { name: string; subpath: string } {
  const segments = specifier.split("/");
  const length = specifier.startsWith("@") ? 2 : 1;
  const rest = segments.slice(length);
  return { name: segments.slice(0, length).join("/"), subpath: rest.length === 0 ? "." : `./${rest.join("/")}` };
}

/** The folder of package `name` in the nearest `node_modules` above `from` that has its package.json, as Node looks for it. */
export function installedPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const folder = join(dir, "node_modules", name);
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(dir) === dir) return undefined;
  }
}
