import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateValidatorDeclarations, generateValidatorModule, ValidatorSchemaError } from "../../generator/aot/index.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
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

  it("hoists each RegExp of the fast checks to module scope, built once", () => {
    // The embedded interpreter, which collects a failing value's errors, builds its own.
    const source = fastChecks(generateValidatorModule(tools));
    expect(source.match(/new RegExp\(/g)).toHaveLength(1);
    expect(source).toMatch(/^const K\d+ = new RegExp\("\^\[A-Z\]", "u"\);$/m);
  });

  it("embeds the interpreter once, whatever the number of tools", () => {
    const one = generateValidatorModule([tools[0]] as typeof tools);
    const many = generateValidatorModule(Array.from({ length: 20 }, (_, i) => ({ name: `t${i}`, schema: forecast })));
    expect(one.match(/^function loadInterpreter\(\)/gm)).toHaveLength(1);
    expect(many.match(/^function loadInterpreter\(\)/gm)).toHaveLength(1);
    expect(many.match(/class SchemaNode\b/g)).toHaveLength(1);
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
});

describe("generateValidatorDeclarations", () => {
  it("declares each tool's validator with the runtime's Validator type", () => {
    expect(generateValidatorDeclarations(tools)).toBe(
      [
        "// Generated by gen-tools. Do not edit.",
        'import type { Validator } from "gen-tools";',
        "",
        "export declare const validators: {",
        '  readonly "weather.get_forecast": Validator;',
        '  readonly "odd \\"name\\"": Validator;',
        "};",
        "",
      ].join("\n"),
    );
  });
});

/** The module's code before the embedded interpreter: the fast checks. */
function fastChecks(source: string): string {
  return source.slice(0, source.indexOf("function loadInterpreter()"));
}
