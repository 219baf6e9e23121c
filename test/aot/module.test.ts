import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateSchemaModule, ValidatorSchemaError } from "../../generator/aot/index.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { compile, MAX_DEPTH, type Validator } from "../../src/validator/index.js";
import { importSchemaValidators, schemaModuleSource } from "./load-module.js";

const forecast: JsonSchemaObject = {
  type: "object",
  properties: {
    city: { type: "string", minLength: 1, pattern: "^[A-Z]" },
    days: { type: "integer", minimum: 1, maximum: 14 },
    unit: { enum: ["celsius", "fahrenheit"] },
    at: { type: "string", format: "date" },
  },
  required: ["city"],
  additionalProperties: false,
};
const tools = [
  { name: "weather.get_forecast", schema: forecast },
  { name: 'odd "name"', schema: { type: "object", properties: { v: { const: JSON.parse('{"__proto__": {"x": 1}}') as object } } } as JsonSchemaObject },
];

describe("generateSchemaModule", () => {
  it("writes a plain module: no imports, no eval, no Function constructor", () => {
    const source = schemaModuleSource(forecast);
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\beval\s*\(|new Function|\bFunction\s*\(/);
    expect(source).toMatch(/^export const validator = /m);
  });

  it("hoists each RegExp to module scope, built once", () => {
    const source = schemaModuleSource(forecast);
    expect(source.match(/new RegExp\(/g)).toHaveLength(1);
    expect(source).toMatch(/^const K\d+ = new RegExp\("\^\[A-Z\]", "u"\);$/m);
  });

  it("exports the schema's validator, returning what the interpreter returns", async () => {
    const validators = await importSchemaValidators(tools);
    const interpreter = compile(forecast);
    for (const value of [{ city: "Oslo" }, { city: "oslo", days: 0, unit: "K", extra: 1 }, null, { city: "" }]) {
      expect(validators["weather.get_forecast"]?.(value)).toStrictEqual(interpreter(value));
    }
    // A `__proto__` key in a schema constant stays a property, as in the schema.
    expect(validators['odd "name"']?.({ v: JSON.parse('{"__proto__": {"x": 1}}') })).toEqual({ ok: true });
    expect(validators['odd "name"']?.({ v: {} }).ok).toBe(false);
  });

  it("bakes the options in: formats asserted, errors capped", async () => {
    const loose = await importSchemaValidators(tools);
    const strict = await importSchemaValidators(tools, { assertFormats: true, maxErrors: 1 });
    const value = { city: "Oslo", at: "tomorrow", days: 99 };
    expect(loose["weather.get_forecast"]?.(value)).toStrictEqual(compile(forecast)(value));
    const result = strict["weather.get_forecast"]?.(value);
    expect(result).toStrictEqual(compile(forecast, { assertFormats: true, maxErrors: 1 })(value));
    expect(result?.ok === false && result.errors.map((e) => e.keyword)).toEqual(["maximum"]);
  });

  it("tests items of a $ref'd typed schema for JSON only once the target failed, with the interpreter's errors", async () => {
    const node: JsonSchemaObject = { type: "object", properties: { n: { type: "integer" } } };
    const list: JsonSchemaObject = { type: "array", items: { $ref: "#/$defs/node" }, $defs: { node } };
    const source = schemaModuleSource(list);
    // The call comes first; isJsonValue decides only between its errors and the not-JSON error.
    expect(source).toMatch(/if \(N = n, r = c\d+\(\$\d+, d \+ 1\), n = N, r\) \{\nif \(isJsonValue\(\$\d+\)\)/);
    const validate = (await importSchemaValidators([{ name: "list", schema: list }])).list as Validator;
    const interpreter = compile(list);
    const values = [[{ n: 1 }, { n: "x" }], [undefined, NaN, new Map(), () => 1, { n: 2 }, 3, null], [{ n: 1.5 }, undefined]];
    for (const value of values) expect(validate(value)).toStrictEqual(interpreter(value));
    const capped = await importSchemaValidators([{ name: "list", schema: list }], { maxErrors: 2 });
    const many = [{ n: "a" }, undefined, { n: "b" }, Symbol("s")];
    expect(capped.list?.(many)).toStrictEqual(compile(list, { maxErrors: 2 })(many));
  });

  it("counts a property when it is own and enumerable, as JSON.stringify writes it, with or without additionalProperties", async () => {
    const properties: JsonSchemaObject["properties"] = { a: { type: "integer" }, b: { type: "string" } };
    const closed: JsonSchemaObject = { type: "object", properties, required: ["a"], additionalProperties: false };
    const open: JsonSchemaObject = { type: "object", properties, required: ["a"] };
    const required: JsonSchemaObject = { type: "object", required: ["a"] };
    const validators = await importSchemaValidators([
      { name: "closed", schema: closed },
      { name: "open", schema: open },
      { name: "required", schema: required },
    ]);
    const hidden = (value: object, name: string, v: unknown) => Object.defineProperty(value, name, { value: v, enumerable: false });
    const values = [
      { a: 1, b: undefined },
      { a: undefined, b: "x" },
      hidden({ b: "x" }, "a", undefined),
      hidden({ a: 1 }, "b", 7),
      hidden({ a: 1, c: 2 }, "b", undefined),
      { a: 1, c: 2, d: undefined },
      { b: 3, z: 1 },
      hidden({ b: "x" }, "a", 1),
      hidden({ b: undefined }, "a", 1),
      hidden({ b: "x" }, "b", 1),
      // More keys than the interpreter looks names up among.
      hidden(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])), "a", 1),
      { ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])), a: 1, b: "x" },
    ];
    for (const [name, schema] of [["closed", closed], ["open", open], ["required", required]] as const) {
      for (const value of values) expect(validators[name]?.(value), `${name} ${JSON.stringify(value)}`).toStrictEqual(compile(schema)(value));
    }
    for (const schema of [closed, open]) {
      expect(compile(schema)(hidden({ b: "x" }, "a", undefined))).toMatchObject({ ok: false, errors: [{ keyword: "required" }] });
      // A value JSON.stringify does not write: a is missing, not an integer.
      expect(compile(schema)(hidden({ b: "x" }, "a", 1))).toMatchObject({ ok: false, errors: [{ path: "/a", keyword: "required" }] });
      expect(compile(schema)(hidden({ a: 1 }, "b", 7))).toEqual({ ok: true });
    }
  });

  it("does not take a property inherited from a polluted Object.prototype for the object's own", async () => {
    const properties: JsonSchemaObject["properties"] = { role: { type: "string" }, name: { type: "string" } };
    const schemas: Record<string, JsonSchemaObject> = {
      closed: { type: "object", properties, required: ["role", "name"], additionalProperties: false },
      open: { type: "object", properties, required: ["role", "name"] },
      required: { type: "object", required: ["role", "name"] },
    };
    const validators = await importSchemaValidators(Object.entries(schemas).map(([name, schema]) => ({ name, schema })));
    const without = [JSON.parse('{"name":"bob"}') as object, Object.assign(Object.create(null) as object, { name: "bob" })];
    const own = { name: "bob", role: "user" };
    // As `Object.prototype.role = 1` makes it (seen by a for-in), then not enumerable.
    for (const enumerable of [true, false]) {
      Object.defineProperty(Object.prototype, "role", { value: 1, enumerable, configurable: true, writable: true });
      try {
        for (const [name, schema] of Object.entries(schemas)) {
          for (const value of [...without, own]) expect(validators[name]?.(value), name).toStrictEqual(compile(schema)(value));
          for (const value of without) expect(compile(schema)(value), name).toMatchObject({ ok: false, errors: [{ path: "/role", keyword: "required" }] });
          expect(compile(schema)(own)).toEqual({ ok: true });
        }
      } finally {
        delete (Object.prototype as Record<string, unknown>).role;
      }
    }
  });

  it("keeps a schema's -0 in its errors, as the interpreter does", async () => {
    // JSON.parse keeps -0 (JSON.stringify writes it as 0).
    const cases: [string, unknown][] = [
      ['{"maximum": -0}', 1],
      ['{"exclusiveMinimum": -0}', -1],
      ['{"const": -0}', 1],
      ['{"enum": [-0, 1]}', 2],
      ['{"const": {"a": [-0]}}', 1],
      ['{"const": {"__proto__": -0}}', 1],
      ['{"maxItems": -0}', [1]],
      ['{"maxLength": -0}', "a"],
      ['{"maxProperties": -0}', { a: 1 }],
      ['{"contains": {"type": "string"}, "maxContains": -0}', ["a"]],
    ];
    const schemas = cases.map(([text]) => JSON.parse(text) as JsonSchemaObject);
    const validators = await importSchemaValidators(schemas.map((schema, i) => ({ name: String(i), schema })));
    for (const [i, [text, value]] of cases.entries()) {
      const expected = compile(schemas[i] as JsonSchemaObject)(value);
      expect(expected.ok, text).toBe(false);
      // toStrictEqual tells -0 from 0.
      expect(validators[String(i)]?.(value), text).toStrictEqual(expected);
    }
  });

  it("freezes the values its errors carry, copies of the caller's schema's: a caller cannot change a later verdict through one", async () => {
    const cases: [JsonSchemaObject, unknown][] = [
      [{ type: "object", properties: { cfg: { const: { mode: "safe" } } } }, { cfg: { mode: "unsafe" } }],
      [{ enum: [{ a: [1] }, "x"] }, 2],
      [{ type: ["string", "number"] }, true],
      [{ anyOf: [{ type: "string" }, { type: "number" }] }, true],
      [{ oneOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }] }, { kind: "c" }],
    ];
    const validators = await importSchemaValidators(cases.map(([schema], i) => ({ name: String(i), schema })));
    const carried = (result: ReturnType<Validator>) => (result.ok ? [] : result.errors.flatMap((e) => [e.expected, ...Object.values(e.params ?? {})]));
    const deeplyFrozen = (value: unknown): boolean =>
      typeof value !== "object" || value === null || (Object.isFrozen(value) && Object.values(value).every(deeplyFrozen));
    const frozenAnywhere = (value: unknown): boolean =>
      typeof value === "object" && value !== null && (Object.isFrozen(value) || Object.values(value).some(frozenAnywhere));
    for (const [i, [schema, value]] of cases.entries()) {
      for (const validate of [compile(schema), validators[String(i)] as Validator]) {
        const objects = carried(validate(value)).filter((v) => typeof v === "object" && v !== null);
        expect(objects.length, JSON.stringify(schema)).toBeGreaterThan(0);
        for (const object of objects) expect(deeplyFrozen(object), JSON.stringify(object)).toBe(true);
      }
      // Copies: the caller's schema stays as it was given.
      expect(frozenAnywhere(schema)).toBe(false);
    }
  });

  it("takes an array for an array whatever its prototype, as the interpreter does", async () => {
    const schemas: JsonSchemaObject[] = [
      { type: "object" },
      { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
      { dependentSchemas: { "0": false } },
      { oneOf: [{ type: "array" }, { type: "object" }] },
      { not: { type: "object" } },
      { type: "object", patternProperties: { "^\\d$": { type: "integer" } } },
    ];
    const validators = await importSchemaValidators(schemas.map((schema, i) => ({ name: String(i), schema })));
    const value = Object.setPrototypeOf([1, 2], Object.prototype) as unknown;
    for (const [i, schema] of schemas.entries()) expect(validators[String(i)]?.(value), JSON.stringify(schema)).toStrictEqual(compile(schema)(value));
    expect(compile({ type: "object" })(value)).toMatchObject({ ok: false, errors: [{ keyword: "type", actual: "array" }] });
  });

  it("refuses a constant nested deeper than MAX_DEPTH (a module writing it could not be parsed), and agrees on one that deep", async () => {
    const nested = (levels: number, object: boolean): unknown => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = object ? { a: value } : [value];
      return value;
    };
    for (const object of [false, true]) {
      for (const keyword of ["const", "default"]) {
        const schema = { type: "object", properties: { v: { [keyword]: nested(3000, object) } } } as JsonSchemaObject;
        expect(() => compile(schema)).toThrow(/nested more than 256 levels deep/);
        expect(() => generateSchemaModule({ name: "t", schema })).toThrow(ValidatorSchemaError);
      }
      expect(() => compile({ enum: [nested(MAX_DEPTH, object)] } as JsonSchemaObject)).toThrow(/enum is nested more than 256 levels deep/);
      const deepest = nested(MAX_DEPTH, object);
      const schema = { type: "object", properties: { v: { const: deepest } } } as JsonSchemaObject;
      const validate = (await importSchemaValidators([{ name: "t", schema }])).t as Validator;
      for (const value of [{ v: deepest }, { v: 1 }]) expect(validate(value)).toStrictEqual(compile(schema)(value));
    }
  });

  it("counts unevaluated items and properties as the interpreter does, dependentSchemas applying to objects only", async () => {
    const schemas: Record<string, JsonSchemaObject> = {
      items: { dependentSchemas: { "0": { items: true } }, unevaluatedItems: false },
      properties: { properties: { a: true }, dependentSchemas: { a: { properties: { b: true } } }, unevaluatedProperties: false },
    };
    const validators = await importSchemaValidators(Object.entries(schemas).map(([name, schema]) => ({ name, schema })));
    for (const [name, value] of [["items", ["x"]], ["properties", { a: 1, b: 2 }], ["properties", { b: 2 }]] as const) {
      const expected = compile(schemas[name] as JsonSchemaObject)(value);
      expect((validators[name] as Validator)(value)).toStrictEqual(expected);
    }
    expect((validators.items as Validator)(["x"]).ok).toBe(false);
    expect((validators.properties as Validator)({ a: 1, b: 2 }).ok).toBe(true);
    expect((validators.properties as Validator)({ b: 2 }).ok).toBe(false);
  });

  it("writes an in-place subschema that unevaluatedProperties decides once, as a function", () => {
    const schema: JsonSchemaObject = { allOf: [{ properties: { a: { type: "string", minLength: 2 } } }], unevaluatedProperties: false };
    const { js } = generateSchemaModule({ name: "t", schema });
    expect(js.match(/keyword: "minLength"/g)).toHaveLength(1);
  });

  it("reports additional properties after the properties' errors, within the error cap", async () => {
    const schema: JsonSchemaObject = { type: "object", properties: { a: { type: "integer" } }, additionalProperties: false };
    const value = { x: 1, a: "no", y: 2 };
    for (const maxErrors of [1, 2, 100]) {
      const validate = (await importSchemaValidators([{ name: "t", schema }], { maxErrors })).t as Validator;
      expect(validate(value)).toStrictEqual(compile(schema, { maxErrors })(value));
    }
  });

  it("reports the if error after the selected branch's errors, once they fail it, within the error cap", async () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { kind: { type: "string" } },
      if: { properties: { kind: { const: "card" } } },
      then: { required: ["number"], properties: { number: { type: "string", $ref: "#/$defs/digits" } } },
      else: { not: { required: ["number"] } },
      $defs: { digits: { pattern: "^[0-9]+$" } },
    };
    const values = [{ kind: "card" }, { kind: "card", number: "x1" }, { kind: "cash", number: "1" }, { kind: 1, number: "1" }, { kind: "card", number: "1" }];
    for (const maxErrors of [1, 2, 100]) {
      const validate = (await importSchemaValidators([{ name: "t", schema }], { maxErrors })).t as Validator;
      for (const value of values) expect(validate(value)).toStrictEqual(compile(schema, { maxErrors })(value));
    }
    const twoErrors = compile(schema)({ kind: "card", number: "x1" });
    expect(twoErrors.ok ? [] : twoErrors.errors.map((e) => [e.keyword, e.schemaPath])).toEqual([
      ["pattern", "/$defs/digits/pattern"],
      ["if", "/if"],
    ]);
  });

  it("refuses a schema checkSchema refuses, naming the tool and the path", () => {
    expect(() => generateSchemaModule({ name: "bad.tool", schema: { type: "object", properties: { a: { minLength: -1 } } } })).toThrow(ValidatorSchemaError);
    expect(() => generateSchemaModule({ name: "bad.tool", schema: { $ref: "#" } })).toThrow(/^tool 'bad.tool': invalid schema: \/\$ref: \$ref cycle/);
  });

  it("names the checked schema's text on validators whose schema passes every checkSchema test", async () => {
    const unsatisfiable: JsonSchemaObject = { type: "object", properties: {}, required: ["x"], additionalProperties: false };
    const validators = await importSchemaValidators([...tools, { name: "never", schema: unsatisfiable }]);
    expect(validators["weather.get_forecast"]?.checkedSchema).toBe(JSON.stringify(forecast));
    expect(validators["never"]?.checkedSchema).toBeUndefined();
  });

  it("gives the schema values its errors carry frozen, as the registry's interpreter does: a caller cannot change the next call's", async () => {
    const schema: JsonSchemaObject = { type: "object", properties: { unit: { enum: ["c", "f"] }, point: { const: { x: [1] } } } };
    const { t } = await importSchemaValidators([{ name: "t", schema }]);
    const registry = new ToolRegistry();
    registry.register("t", schema, () => undefined);
    const value = { unit: "k", point: { x: [2] } };
    const first = t!(value);
    if (first.ok) throw new Error("expected errors");
    const [unit, point] = first.errors.map((error) => error.expected);
    expect([unit, point, (point as { x: unknown }).x].every((part) => Object.isFrozen(part))).toBe(true);
    expect(() => (unit as string[]).push("k")).toThrow(TypeError);
    expect(t!(value)).toEqual(registry.validate("t", value));
  });

  it("plugs into the registry as a tool's validator", async () => {
    const validators = await importSchemaValidators(tools);
    const registry = new ToolRegistry();
    registry.register("weather.get_forecast", forecast, () => "sunny", { validator: validators["weather.get_forecast"] });
    expect(registry.validate("weather.get_forecast", { city: "Oslo" })).toEqual({ ok: true });
    expect(registry.validate("weather.get_forecast", { city: 3 }).ok).toBe(false);
  });

  it("writes a root as the validator itself, and a $ref'd root as a collector called through run", async () => {
    const tree = { type: "object", properties: { next: { $ref: "#" } } } as JsonSchemaObject;
    expect(schemaModuleSource(forecast)).toMatch(/^export const validator = checked\(v\d+, '/m);
    expect(schemaModuleSource(tree)).toMatch(/^export const validator = checked\(\(value\) => run\(c\d+, value\), '/m);
    const validators = await importSchemaValidators([{ name: "tree", schema: tree }]);
    for (const value of [{ next: { next: {} } }, { next: { next: 1 } }]) expect(validators.tree?.(value)).toStrictEqual(compile(tree)(value));
  });

  // A validator counts its errors in a local. One that calls no other function needs nothing else;
  // one that calls a collector (here, for a subschema used twice) keeps the module's state in step
  // around each call, and that state must be left as it was found by a call made during another's walk.
  const countings: { counting: string; schema: JsonSchemaObject; declares: RegExp; lacks?: RegExp }[] = [
    {
      counting: "in a local only",
      schema: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } },
      declares: /^let n = 0;$/m,
      lacks: /^let N = 0;$/m,
    },
    {
      counting: "in a local kept in step with the module's state",
      schema: { type: "object", properties: { a: { type: "string", minLength: 2 }, b: { type: "string", minLength: 2 } } },
      declares: /^let N = 0;$[\s\S]*^let n = 0;$[\s\S]*N = n, r = c\d+\(/m,
    },
  ];

  for (const { counting, schema, declares, lacks } of countings) {
    it(`keeps each call's own errors when a getter of the value calls the same validator mid-walk (counting ${counting})`, async () => {
      // With room for two errors, an outer call whose count the inner one left behind would lose its second.
      const options = { maxErrors: 2 };
      expect(schemaModuleSource(schema, options)).toMatch(declares);
      if (lacks !== undefined) expect(schemaModuleSource(schema, options)).not.toMatch(lacks);
      const validate = (await importSchemaValidators([{ name: "t", schema }], options)).t as Validator;
      let innerResult: unknown;
      const value = {
        a: 1,
        get b() {
          innerResult = validate({ a: 2, b: 3 });
          return 2;
        },
      };
      const outerResult = validate(value);
      expect(outerResult).toStrictEqual(compile(schema, options)({ a: 1, b: 2 }));
      expect(outerResult.ok === false && outerResult.errors).toHaveLength(2);
      expect(innerResult).toStrictEqual(compile(schema, options)({ a: 2, b: 3 }));
    });

    it(`starts afresh after a walk that threw (counting ${counting})`, async () => {
      const options = { maxErrors: 2 };
      const validate = (await importSchemaValidators([{ name: "t", schema }], options)).t as Validator;
      const throwing = {
        a: 1,
        get b(): number {
          throw new Error("getter failed");
        },
      };
      expect(() => validate(throwing)).toThrow("getter failed");
      expect(validate({ a: 1, b: 2 })).toStrictEqual(compile(schema, options)({ a: 1, b: 2 }));
      expect(validate({ a: "xy", b: "zw" })).toEqual({ ok: true });
    });
  }
});
