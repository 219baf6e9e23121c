import { isDeepStrictEqual } from "node:util";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";

/** The names of the tools whose entries differ between two manifests (changed, added or removed). */
export function changedTools(before: ToolManifest, after: ToolManifest): string[] {
  const old = new Map(before.tools.map((t) => [t.name, t]));
  const now = new Map(after.tools.map((t) => [t.name, t]));
  const names = new Set([...old.keys(), ...now.keys()]);
  return [...names].filter((name) => !isDeepStrictEqual(old.get(name), now.get(name))).sort();
}

/** The tools of one class of the corpus (`member`: only its method of that name). */
export function toolsOfClass(manifest: ToolManifest, className: string, member?: string): string[] {
  return manifest.tools
    .filter((t: ToolEntry) => "class" in t.owner && t.owner.class === className && (member === undefined || t.owner.member === member))
    .map((t) => t.name);
}
