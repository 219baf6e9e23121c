import type { JsonSchemaObject } from "../json-schema.js";
import type { ToolEntry, ToolManifest } from "../manifest.js";
import { noteFrozenJson } from "../validator/frozen-json.js";
import { freezeParsedJson } from "./deep-freeze.js";
import { ManifestReadError } from "./errors.js";
import { noteFrozenManifest } from "./frozen-manifest.js";
import { parseManifest } from "./manifest-shape.js";
import { ownValue } from "./own-value.js";
import { jsonErrorOffset } from "./json-error-offset.js";
import { fileLocation } from "./manifest-syntax-error.js";
import { SCHEMA_KEYS, schemaCuts, type SchemaCut, type SchemaKey } from "./schema-cuts.js";
import { sharedGetters } from "./shared-getters.js";

type SchemaLoader = () => JsonSchemaObject;

/** Where `readLazily`'s entries find their schemas: the text, the cuts, and the schemas parsed so far. */
interface ManifestText {
  /** The file's text, let go once every schema is parsed. */
  text: string | undefined;
  /** The file, for errors. */
  path: string;
  cuts: readonly SchemaCut[];
  /** Each cut's schema once parsed, by the cut's index. */
  parsed: (JsonSchemaObject | undefined)[];
  /** How many schemas are not parsed yet. */
  left: number;
}

/** An entry's place in its manifest: its index among the tools, and its schemas' among the cuts. */
interface EntryCuts {
  manifest: ManifestText;
  tool: number;
  cuts: Partial<Record<SchemaKey, number>>;
}

/**
 * The key, on each entry and not enumerable, of its `EntryCuts`. On the entry rather than in a
 * WeakMap beside it, so that a getter finds it through whatever `this` the read passes: a proxy of
 * the entry, or an object that inherits from it.
 */
const ENTRY_CUTS = Symbol("gen-tools.entryCuts");

/** An entry `readLazily` made, or one that inherits from it. */
type LazyEntry = ToolEntry & { readonly [ENTRY_CUTS]?: EntryCuts };

/**
 * The manifest in `text` with each tool's schemas parsed on their first read, not now. Parsing the
 * schemas is most of reading a large manifest, and an application whose validators gen-tools
 * compiled needs a tool's schema only to offer the tool to a model or a client, or once its
 * validator is imported: a process that only runs calls parses the schemas of the tools it calls.
 * Everything else is checked now, as `freezeParsedManifest` checks it, and the schemas are cut out
 * of the text only where it is laid out as gen-tools writes it. `undefined` otherwise, or when
 * anything about the rest is wrong: the caller then parses the text whole, and reports what is.
 */
export function readLazily(text: string, path: string): ToolManifest | undefined {
  const cuts = schemaCuts(text);
  if (cuts.length === 0) return undefined;
  let manifest: ToolManifest;
  try {
    const rest: unknown = JSON.parse(withoutSchemas(text, cuts));
    if (!holdsCutsInOrder(rest, cuts)) return undefined;
    manifest = parseManifest(rest, path);
  } catch {
    return undefined;
  }
  const shared: ManifestText = { text, path, cuts, parsed: new Array<undefined>(cuts.length).fill(undefined), left: cuts.length };
  // A schema on one line is small, and its line could hold more than the schema: parsed now, it is
  // known to be one JSON value.
  for (const [index, cut] of cuts.entries()) {
    if (!cut.oneLine) continue;
    try {
      keep(shared, index, JSON.parse(text.slice(cut.start, cut.end)));
    } catch {
      return undefined;
    }
  }
  let index = 0;
  // Each entry is copied, with a getter for each schema: redefining a property of what JSON.parse
  // made turns the object into a slow dictionary, which every later read of the entry pays for.
  const tools = manifest.tools.map((entry, tool) => {
    const copy: Record<string, unknown> = {};
    const own: EntryCuts = { manifest: shared, tool, cuts: {} };
    // Numbered in holdsCutsInOrder's order, not the keys': a key given twice keeps the place of its
    // first (`"outputSchema": null` before the input schema puts the output schema's key first).
    for (const key of SCHEMA_KEYS) if (Object.hasOwn(entry, key)) own.cuts[key] = index++;
    for (const key of Object.keys(entry)) {
      if (isSchemaKey(key)) {
        Object.defineProperty(copy, key, ENTRY_GETTERS[key]);
      } else {
        const value = frozen((entry as unknown as Record<string, unknown>)[key]);
        // A "__proto__" key JSON.parse made stays a key: assigned, it would become the copy's prototype.
        if (key === "__proto__") Object.defineProperty(copy, key, { value, enumerable: true });
        else copy[key] = value;
      }
    }
    Object.defineProperty(copy, ENTRY_CUTS, { value: own });
    return Object.freeze(copy) as unknown as ToolEntry;
  });
  for (const key of Object.keys(manifest)) if (key !== "tools") frozen((manifest as unknown as Record<string, unknown>)[key]);
  const read: ToolManifest = { ...manifest, tools: Object.freeze(tools) as ToolEntry[] };
  noteFrozenManifest(Object.freeze(read));
  return read;
}

/**
 * The function that parses an entry's schema, for `loadManifest` to pass on rather than read the
 * schema itself; `undefined` for a schema that is not read lazily, or is parsed already.
 */
export function lazySchema(entry: ToolEntry, key: SchemaKey): SchemaLoader | undefined {
  const own = (entry as LazyEntry)[ENTRY_CUTS];
  // Own keys only: a schema key set on Object.prototype is no cut of the entry's.
  const index = own === undefined ? undefined : ownValue(own.cuts, key);
  if (index === undefined || own!.manifest.parsed[index] !== undefined) return undefined;
  return () => entry[key]!;
}

/** The entries' getters of their schemas, which find the entry's own (see `schemaOf`). */
const ENTRY_GETTERS = sharedGetters(SCHEMA_KEYS, (entry, key) => schemaOf(entry as ToolEntry, key));

/**
 * The entry's schema, parsed on its first read. A cut that is not one JSON value is a
 * `ManifestReadError` (see `unreadable`): the file's syntax error with its place, or a layout that
 * misled the cuts.
 */
function schemaOf(entry: ToolEntry, key: SchemaKey): JsonSchemaObject {
  const { manifest, tool, cuts } = (entry as LazyEntry)[ENTRY_CUTS]!;
  const index = cuts[key]!;
  const known = manifest.parsed[index];
  if (known !== undefined) return known;
  const { start, end } = manifest.cuts[index]!;
  const text = manifest.text!.slice(start, end);
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch {
    throw unreadable(manifest, entry, tool, key, { start, text });
  }
  return keep(manifest, index, schema);
}

/** Keeps the `index`th schema, parsed. */
function keep(manifest: ManifestText, index: number, schema: unknown): JsonSchemaObject {
  freezeParsedJson(schema as object);
  noteFrozenJson(schema as object);
  manifest.parsed[index] = schema as JsonSchemaObject;
  // The text is let go once every schema is parsed.
  if (--manifest.left === 0) manifest.text = undefined;
  return schema as JsonSchemaObject;
}

/**
 * The text with each cut schema replaced by a stand-in: the offset of its opening brace, a number no
 * file holds there by chance. A small one would: a schema key given twice keeps its last value, and
 * `"inputSchema": 0` after the first schema would pass for the first stand-in, the file JSON.parse
 * refuses then read with that schema. A space ends each stand-in: text after a schema's brace
 * (`}e0`, `}.5`) would otherwise join it into another number, and such a file would pass too.
 */
function withoutSchemas(text: string, cuts: readonly SchemaCut[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(text.slice(from, cut.start), `${cut.start} `);
    from = cut.end;
  }
  parts.push(text.slice(from));
  return parts.join("");
}

/**
 * Whether the cuts are exactly the entries' schemas: every schema key of every entry, in order, holds
 * the stand-in of the next cut, made for that key, and no cut is left over. A cut made anywhere else (in
 * a layout that only looks like gen-tools') breaks the count; each stand-in then becomes an empty
 * object, which `parseManifest` takes for a schema.
 */
function holdsCutsInOrder(rest: unknown, cuts: readonly SchemaCut[]): boolean {
  const tools = typeof rest === "object" && rest !== null ? (rest as { tools?: unknown }).tools : undefined;
  if (!Array.isArray(tools)) return false;
  let index = 0;
  for (const entry of tools as unknown[]) {
    if (typeof entry !== "object" || entry === null) return false;
    for (const key of SCHEMA_KEYS) {
      if (!Object.hasOwn(entry, key)) continue;
      const cut = cuts[index];
      if (cut?.key !== key || (entry as Record<string, unknown>)[key] !== cut.start) return false;
      (entry as Record<string, unknown>)[key] = {};
      index++;
    }
  }
  return index === cuts.length;
}

/**
 * Why a schema's cut is not one JSON value: the schema is not JSON (the tool, and where in the file
 * its syntax error is), or the file's layout misled the cuts, so that the manifest read from it may
 * be wrong. Where the file parses whole, it is the layout. Where it does not, the cut is the
 * schema's own text (the rest parsed with a stand-in exactly there), so its first fault is the
 * schema's, whichever fault of the file comes first.
 */
function unreadable(manifest: ManifestText, entry: ToolEntry, tool: number, key: SchemaKey, cut: { start: number; text: string }): ManifestReadError {
  const text = manifest.text!;
  const where = `the ${key} of /tools/${tool} ("${entry.name}")`;
  try {
    JSON.parse(text);
  } catch {
    return new ManifestReadError(manifest.path, `${where} is not valid JSON`, fileLocation(manifest.path, text, cut.start + (jsonErrorOffset(cut.text) ?? 0)));
  }
  return new ManifestReadError(
    manifest.path,
    `cannot read ${where} where its indentation puts it: the manifest is laid out neither as gen-tools writes it nor as prettier formats it (edited by hand?); run gen-tools to write it again`,
  );
}

/** The value, deep-frozen where it is an object. */
function frozen(value: unknown): unknown {
  if (typeof value === "object" && value !== null) freezeParsedJson(value);
  return value;
}

function isSchemaKey(key: string): key is SchemaKey {
  return (SCHEMA_KEYS as readonly string[]).includes(key);
}
