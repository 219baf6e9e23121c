import { MANIFEST_VERSION, type ToolEntry, type ToolManifest } from "../../src/manifest.js";

/**
 * `tools.manifest.json`: entries as built (sorted by name, keys in DESIGN's order, schema keys as
 * the converter or the user wrote them), two-space indented, with a final newline.
 */
export function renderManifest(entries: readonly ToolEntry[]): string {
  const manifest: ToolManifest = { version: MANIFEST_VERSION, tools: [...entries] };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
