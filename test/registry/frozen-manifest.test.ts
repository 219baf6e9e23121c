import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import { InvalidManifestError, InvalidSchemaError, loadManifest, readManifest } from "../../src/registry/index.js";
import { compile, type Validator } from "../../src/validator/index.js";

// What readManifest returns is deep-frozen, so loadManifest keeps its schemas as they are (no copy)
// and takes the manifest without checking its shape again.

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "gen-tools-frozen-manifest-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = { convertUnits: () => "ok" };

function tool(inputSchema: JsonSchemaObject, extra: Partial<ToolEntry> = {}): ToolEntry {
  return {
    name: "units.convert",
    description: "Convert units",
    inputSchema,
    idempotent: true,
    timeoutMs: null,
    allowedAgents: ["planner"],
    parameters: null,
    owner: { export: "convertUnits" },
    source: { file: "src/units.ts", line: 3 },
    ...extra,
  };
}

const VALUE: JsonSchemaObject = {
  type: "object",
  properties: { value: { type: "number" }, unit: { enum: ["m", "ft"] } },
  required: ["value"],
};

// `required` names a property the closed object does not define: `compile` accepts it, `checkSchema`
// refuses it, so whether registration ran `checkSchema` is observable.
const UNSATISFIABLE: JsonSchemaObject = {
  type: "object",
  properties: { city: { type: "string" } },
  required: ["town"],
  additionalProperties: false,
};

let files = 0;
async function read(manifestText: string): Promise<ToolManifest> {
  const path = join(dir, `manifest-${files++}.json`);
  await writeFile(path, manifestText);
  return readManifest(path);
}

function manifestText(...tools: ToolEntry[]): string {
  return `${JSON.stringify({ version: 1, tools }, null, 2)}\n`;
}

function claiming(schema: JsonSchemaObject, text: string): Validator {
  return Object.defineProperty(compile(schema), "checkedSchema", { value: text });
}

/** Every object and array reachable from `value`, the value included. */
function objectsIn(value: unknown): object[] {
  const found: object[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null) continue;
    found.push(next);
    pending.push(...Object.values(next));
  }
  return found;
}

describe("a manifest readManifest returned", () => {
  it("is frozen throughout: entries, their owners and sources, lists and schemas", async () => {
    const manifest = await read(manifestText(tool(VALUE, { outputSchema: { type: "array", items: { type: "string" } } })));
    const objects = objectsIn(manifest);
    expect(objects.length).toBeGreaterThan(10);
    expect(objects.filter((o) => !Object.isFrozen(o))).toEqual([]);
    expect(() => {
      (manifest.tools[0]!.inputSchema.properties!.value as JsonSchemaObject).type = "string";
    }).toThrow(TypeError);
  });

  it("freezes fields it does not know too", async () => {
    const manifest = await read(manifestText({ ...tool(VALUE), ...{ extra: { nested: [{ deep: true }] } } }));
    expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
  });

  it("has its schemas registered as they are, not copied", async () => {
    const manifest = await read(manifestText(tool(VALUE, { outputSchema: { type: "string" } })));
    const record = loadManifest(manifest, { handlers }).get("units.convert");
    expect(record.schema).toBe(manifest.tools[0]!.inputSchema);
    expect(record.outputSchema).toBe(manifest.tools[0]!.outputSchema);
    expect(record.validate({ value: "1" }).ok).toBe(false);
  });

  it("skips checkSchema for a schema with exactly the text its validator was checked against", async () => {
    const manifest = await read(manifestText(tool(UNSATISFIABLE)));
    const validators = { "units.convert": claiming(UNSATISFIABLE, JSON.stringify(UNSATISFIABLE)) };
    expect(loadManifest(manifest, { handlers, validators }).get("units.convert").schema).toEqual(UNSATISFIABLE);
  });

  it("still checks a schema whose text differs from the one its validator names", async () => {
    const manifest = await read(manifestText(tool(UNSATISFIABLE)));
    const other = JSON.stringify({ ...UNSATISFIABLE, required: ["city"] });
    const validators = { "units.convert": claiming(UNSATISFIABLE, other) };
    const error = (() => {
      try {
        return loadManifest(manifest, { handlers, validators });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidSchemaError);
    expect((error as InvalidSchemaError).problems).toEqual([expect.objectContaining({ schemaPath: "/required/0" })]);
  });

  it("refuses a bad schema naming the keyword and its pointer", async () => {
    const manifest = await read(manifestText(tool({ type: "object", properties: { a: { type: "string", frobnicate: 1 } } })));
    expect(() => loadManifest(manifest, { handlers })).toThrow(/\/properties\/a\/frobnicate/);
  });

  it("keeps a __proto__ property name as a property, never as a prototype", async () => {
    const text = manifestText(tool(VALUE)).replace('"value": {', '"__proto__": {').replace('"value"\n', '"__proto__"\n');
    const manifest = await read(text);
    const schema = manifest.tools[0]!.inputSchema;
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
    expect(Object.keys(schema.properties!)).toEqual(["__proto__", "unit"]);
    const record = loadManifest(manifest, { handlers }).get("units.convert");
    expect(record.validate(JSON.parse('{"__proto__": 5}')).ok).toBe(true);
    expect(record.validate(JSON.parse('{"__proto__": "5"}'))).toEqual(
      expect.objectContaining({ ok: false, errors: [expect.objectContaining({ path: "/__proto__", keyword: "type" })] }),
    );
  });

  it("freezes a schema nested too deep for JSON.stringify, which registration then refuses as too deep", async () => {
    // Written by hand: JSON.stringify itself cannot write it.
    const deep = `${'{"type":"array","items":'.repeat(10_000)}{"type":"string"}${"}".repeat(10_000)}`;
    const text = manifestText(tool({ type: "object", properties: { deep: {} } })).replace('"deep": {}', `"deep": ${deep}`);
    const manifest = await read(text);
    expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
    const validators = { "units.convert": claiming({ type: "object" }, "{}") };
    expect(() => loadManifest(manifest, { handlers, validators })).toThrow(InvalidSchemaError);
  });

  it("is frozen throughout, and registered checked, even when a library has put toJSON on Object.prototype", async () => {
    const text = manifestText(tool(UNSATISFIABLE, { outputSchema: { type: "object", properties: {} } }));
    const validators = { "units.convert": claiming(UNSATISFIABLE, JSON.stringify(UNSATISFIABLE)) };
    const prototype = Object.prototype as { toJSON?: () => unknown };
    prototype.toJSON = () => ({});
    try {
      const manifest = await read(text);
      expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
      expect(() => loadManifest(manifest, { handlers, validators })).toThrow(/\/required\/0/);
    } finally {
      delete prototype.toJSON;
    }
  });

  it("is still checked by parseManifest when given to loadManifest as a copy", async () => {
    const manifest = await read(manifestText(tool(VALUE)));
    const copy = { ...manifest, tools: [{ ...manifest.tools[0]!, idempotent: "yes" }] };
    expect(() => loadManifest(copy, { handlers })).toThrow(InvalidManifestError);
  });
});
