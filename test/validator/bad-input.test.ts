import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { compile, MAX_DEPTH, validate } from "../../src/validator/index.js";

function nest(levels: number, leaf: unknown = {}): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { child: value };
  return value;
}

const recursive: JsonSchema = {
  $defs: { node: { type: "object", properties: { child: { $ref: "#/$defs/node" }, list: { type: "array", items: { anyOf: [{ $ref: "#/$defs/node" }, { type: "null" }] } } } } },
  $ref: "#/$defs/node",
};

describe("deeply nested values", () => {
  it("stops at MAX_DEPTH with one maxDepth error instead of overflowing the stack (10,000 levels)", () => {
    const result = compile(recursive)(nest(10_000));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toEqual({
      path: "/child".repeat(MAX_DEPTH + 1),
      keyword: "maxDepth",
      message: `is nested more than ${MAX_DEPTH} levels deep`,
      schemaPath: "/$defs/node/properties/child",
      params: { limit: MAX_DEPTH },
    });
  });

  it("validates values up to MAX_DEPTH levels, even from a deep call stack", () => {
    const validator = compile(recursive);
    const deepCaller = (n: number): boolean => (n === 0 ? validator(nest(MAX_DEPTH)).ok : deepCaller(n - 1));
    expect(deepCaller(5000)).toBe(true);
    const result = validator(nest(MAX_DEPTH - 1, { child: 5 }));
    expect(!result.ok && result.errors[0]?.keyword).toBe("type");
  });

  it("does not walk a value the schema does not look into: 10,000 levels against {}", () => {
    expect(validate({}, nest(10_000))).toEqual({ ok: true });
    expect(validate({ type: "object" }, nest(10_000))).toEqual({ ok: true });
  });

  it("compares deep values with enum, const and uniqueItems without overflowing", () => {
    expect(validate({ const: { child: {} } }, nest(10_000)).ok).toBe(false);
    expect(validate({ uniqueItems: true }, [nest(10_000), nest(10_000)]).ok).toBe(true); // beyond the comparison's depth: distinct
    expect(validate({ uniqueItems: true }, [nest(5_000), nest(5_000)]).ok).toBe(false);
  });

  it("ends on a cyclic value: the walk stops at MAX_DEPTH", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.child = cyclic;
    const result = compile(recursive)(cyclic);
    expect(!result.ok && result.errors[0]?.keyword).toBe("maxDepth");
    const list: unknown[] = [];
    list.push(list);
    expect(validate({ uniqueItems: true }, [list, list]).ok).toBe(true);
  });
});

describe("huge arrays", () => {
  const million = Array.from({ length: 1_000_000 }, (_, i) => i);

  it("validates a million items", () => {
    expect(compile({ type: "array", items: { type: "integer", minimum: 0 }, uniqueItems: true })(million)).toEqual({ ok: true });
  });

  it("stops collecting at maxErrors on a million invalid items", () => {
    const result = compile({ type: "array", items: { type: "string" } })(million);
    expect(!result.ok && result.errors.length).toBe(100);
  });
});

describe("prototype names", () => {
  it("never pollutes a prototype, whatever names the schema and the data use", () => {
    const schema: JsonSchema = JSON.parse(
      '{"properties":{"__proto__":{"properties":{"polluted":{"default":true}}},"constructor":{"properties":{"prototype":{}}}},"additionalProperties":{}}',
    ) as JsonSchema;
    const data = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as object;
    expect(validate(schema, data).ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("treats a frozen schema like any other", () => {
    const schema = Object.freeze({ type: "object", properties: Object.freeze({ a: Object.freeze({ type: "string" }) }) });
    expect(compile(schema)({ a: 1 }).ok).toBe(false);
  });
});
