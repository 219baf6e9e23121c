import { dirname } from "node:path";

/** `dir`, or the nearest folder above it, that `holds` says yes to. */
export function nearestFolder(dir: string, holds: (folder: string) => boolean): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (holds(d)) return d;
    if (dirname(d) === d) return undefined;
  }
}
