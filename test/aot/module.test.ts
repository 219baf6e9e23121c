import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateValidatorModule, ValidatorSchemaError } from "../../generator/aot/index.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { compile, type Validator } from "../../src/validator/index.js";
import { importValidators } from "./load-module.js";

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

describe("generateValidatorModule", () => {
  it("writes a plain module: no imports, no eval, no Function constructor", () => {
    const source = generateValidatorModule(tools);
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\beval\s*\(|new Function|\bFunction\s*\(/);
    expect(source).toMatch(/^export const validators = \{$/m);
  });

  it("hoists each RegExp to module scope, built once", () => {
    const source = generateValidatorModule(tools);
    expect(source.match(/new RegExp\(/g)).toHaveLength(1);
    expect(source).toMatch(/^const K\d+ = new RegExp\("\^\[A-Z\]", "u"\);$/m);
  });

  it("exports one validator per tool, returning what the interpreter returns", async () => {
    const validators = await importValidators(generateValidatorModule(tools));
    expect(Object.keys(validators)).toEqual(["weather.get_forecast", 'odd "name"']);
    const interpreter = compile(forecast);
    for (const value of [{ city: "Oslo" }, { city: "oslo", days: 0, unit: "K", extra: 1 }, null, { city: "" }]) {
      expect(validators["weather.get_forecast"]?.(value)).toStrictEqual(interpreter(value));
    }
    // A `__proto__` key in a schema constant stays a property, as in the schema.
    expect(validators['odd "name"']?.({ v: JSON.parse('{"__proto__": {"x": 1}}') })).toEqual({ ok: true });
    expect(validators['odd "name"']?.({ v: {} }).ok).toBe(false);
  });

  it("bakes the options in: formats asserted, errors capped", async () => {
    const loose = await importValidators(generateValidatorModule(tools));
    const strict = await importValidators(generateValidatorModule(tools, { assertFormats: true, maxErrors: 1 }));
    const value = { city: "Oslo", at: "tomorrow", days: 99 };
    expect(loose["weather.get_forecast"]?.(value)).toStrictEqual(compile(forecast)(value));
    const result = strict["weather.get_forecast"]?.(value);
    expect(result).toStrictEqual(compile(forecast, { assertFormats: true, maxErrors: 1 })(value));
    expect(result?.ok === false && result.errors.map((e) => e.keyword)).toEqual(["maximum"]);
  });

  it("tests items of a $ref'd typed schema for JSON only once the target failed, with the interpreter's errors", async () => {
    const node: JsonSchemaObject = { type: "object", properties: { n: { type: "integer" } } };
    const list: JsonSchemaObject = { type: "array", items: { $ref: "#/$defs/node" }, $defs: { node } };
    const source = generateValidatorModule([{ name: "list", schema: list }]);
    // The call comes first; isJsonValue decides only between its errors and the not-JSON error.
    expect(source).toMatch(/if \(r = c\d+\(\$\d+, d \+ 1\)\) \{\nif \(isJsonValue\(\$\d+\)\)/);
    const validate = (await importValidators(source)).list as Validator;
    const interpreter = compile(list);
    const values = [[{ n: 1 }, { n: "x" }], [undefined, NaN, new Map(), () => 1, { n: 2 }, 3, null], [{ n: 1.5 }, undefined]];
    for (const value of values) expect(validate(value)).toStrictEqual(interpreter(value));
    const capped = await importValidators(generateValidatorModule([{ name: "list", schema: list }], { maxErrors: 2 }));
    const many = [{ n: "a" }, undefined, { n: "b" }, Symbol("s")];
    expect(capped.list?.(many)).toStrictEqual(compile(list, { maxErrors: 2 })(many));
  });

  it("counts a property when it is own and enumerable, as JSON.stringify writes it, with or without additionalProperties", async () => {
    const properties: JsonSchemaObject["properties"] = { a: { type: "integer" }, b: { type: "string" } };
    const closed: JsonSchemaObject = { type: "object", properties, required: ["a"], additionalProperties: false };
    const open: JsonSchemaObject = { type: "object", properties, required: ["a"] };
    const source = generateValidatorModule([
      { name: "closed", schema: closed },
      { name: "open", schema: open },
    ]);
    const validators = await importValidators(source);
    const hidden = (value: object, name: string, v: unknown) => Object.defineProperty(value, name, { value: v, enumerable: false });
    const values = [
      { a: 1, b: undefined },
      { a: undefined, b: "x" },
      hidden({ b: "x" }, "a", undefined),
      hidden({ a: 1 }, "b", 7),
      hidden({ a: 1, c: 2 }, "b", undefined),
      { a: 1, c: 2, d: undefined },
      { b: 3, z: 1 },
    ];
    for (const [name, schema] of [["closed", closed], ["open", open]] as const) {
      for (const value of values) expect(validators[name]?.(value)).toStrictEqual(compile(schema)(value));
    }
    expect(compile(closed)(hidden({ b: "x" }, "a", undefined))).toMatchObject({ ok: false, errors: [{ keyword: "required" }] });
  });

  it("reports additional properties after the properties' errors, within the error cap", async () => {
    const schema: JsonSchemaObject = { type: "object", properties: { a: { type: "integer" } }, additionalProperties: false };
    const value = { x: 1, a: "no", y: 2 };
    for (const maxErrors of [1, 2, 100]) {
      const validate = (await importValidators(generateValidatorModule([{ name: "t", schema }], { maxErrors }))).t as Validator;
      expect(validate(value)).toStrictEqual(compile(schema, { maxErrors })(value));
    }
  });

  it("refuses a schema checkSchema refuses, naming the tool and the path", () => {
    expect(() => generateValidatorModule([{ name: "bad.tool", schema: { type: "object", properties: { a: { minLength: -1 } } } }])).toThrow(ValidatorSchemaError);
    expect(() => generateValidatorModule([{ name: "bad.tool", schema: { $ref: "#" } }])).toThrow(/^tool 'bad.tool': invalid schema: \/\$ref: \$ref cycle/);
  });

  it("refuses a tool listed twice", () => {
    expect(() => generateValidatorModule([tools[0], tools[0]] as typeof tools)).toThrow("tool 'weather.get_forecast' is listed twice");
  });

  it("names the checked schema's text on validators whose schema passes every checkSchema test", async () => {
    const unsatisfiable: JsonSchemaObject = { type: "object", properties: {}, required: ["x"], additionalProperties: false };
    const validators = await importValidators(
      generateValidatorModule([...tools, { name: "never", schema: unsatisfiable }]),
    );
    expect(validators["weather.get_forecast"]?.checkedSchema).toBe(JSON.stringify(forecast));
    expect(validators["never"]?.checkedSchema).toBeUndefined();
  });

  it("plugs into the registry as a tool's validator", async () => {
    const validators = await importValidators(generateValidatorModule(tools));
    const registry = new ToolRegistry();
    registry.register("weather.get_forecast", forecast, () => "sunny", { validator: validators["weather.get_forecast"] });
    expect(registry.validate("weather.get_forecast", { city: "Oslo" })).toEqual({ ok: true });
    expect(registry.validate("weather.get_forecast", { city: 3 }).ok).toBe(false);
  });

  it("writes a root used once as the validator itself, a $ref'd root as a collector called through run, and one validator for tools with the same schema", async () => {
    const tree = { type: "object", properties: { next: { $ref: "#" } } } as JsonSchemaObject;
    const source = generateValidatorModule([
      { name: "own", schema: forecast },
      { name: "recursive", schema: tree },
      { name: "twin.a", schema: { type: "array", items: { type: "integer" } } },
      { name: "twin.b", schema: { type: "array", items: { type: "integer" } } },
    ]);
    expect(source).toMatch(/^"own": checked\(v\d+, '/m);
    expect(source).toMatch(/^"recursive": checked\(\(value\) => run\(c\d+, value\), '/m);
    const twins = [...source.matchAll(/^"twin\.[ab]": (K\d+)/gm)].map((m) => m[1]);
    expect(twins).toHaveLength(2);
    expect(twins[0]).toBe(twins[1]);
    expect(source).toMatch(new RegExp(`^const ${twins[0]} = checked\\(\\(value\\) => run\\(c\\d+, value\\), '`, "m"));
    const validators = await importValidators(source);
    expect(validators["twin.b"]?.([1, "2"])).toStrictEqual(compile({ type: "array", items: { type: "integer" } })([1, "2"]));
  });

  it("keeps each call's own errors when a getter of the value calls another validator mid-walk", async () => {
    // With room for two errors, an outer call whose count the inner one left behind would lose its second.
    const options = { maxErrors: 2 };
    const outerSchema: JsonSchemaObject = { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } };
    const innerSchemas: Record<string, JsonSchemaObject> = {
      own: { type: "array", items: { type: "integer", minimum: 0 } },
      shared: { type: "array", items: { type: "integer" } },
      sharedTwin: { type: "array", items: { type: "integer" } },
    };
    const schemas = [{ name: "outer", schema: outerSchema }, ...Object.entries(innerSchemas).map(([name, schema]) => ({ name, schema }))];
    const validators = await importValidators(generateValidatorModule(schemas, options));
    for (const name of ["own", "shared"]) {
      let innerResult: unknown;
      const value = {
        a: 1,
        get b() {
          innerResult = (validators[name] as Validator)(["x", 2, "y"]);
          return 2;
        },
      };
      const outerResult = (validators.outer as Validator)(value);
      expect(outerResult).toStrictEqual(compile(outerSchema, options)({ a: 1, b: 2 }));
      expect(outerResult.ok === false && outerResult.errors).toHaveLength(2);
      expect(innerResult).toStrictEqual(compile(innerSchemas[name] as JsonSchemaObject, options)(["x", 2, "y"]));
    }
  });

  it("starts afresh after a walk that threw", async () => {
    const schema: JsonSchemaObject = { type: "object", properties: { a: { type: "integer" }, b: { type: "integer" } } };
    const validate = (await importValidators(generateValidatorModule([{ name: "t", schema }], { maxErrors: 2 }))).t as Validator;
    const throwing = {
      a: "x",
      get b(): number {
        throw new Error("getter failed");
      },
    };
    expect(() => validate(throwing)).toThrow("getter failed");
    expect(validate({ a: "x", b: "y" })).toStrictEqual(compile(schema, { maxErrors: 2 })({ a: "x", b: "y" }));
    expect(validate({ a: 1, b: 2 })).toEqual({ ok: true });
  });
});
