import type { ToolManifest } from "../manifest.js";
import { freezeParsedJson, freezeRestOfParsedJson } from "./frozen-json.js";

/** Manifests `freezeCheckedManifest` froze: accepted by `parseManifest` and unchangeable since. */
const frozenManifests = new WeakSet<object>();

/**
 * Deep-freezes, in place, a manifest JSON.parse returned and `parseManifest` accepted, so that
 * `loadManifest` can take it without checking it again and the registry can keep its schemas
 * without copying them.
 */
export function freezeCheckedManifest(manifest: ToolManifest): void {
  for (const tool of manifest.tools) {
    freezeParsedJson(tool.inputSchema);
    if (tool.outputSchema !== undefined) freezeParsedJson(tool.outputSchema);
  }
  freezeRestOfParsedJson(manifest);
  frozenManifests.add(manifest);
}

export function isFrozenManifest(value: unknown): value is ToolManifest {
  return typeof value === "object" && value !== null && frozenManifests.has(value);
}
