import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import { freezeManifest, loadManifest, ManifestReadError, ToolRegistry } from "../../src/registry/index.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// Edges of readManifest's lazily parsed schemas (lazy-manifest.ts): the manifest must be what
// JSON.parse reads of the file, or an error, whatever the file holds and however it is read.

const read = manifestFiles();

const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false };

const entry = (name: string, extra?: Record<string, unknown>): ToolEntry => toolEntry(name, SCHEMA, extra);

const HASH = "ab".repeat(32);
const TEXT = renderManifest([entry("first"), entry("second")], HASH);
/** TEXT with a syntax error (two commas) inside the first tool's input schema. */
const BROKEN = TEXT.replace('"required": [\n          "n"\n        ],', '"required": [\n          "n"\n        ],,');

/** Whether readManifest left the entry's input schema to be parsed on its first read. */
function deferred(manifest: ToolManifest, tool: number): boolean {
  return typeof Object.getOwnPropertyDescriptor(manifest.tools[tool], "inputSchema")?.get === "function";
}

describe("readManifest's lazily parsed schemas, at the edges", () => {
  it("is lazy for gen-tools' layout (the premise of the tests below)", async () => {
    const manifest = await read(TEXT);
    expect(deferred(manifest, 0)).toBe(true);
    expect(manifest).toEqual(JSON.parse(TEXT));
    expect(() => JSON.parse(BROKEN)).toThrow(SyntaxError);
  });

  it.each([
    ["an exponent", "e0"],
    ["a fraction", ".0"],
  ])("refuses, as JSON.parse does, a schema followed by what would make its stand-in %s", async (_, after) => {
    // The first input schema's closing line gets text after its brace; without a space after the
    // stand-in 0, the rest read `"inputSchema": 0e0` as the number 0 and the file passed.
    const closing = TEXT.indexOf("\n      },", TEXT.indexOf('"inputSchema"')) + "\n      }".length;
    const text = `${TEXT.slice(0, closing)}${after}${TEXT.slice(closing)}`;
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    const line = text.slice(0, closing).split("\n").length;
    await expect(read(text)).rejects.toThrow(new RegExp(`m\\d+\\.json:${line}:\\d+: not valid JSON`));
  });

  it("keeps an entry's own __proto__ key as a key, as JSON.parse does, not as the entry's prototype", async () => {
    const text = renderManifest([entry("first"), entry("second")], HASH).replace(
      '"parameters": null,',
      '"parameters": null,\n      "__proto__": { "polluted": true },',
    );
    const expected: unknown = JSON.parse(text);
    const manifest = await read(text);
    expect(deferred(manifest, 0)).toBe(true);
    const first = manifest.tools[0]!;
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.keys(first)).toEqual(Object.keys((expected as ToolManifest).tools[0]!));
    expect((first as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(first, "__proto__")?.value).toEqual({ polluted: true });
    expect(Object.isFrozen(Object.getOwnPropertyDescriptor(first, "__proto__")?.value)).toBe(true);
  });

  it("reads an entry's schema through a proxy or an object that inherits from the entry", async () => {
    const manifest = await read(TEXT);
    const first = manifest.tools[0]!;
    expect(new Proxy(first, {}).inputSchema).toEqual(SCHEMA);
    expect((Object.create(first) as ToolEntry).outputSchema).toEqual(first.outputSchema);
    expect(new Proxy(first, {}).inputSchema).toBe(first.inputSchema);
  });

  it("gives plain copies when spread, assigned, cloned or written out", async () => {
    const manifest = await read(TEXT);
    const expected = JSON.parse(TEXT) as ToolManifest;
    const first = manifest.tools[0]!;
    expect({ ...first }).toEqual(expected.tools[0]);
    expect(Object.assign({}, first)).toEqual(expected.tools[0]);
    expect(structuredClone(manifest)).toEqual(expected);
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(expected);
    const { inputSchema } = manifest.tools[1]!;
    expect(inputSchema).toBe(manifest.tools[1]!.inputSchema);
  });

  it("reports a broken schema on every read, not only the first", async () => {
    const manifest = await read(BROKEN);
    expect(() => manifest.tools[0]!.inputSchema).toThrow(ManifestReadError);
    expect(() => manifest.tools[0]!.inputSchema).toThrow(/not valid JSON/);
    // The other tool's schemas are still read.
    expect(manifest.tools[1]!.inputSchema).toEqual(SCHEMA);
  });

  it("names the tool whose schema is broken, at its own fault, where another schema of the file breaks first", async () => {
    // Two commas in each tool's input schema (the only schemas with a `required`): the first tool's come first.
    const both = TEXT.replaceAll('"required": [\n          "n"\n        ],', '"required": [\n          "n"\n        ],,');
    const faults = both.split("\n").flatMap((line, i) => (line.endsWith("],,") ? [i + 1] : []));
    expect(faults).toHaveLength(2);
    const manifest = await read(both);
    const error = (tool: number, name: string): RegExp => new RegExp(`m\\d+\\.json:${faults[tool]}:\\d+: the inputSchema of /tools/${tool} \\("${name}"\\) is not valid JSON$`);
    expect(() => manifest.tools[1]!.inputSchema).toThrow(error(1, "second"));
    expect(() => manifest.tools[0]!.inputSchema).toThrow(error(0, "first"));
  });

  const handlers = { first: () => "1", second: () => "2" };
  const validators = (): Record<string, DeferredValidator> => ({
    first: { load: async () => compile(SCHEMA), validatorsHash: HASH },
    second: { load: async () => compile(SCHEMA), validatorsHash: HASH },
  });

  it("keeps one schema object for the manifest's entry and every registry it is loaded into", async () => {
    const manifest = await read(TEXT);
    const one = loadManifest(manifest, { handlers, validators: validators() });
    const two = loadManifest(manifest, { handlers, validators: validators() });
    expect(one.get("first").schema).toBe(manifest.tools[0]!.inputSchema);
    expect(two.get("first").schema).toBe(manifest.tools[0]!.inputSchema);
    expect(two.get("second").outputSchema).toBe(one.get("second").outputSchema);
    expect(two.get("second").outputSchema).toBe(manifest.tools[1]!.outputSchema);
  });

  it("gives a record with a schema still unread the keys in the order of any other record", async () => {
    const manifest = await read(TEXT);
    const lazy = loadManifest(manifest, { handlers, validators: validators() }).get("first");
    const eager = loadManifest(JSON.parse(TEXT), { handlers, validators: validators() }).get("first");
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
  });

  it("reads a record's schema left unread through a proxy or an object that inherits from the record", async () => {
    const manifest = await read(TEXT);
    const record = loadManifest(manifest, { handlers, validators: validators() }).get("second");
    expect(new Proxy(record, {}).schema).toBe(manifest.tools[1]!.inputSchema);
    expect((Object.create(record) as typeof record).outputSchema).toBe(manifest.tools[1]!.outputSchema);
    // Where the getters find their schemas is no key that spreading or comparing sees.
    for (const object of [record, manifest.tools[1]!]) {
      expect(Object.getOwnPropertySymbols(object).filter((key) => Object.getOwnPropertyDescriptor(object, key)!.enumerable)).toEqual([]);
    }
  });

  it("is taken as it is by freezeManifest, and a copy of it is checked and frozen as any manifest", async () => {
    const manifest = await read(TEXT);
    expect(freezeManifest(manifest)).toBe(manifest);
    const copy = freezeManifest({ ...manifest, tools: manifest.tools.map((tool) => ({ ...tool })) });
    expect(copy).toEqual(JSON.parse(TEXT));
    expect(copy.tools[0]!.inputSchema).toBe(manifest.tools[0]!.inputSchema);
    const record = loadManifest(copy, { handlers, validators: validators() }).get("first");
    expect(record.schema).toBe(manifest.tools[0]!.inputSchema);
    // A copy made while a schema cannot be read fails as reading it does.
    const broken = await read(BROKEN);
    expect(() => freezeManifest({ ...broken, tools: broken.tools.map((tool) => ({ ...tool })) })).toThrow(ManifestReadError);
  });

  it("replaces and removes a tool registered with its schema unread, as any other", async () => {
    const manifest = await read(TEXT);
    const registry = loadManifest(manifest, { handlers, validators: validators(), registry: new ToolRegistry() });
    const before = registry.get("first");
    registry.register("first", { type: "object" }, () => "new", { override: true });
    expect(registry.get("first").schema).toEqual({ type: "object" });
    expect(before.schema).toBe(manifest.tools[0]!.inputSchema);
    expect(registry.unregister("second")).toBe(true);
    expect(registry.names()).toEqual(["first"]);
    expect(registry.validate("first", {}).ok).toBe(true);
  });

  it("reports a schema that cannot be read to the call, not to onValidatorLoadError as a validator that failed to import", async () => {
    const manifest = await read(BROKEN);
    // An ahead-of-time validator carries its schema's text, which the import compares with the schema.
    const validator = Object.assign(compile(SCHEMA), { checkedSchema: JSON.stringify(SCHEMA) });
    const loadErrors: unknown[] = [];
    const registry = new ToolRegistry({ onValidatorLoadError: (error) => loadErrors.push(error) });
    loadManifest(manifest, { handlers, registry, validators: { ...validators(), first: { load: async () => validator, validatorsHash: HASH } } });
    const record = registry.get("first");
    // As the dispatcher makes a tool's first call: it waits for the validator, then validates.
    await record.validatorLoading?.();
    expect(() => record.validate({ n: 1 })).toThrow(ManifestReadError);
    expect(loadErrors).toEqual([]);
    await expect(registry.loadValidators()).rejects.toThrow(/not valid JSON/);
  });

  it("validates calls of a tool whose schema is unread, before and after its validator is imported", async () => {
    const manifest = await read(TEXT);
    const registry = loadManifest(manifest, { handlers, validators: validators() });
    expect(registry.validate("first", { n: 1 }).ok).toBe(true);
    expect(registry.validate("first", { n: "1" }).ok).toBe(false);
    await registry.loadValidators();
    expect(registry.validate("second", { n: 1 }).ok).toBe(true);
    expect(registry.validate("second", {}).ok).toBe(false);
  });
});
