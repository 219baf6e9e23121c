import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry } from "../../src/manifest.js";
import { freezeManifest } from "../../src/registry/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// readManifest against JSON.parse on manifests a few edits away from gen-tools' layout, where the
// schemas' cuts are most easily fooled: around closing lines, keys at an entry's depth, and values'
// openings. Whatever the edit, readManifest gives what JSON.parse reads (every schema read), or
// refuses the file; a schema it cannot read is allowed only with its ManifestReadError.

const read = manifestFiles();

const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" }, o: { type: "object", properties: { a: { type: "string" } } } }, required: ["n"] };

const entry = (name: string, extra?: Record<string, unknown>): ToolEntry => toolEntry(name, SCHEMA, extra);

const TEXT = renderManifest([entry("a"), entry("b", { extra: { x: 1 } }), entry("c")], "ab".repeat(32));
/** Where an edit goes: after one of these, picked at random. */
const MARKS = ["\n      }", "\n        }", '": {', '\n      "', ",\n"];
/** What an edit inserts. */
const PIECES = ["", " ", "  ", "\n", "\n      ", "\n      }", "}", "{", ",", "0", "e0", ".5", '"inputSchema": {', '"outputSchema": {', '"x": 1', "\r", "]", '"'];

/** A seeded generator, so that a failure comes back on the next run. */
function randomFrom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

/** TEXT with one to three edits: a piece inserted, or a few characters deleted, after a mark. */
function edited(random: (below: number) => number): string {
  let text = TEXT;
  for (let edits = 1 + random(3); edits > 0; edits--) {
    const mark = MARKS[random(MARKS.length)]!;
    const places: number[] = [];
    for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) places.push(at + mark.length);
    const at = places[random(places.length)]!;
    text = random(2) === 0 ? text.slice(0, at) + PIECES[random(PIECES.length)] + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + random(3));
  }
  return text;
}

/** What JSON.parse and freezeManifest make of the text, or that they refuse it. */
function parsedWhole(text: string): unknown {
  try {
    return JSON.parse(JSON.stringify(freezeManifest(JSON.parse(text))));
  } catch {
    return "refused";
  }
}

/** How many edited manifests readManifest left the first schema of unparsed: a third, or the test tests little. */
let leftUnparsed = 0;

/** What readManifest makes of the text with every schema read, or that it refuses it, or which schema it cannot read. */
async function readLazily(text: string): Promise<unknown> {
  let manifest;
  try {
    manifest = await read(text);
  } catch {
    return "refused";
  }
  if (manifest.tools.some((tool) => typeof Object.getOwnPropertyDescriptor(tool, "inputSchema")?.get === "function")) leftUnparsed++;
  try {
    return JSON.parse(JSON.stringify(manifest));
  } catch (error) {
    return { unreadable: error };
  }
}

describe("readManifest on edited manifests", () => {
  it("gives what JSON.parse gives, or refuses what it refuses, for 400 edits", async () => {
    const random = randomFrom(1);
    const different: string[] = [];
    for (let i = 0; i < 400; i++) {
      const text = edited(random);
      const [whole, lazy] = [parsedWhole(text), await readLazily(text)];
      if (typeof lazy === "object" && lazy !== null && "unreadable" in lazy) {
        expect((lazy.unreadable as Error).name).toBe("ManifestReadError");
        continue;
      }
      if (JSON.stringify(lazy) !== JSON.stringify(whole)) different.push(text);
    }
    expect(different.slice(0, 3)).toEqual([]);
    expect(leftUnparsed).toBeGreaterThan(100);
  });
});
