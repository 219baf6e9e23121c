import { MANIFEST_VERSION, type ToolEntry } from "../../src/manifest.js";
import { schemaText } from "../pipeline/schema-text.js";

// An entry's text, indented as it sits in the manifest. Watch mode keeps unchanged entries (the
// same objects) between runs, so only changed tools are serialised again.
const entryTexts = new WeakMap<ToolEntry, string>();

// Two levels down, JSON.stringify indents an entry as the manifest does: these are the brackets
// around it in `[[entry]]`, two-space indented, cut off. An input schema is one level further down.
const NESTING = "[\n  [\n";
const NESTING_END = "\n  ]\n]";
const SCHEMA_NESTING = "[\n  [\n    [\n      ";
const SCHEMA_NESTING_END = "\n    ]\n  ]\n]";
// Where an entry's text has its input schema, written as 0 (see `entryText`).
const SCHEMA_AT = '"inputSchema": 0';

/** Input schemas as an entry's text has them, by their compact text (`schemaText`), for the entries of one manifest. */
export type IndentedSchemas = Map<string, string>;

/**
 * One entry as the manifest spells it, two-space JSON indented to its place in `tools`. With
 * `schemas`, an input schema another entry has (5,000 tools have 100 in the bench corpus) is
 * written once and its text spliced into each entry's.
 */
export function entryText(entry: ToolEntry, schemas?: IndentedSchemas): string {
  let text = entryTexts.get(entry);
  if (text === undefined) {
    text = schemas === undefined ? JSON.stringify([[entry]], null, 2).slice(NESTING.length, -NESTING_END.length) : withSharedSchema(entry, schemas);
    entryTexts.set(entry, text);
  }
  return text;
}

function withSharedSchema(entry: ToolEntry, schemas: IndentedSchemas): string {
  const compact = schemaText(entry.inputSchema);
  let schema = schemas.get(compact);
  if (schema === undefined) {
    schema = JSON.stringify([[[entry.inputSchema]]], null, 2).slice(SCHEMA_NESTING.length, -SCHEMA_NESTING_END.length);
    schemas.set(compact, schema);
  }
  // The key keeps its place in a spread with it replaced. Only the name and the description come
  // before it, whose JSON strings cannot hold SCHEMA_AT: a quote in them is escaped.
  const rest = JSON.stringify([[{ ...entry, inputSchema: 0 }]], null, 2).slice(NESTING.length, -NESTING_END.length);
  const at = rest.indexOf(SCHEMA_AT) + SCHEMA_AT.length - 1;
  return rest.slice(0, at) + schema + rest.slice(at + 1);
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
  const schemas: IndentedSchemas = new Map();
  if (entries.length === 0) parts.push("[]");
  else {
    parts.push("[\n");
    for (const [i, entry] of entries.entries()) {
      if (i > 0) parts.push(",\n");
      parts.push(entryText(entry, schemas));
    }
    parts.push("\n  ]");
  }
  parts.push("\n}\n");
  return parts;
}
