import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import {
  freezeManifest,
  InvalidManifestError,
  InvalidSchemaError,
  loadManifest,
  readManifest,
  type ToolRecord,
} from "../../src/registry/index.js";
import { compile, type DeferredValidator, type Validator } from "../../src/validator/index.js";

// What readManifest returns is deep-frozen, so loadManifest keeps its schemas as they are (no copy)
// and takes the manifest without checking its shape again. freezeManifest does the same for a
// manifest the caller holds (an imported JSON module, an object built in code); a value that is not
// plain JSON must not take that shortcut: it ends as it would without freezeManifest.

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "gen-tools-frozen-manifest-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = { convertUnits: () => "ok" };

function tool(inputSchema: object, extra: Partial<ToolEntry> = {}): ToolEntry {
  return {
    name: "units.convert",
    description: "Convert units",
    inputSchema: inputSchema as JsonSchemaObject,
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

function manifestOf(...tools: ToolEntry[]): ToolManifest {
  return { version: 1, tools };
}

/** What JSON.parse makes of a manifest: a value nobody else holds. */
function parsed(...tools: ToolEntry[]): ToolManifest {
  return JSON.parse(JSON.stringify(manifestOf(...tools))) as ToolManifest;
}

/** Every object and array reachable from `value`, the value included, each once. */
function objectsIn(value: unknown): object[] {
  const found = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null || found.has(next)) continue;
    found.add(next);
    pending.push(...Object.values(next));
  }
  return [...found];
}

/** The record loadManifest registers, or what it throws. */
function outcome(manifest: unknown, validators?: Record<string, Validator>): ToolRecord | unknown {
  try {
    return loadManifest(manifest, { handlers, ...(validators === undefined ? {} : { validators }) }).get("units.convert");
  } catch (error) {
    return error;
  }
}

/**
 * Loads two manifests made alike by `make`, one through freezeManifest: both must end the same (the
 * same error, or records with equal schemas, the frozen one's copied as the other's), whether or not
 * a validator claims the schema's JSON text (a claim that matches skips checkSchema).
 */
function expectSameAsUnfrozen(make: () => ToolManifest): void {
  const claim = textOf(make().tools[0]!.inputSchema);
  const claims = claim === undefined ? [undefined] : [undefined, { "units.convert": claiming({ type: "object" }, claim) }];
  for (const validators of claims) {
    const frozen = make();
    const before = outcome(make(), validators);
    const after = outcome(freezeManifest(frozen, "tools.manifest.json"), validators);
    if (before instanceof Error) {
      expect(after).toBeInstanceOf(before.constructor);
      expect((after as Error).message).toBe(before.message);
      continue;
    }
    expect(after).not.toBeInstanceOf(Error);
    expect((after as ToolRecord).schema).toEqual((before as ToolRecord).schema);
    expect((after as ToolRecord).schema).not.toBe(frozen.tools[0]!.inputSchema);
  }
}

/** What JSON.stringify writes of a value, or `undefined` when it cannot (a cycle). */
function textOf(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
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

  it("is frozen throughout, and no further, when a library has put an enumerable property on Object.prototype", async () => {
    // A list: an object there would be met again inside itself, so even a walk that visits it fails before freezing it.
    const added = ["not the manifest's"];
    (Object.prototype as { polluted?: object }).polluted = added;
    try {
      const manifest = await read(manifestText(tool(VALUE)));
      expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
      expect(Object.isFrozen(added)).toBe(false);
      expect(loadManifest(manifest, { handlers }).get("units.convert").schema).toBe(manifest.tools[0]!.inputSchema);
    } finally {
      delete (Object.prototype as { polluted?: object }).polluted;
    }
  });

  it("skips checkSchema, keeping the schema uncopied, for a tool whose deferred validator carries the manifest's validatorsHash", async () => {
    const hash = "e5".repeat(32);
    const text = `${JSON.stringify({ version: 1, validatorsHash: hash, tools: [tool(UNSATISFIABLE)] }, null, 2)}\n`;
    const manifest = await read(text);
    expect(manifest.validatorsHash).toBe(hash);
    const deferred = (validatorsHash: string): DeferredValidator => ({ load: async () => compile(UNSATISFIABLE), validatorsHash });
    const registry = loadManifest(manifest, { handlers, validators: { "units.convert": deferred(hash) } });
    expect(registry.get("units.convert").schema).toBe(manifest.tools[0]!.inputSchema);
    const validators = { "units.convert": deferred("f6".repeat(32)) };
    const again = await read(text);
    expect(() => loadManifest(again, { handlers, validators })).toThrow(/\/required\/0/);
  });

  it("is still checked by parseManifest when given to loadManifest as a copy", async () => {
    const manifest = await read(manifestText(tool(VALUE)));
    const copy = { ...manifest, tools: [{ ...manifest.tools[0]!, idempotent: "yes" }] };
    expect(() => loadManifest(copy, { handlers })).toThrow(InvalidManifestError);
  });
});

describe("freezeManifest", () => {
  it("deep-freezes the manifest in place and returns it", () => {
    const manifest = parsed(tool(VALUE, { outputSchema: { type: "array", items: { type: "string" } } }));
    expect(freezeManifest(manifest)).toBe(manifest);
    const objects = objectsIn(manifest);
    expect(objects.length).toBeGreaterThan(10);
    expect(objects.filter((o) => !Object.isFrozen(o))).toEqual([]);
  });

  it("returns a manifest it froze as it is, and one readManifest-style frozen stays registered uncopied", () => {
    const manifest = freezeManifest(parsed(tool(VALUE)));
    expect(freezeManifest(manifest, "other.json")).toBe(manifest);
    expect((outcome(manifest) as ToolRecord).schema).toBe(manifest.tools[0]!.inputSchema);
  });

  it("has loadManifest register its schemas as they are, not copied", () => {
    const manifest = freezeManifest(parsed(tool(VALUE, { outputSchema: { type: "string" } })));
    const record = outcome(manifest) as ToolRecord;
    expect(record.schema).toBe(manifest.tools[0]!.inputSchema);
    expect(record.outputSchema).toBe(manifest.tools[0]!.outputSchema);
    expect(record.validate({ value: "1" }).ok).toBe(false);
  });

  it("takes an object built in code the same way, a schema shared by two tools included", () => {
    const shared = structuredClone(VALUE);
    const manifest = freezeManifest(manifestOf(tool(shared), tool(shared, { name: "units.other" })));
    const registry = loadManifest(manifest, { handlers });
    expect(registry.get("units.convert").schema).toBe(shared);
    expect(registry.get("units.other").schema).toBe(shared);
  });

  it("freezes throughout, and no further, when a library has put an enumerable property on Object.prototype", () => {
    const added = { note: "not the manifest's" };
    (Object.prototype as { polluted?: object }).polluted = added;
    try {
      const manifest = freezeManifest(parsed(tool(VALUE)));
      expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
      expect(Object.isFrozen(added)).toBe(false);
      expect((outcome(manifest) as ToolRecord).schema).toBe(manifest.tools[0]!.inputSchema);
    } finally {
      delete (Object.prototype as { polluted?: object }).polluted;
    }
  });

  it("lets a validator's checkedSchema skip checkSchema, as readManifest does", () => {
    const manifest = freezeManifest(parsed(tool(UNSATISFIABLE)));
    const validators = { "units.convert": claiming(UNSATISFIABLE, JSON.stringify(UNSATISFIABLE)) };
    expect((outcome(manifest, validators) as ToolRecord).schema).toBe(manifest.tools[0]!.inputSchema);
  });

  it("keeps the whole text of a schema that holds another tool's schema", () => {
    const inner = { type: "object" };
    const outer = { ...UNSATISFIABLE, properties: { city: inner } };
    const manifest = freezeManifest(manifestOf(tool(inner, { name: "units.inner" }), tool(outer)));
    // The text outer would have with inner left out: claiming it must not skip checkSchema.
    const withoutInner = JSON.stringify({ ...UNSATISFIABLE, properties: {} });
    const error = outcome(manifest, { "units.convert": claiming(UNSATISFIABLE, withoutInner) });
    expect((error as Error).message).toMatch(/\/required\/0/);
  });

  it("refuses a bad shape with the JSON Pointer, prefixed by the origin, and freezes nothing", () => {
    const manifest = parsed(tool(VALUE, { idempotent: "no" as unknown as boolean }));
    expect(() => freezeManifest(manifest, "generated/tools.manifest.json")).toThrow(
      new InvalidManifestError("/tools/0/idempotent", 'must be a boolean, got "no"', "generated/tools.manifest.json"),
    );
    expect(() => freezeManifest(manifest, "generated/tools.manifest.json")).toThrow(
      'generated/tools.manifest.json: invalid manifest at /tools/0/idempotent: must be a boolean, got "no"',
    );
    expect(() => freezeManifest({ version: 1 })).toThrow(/^invalid manifest at \/tools: must be an array/);
    expect(() => freezeManifest({ version: 1, validatorsHash: 7, tools: [] })).toThrow(/^invalid manifest at \/validatorsHash: must be a string, got 7/);
    expect(objectsIn(manifest).filter((o) => Object.isFrozen(o))).toEqual([]);
  });
});

describe("freezeManifest on a value that is not plain JSON", () => {
  it("does not crash on a cyclic schema, which registration refuses as before", () => {
    expectSameAsUnfrozen(() => {
      const schema: Record<string, unknown> = { type: "object", properties: {} };
      (schema["properties"] as Record<string, unknown>)["self"] = schema;
      return manifestOf(tool(schema));
    });
  });

  it("leaves a Date in a schema to the registry, which copies the schema as before", () => {
    expectSameAsUnfrozen(() => manifestOf(tool({ type: "object", properties: { at: { const: new Date(0) } } })));
    const date = new Date(0);
    freezeManifest(manifestOf(tool({ type: "object", properties: { at: { const: date } } })));
    expect(Object.isFrozen(date)).toBe(false);
  });

  it("leaves a class instance in a schema to the registry", () => {
    class StringSchema {
      type = "string";
    }
    expectSameAsUnfrozen(() => manifestOf(tool({ type: "object", properties: { name: new StringSchema() } })));
  });

  it("freezes a schema whose own toJSON hid it from the stringify, and has it checked as before", () => {
    const toJSON = (): JsonSchemaObject => ({ type: "object" });
    expectSameAsUnfrozen(() => manifestOf(tool({ ...structuredClone(VALUE), toJSON })));
    const manifest = freezeManifest(manifestOf(tool({ ...structuredClone(VALUE), toJSON })));
    expect(objectsIn(manifest).filter((o) => !Object.isFrozen(o))).toEqual([]);
  });

  it("sends undefined in an array, a non-finite number or a function to the registry's checks", () => {
    expectSameAsUnfrozen(() => manifestOf(tool({ ...structuredClone(VALUE), required: ["value", undefined] })));
    expectSameAsUnfrozen(() => manifestOf(tool({ ...structuredClone(VALUE), properties: { value: { type: "number", maximum: Infinity } } })));
    const one = (): number => 1;
    expectSameAsUnfrozen(() => manifestOf(tool({ ...structuredClone(VALUE), properties: { value: { type: "number", default: one } } })));
  });

  it("leaves a tool entry that is a class instance to loadManifest to check again", () => {
    class Entry {}
    const entry = Object.assign(new Entry(), tool(VALUE));
    const manifest = freezeManifest(manifestOf(entry));
    Object.assign(entry, { idempotent: "no" });
    expect(() => loadManifest(manifest, { handlers })).toThrow(InvalidManifestError);
  });
});
