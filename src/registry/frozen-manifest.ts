import type { ToolManifest } from "../manifest.js";
import { deepFreeze, freezeParsedJson } from "./deep-freeze.js";
import { noteFrozenJson } from "../validator/frozen-json.js";
import { freezeJson } from "./frozen-json.js";
import { parseManifest } from "./manifest-shape.js";
import { ownValue } from "./own-value.js";

/** Manifests `freezeManifest` or `freezeParsedManifest` froze whole: accepted by `parseManifest` and unchangeable since. */
const frozenManifests = new WeakSet<object>();

/**
 * Checks a manifest (as `parseManifest`, `origin` prefixing its messages) and deep-freezes it in
 * place, so that `loadManifest` takes it without checking it again and the registry keeps its
 * schemas without copying them. A schema that is not plain JSON (a class instance, a `Date`, a
 * cycle) is frozen as far as it can be and copied at registration, as any other; the rest of a
 * manifest that is not plain JSON is checked again by `loadManifest`.
 */
export function freezeManifest(value: unknown, origin?: string): ToolManifest {
  if (isFrozenManifest(value)) return value;
  const manifest = parseManifest(value, origin);
  const schemas = schemasOf(manifest);
  // A manifest read from JSON is plain throughout: one pass freezes it all.
  if (deepFreeze(manifest)) {
    for (const schema of schemas) noteFrozenJson(schema);
  } else {
    // Schema by schema, so that each plain one is still kept without a copy.
    for (const schema of schemas) freezeJson(schema);
    if (!deepFreeze(manifest, schemas)) return manifest;
  }
  frozenManifests.add(manifest);
  return manifest;
}

/**
 * `freezeManifest` for a value JSON.parse has just made (readManifest's): plain JSON throughout by
 * construction, so frozen without testing each value.
 */
export function freezeParsedManifest(value: unknown, origin: string): ToolManifest {
  const manifest = parseManifest(value, origin);
  freezeParsedJson(manifest);
  for (const schema of schemasOf(manifest)) noteFrozenJson(schema);
  frozenManifests.add(manifest);
  return manifest;
}

/** Notes a manifest deep-frozen and checked by other means (lazy-manifest.ts), for `loadManifest` to take as it is. */
export function noteFrozenManifest(manifest: ToolManifest): void {
  frozenManifests.add(manifest);
}

function schemasOf(manifest: ToolManifest): Set<object> {
  const schemas = new Set<object>();
  for (const tool of manifest.tools) {
    schemas.add(tool.inputSchema);
    const outputSchema = ownValue(tool, "outputSchema");
    if (outputSchema !== undefined) schemas.add(outputSchema);
  }
  return schemas;
}

export function isFrozenManifest(value: unknown): value is ToolManifest {
  return typeof value === "object" && value !== null && frozenManifests.has(value);
}
