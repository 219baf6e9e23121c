import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolManifest } from "../../src/manifest.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// A key given twice in a tool entry (a hand edit, a merge): JSON.parse keeps the last value at the
// first key's place, and readManifest's lazily parsed schemas must give the same.

const read = manifestFiles();

const INPUT: JsonSchemaObject = { type: "object", properties: { n: { type: "number" } } };
const TEXT = renderManifest([toolEntry("first", INPUT), toolEntry("second", INPUT)]);

describe("readManifest with a schema key given twice in an entry", () => {
  it("gives each schema key its own schema when an earlier outputSchema puts that key first", async () => {
    // The output schema's key comes first in the entry's keys, its value the schema after the input schema.
    const text = TEXT.replace('"description": "A tool",', '"description": "A tool",\n      "outputSchema": null,');
    const expected = JSON.parse(text) as ToolManifest;
    const manifest = await read(text);
    // Left unparsed, or the test tests nothing of the lazy reading.
    expect(typeof Object.getOwnPropertyDescriptor(manifest.tools[0], "inputSchema")?.get).toBe("function");
    expect(Object.keys(manifest.tools[0]!)).toEqual(Object.keys(expected.tools[0]!));
    expect(manifest.tools[0]!.inputSchema).toEqual(INPUT);
    expect(manifest).toEqual(expected);
  });

  it.each([
    ["inputSchema", 0],
    ["outputSchema", 1],
  ])("refuses, as JSON.parse does, an entry whose %s is given again after the schema, as the number %s", async (key, value) => {
    // The last value counts: JSON.parse reads a number where a schema is due. These numbers were the
    // first entry's schemas' stand-ins in the text readManifest parses without the schemas.
    const text = TEXT.replace('"idempotent": false,', `"idempotent": false,\n      "${key}": ${value},`);
    expect(() => JSON.parse(text)).not.toThrow();
    await expect(read(text)).rejects.toThrow(new RegExp(`/tools/0/${key}: must be a JSON Schema object, got`));
  });
});
