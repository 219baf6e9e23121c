import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { InvalidSchemaError, ToolRegistry, type ToolHandler } from "../../src/registry/index.js";
import { compile, type Validator } from "../../src/validator/index.js";

// `required` names a property the closed object does not define: `compile` accepts it (no value
// passes), `checkSchema` reports it, so whether the registry ran `checkSchema` is observable.
const UNSATISFIABLE: JsonSchemaObject = {
  type: "object",
  properties: { city: { type: "string" } },
  required: ["town"],
  additionalProperties: false,
};
const noop: ToolHandler = () => undefined;

function claiming(text: string): Validator {
  return Object.defineProperty(compile(UNSATISFIABLE), "checkedSchema", { value: text });
}

describe("register with a validator that carries its checked schema", () => {
  it("skips checkSchema when the schema has exactly the text the validator was checked against", () => {
    const registry = new ToolRegistry();
    const record = registry.register("weather.get", UNSATISFIABLE, noop, {
      validator: claiming(JSON.stringify(UNSATISFIABLE)),
    });
    expect(record.schema).toEqual(UNSATISFIABLE);
  });

  it("still checks a schema whose text differs from the one the validator names", () => {
    const registry = new ToolRegistry();
    const other = JSON.stringify({ ...UNSATISFIABLE, required: ["city"] });
    expect(() => registry.register("weather.get", UNSATISFIABLE, noop, { validator: claiming(other) })).toThrow(
      InvalidSchemaError,
    );
  });

  it("still checks a schema that holds something other than JSON, even when its text matches", () => {
    const registry = new ToolRegistry();
    const since = new Date("2026-01-01T00:00:00Z");
    const schema = { type: "object", properties: { at: { const: since } } } as unknown as JsonSchemaObject;
    expect(() => registry.register("log.since", schema, noop, { validator: claiming(JSON.stringify(schema)) })).toThrow(
      InvalidSchemaError,
    );
  });

  it("still checks when the validator names no schema", () => {
    const registry = new ToolRegistry();
    expect(() => registry.register("weather.get", UNSATISFIABLE, noop, { validator: compile(UNSATISFIABLE) })).toThrow(
      /required/,
    );
  });
});
