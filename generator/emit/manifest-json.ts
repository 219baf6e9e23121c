import { MANIFEST_VERSION, type ToolEntry } from "../../src/manifest.js";

// An entry's text, indented as it sits in the manifest. Watch mode keeps unchanged entries (the
// same objects) between runs, so only changed tools are serialised again.
const entryTexts = new WeakMap<ToolEntry, string>();

// Two levels down, JSON.stringify indents an entry as the manifest does: these are the brackets
// around it in `[[entry]]`, two-space indented, cut off.
const NESTING = "[\n  [\n";
const NESTING_END = "\n  ]\n]";

/** One entry as the manifest spells it, two-space JSON indented to its place in `tools`. */
export function entryText(entry: ToolEntry): string {
  let text = entryTexts.get(entry);
  if (text === undefined) {
    text = JSON.stringify([[entry]], null, 2).slice(NESTING.length, -NESTING_END.length);
    entryTexts.set(entry, text);
  }
  return text;
}

/**
 * `tools.manifest.json`: entries as built (sorted by name, keys in DESIGN's order, schema keys as
 * the converter or the user wrote them), exactly as `JSON.stringify(manifest, null, 2)` writes
 * it, with a final newline. `validatorsHash` is that of the validators written with it, if any.
 */
export function renderManifest(entries: readonly ToolEntry[], validatorsHash?: string): string {
  return manifestParts(entries, validatorsHash).join("");
}

/**
 * The manifest's text in pieces: each entry's text and the punctuation between. The outputs write
 * and compare them as they are (see `outputOfParts`) rather than copy 9 MB into one string.
 */
export function manifestParts(entries: readonly ToolEntry[], validatorsHash?: string): string[] {
  const hash = validatorsHash === undefined ? "" : `  "validatorsHash": ${JSON.stringify(validatorsHash)},\n`;
  const parts = [`{\n  "version": ${MANIFEST_VERSION},\n${hash}  "tools": `];
  if (entries.length === 0) parts.push("[]");
  else {
    parts.push("[\n");
    for (const [i, entry] of entries.entries()) {
      if (i > 0) parts.push(",\n");
      parts.push(entryText(entry));
    }
    parts.push("\n  ]");
  }
  parts.push("\n}\n");
  return parts;
}
