import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import {
  DuplicateToolError,
  InvalidSchemaError,
  InvalidToolDefinitionError,
  RegistryError,
  ToolRegistry,
  type ToolHandler,
} from "../../src/registry/index.js";

const ARGS: JsonSchemaObject = {
  type: "object",
  properties: { city: { type: "string", minLength: 1 } },
  required: ["city"],
  additionalProperties: false,
};
const noop: ToolHandler = () => undefined;

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal, but the call succeeded");
}

function schemaRefusal(schema: unknown, role: "inputSchema" | "outputSchema" = "inputSchema"): InvalidSchemaError {
  const registry = new ToolRegistry();
  const error = thrown(() =>
    role === "inputSchema"
      ? registry.register("weather.get", schema as JsonSchemaObject, noop)
      : registry.register("weather.get", ARGS, noop, { outputSchema: schema as JsonSchemaObject }),
  );
  expect(error).toBeInstanceOf(InvalidSchemaError);
  expect(error).toBeInstanceOf(RegistryError);
  const refusal = error as InvalidSchemaError;
  expect(refusal.code).toBe("invalid_schema");
  expect(refusal.toolName).toBe("weather.get");
  expect(refusal.role).toBe(role);
  expect(refusal.message).toContain(`tool "weather.get": ${role}`);
  expect(registry.has("weather.get")).toBe(false);
  for (const problem of refusal.problems)
    expect(refusal.message).toContain(`${problem.schemaPath}: ${problem.message}`);
  return refusal;
}

describe("register", () => {
  it("returns a frozen record with the defaults filled in", () => {
    const record = new ToolRegistry().register("weather.get", ARGS, noop);
    expect(record).toMatchObject({
      name: "weather.get",
      description: "",
      schema: ARGS,
      handler: noop,
      idempotent: false,
      timeoutMs: null,
      allowedAgents: null,
    });
    expect(record.outputSchema).toBeUndefined();
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.schema)).toBe(true);
  });

  it("keeps the options it was given", () => {
    const outputSchema: JsonSchemaObject = { type: "object", properties: { celsius: { type: "number" } } };
    const record = new ToolRegistry().register("weather.get", ARGS, noop, {
      description: "Forecast for a city",
      outputSchema,
      idempotent: true,
      timeoutMs: 1500,
      allowedAgents: ["planner"],
      owner: { class: "WeatherAgent", member: "get" },
      source: { file: "src/weather.ts", line: 12 },
    });
    expect(record).toMatchObject({
      description: "Forecast for a city",
      outputSchema,
      idempotent: true,
      timeoutMs: 1500,
      allowedAgents: ["planner"],
      owner: { class: "WeatherAgent", member: "get" },
      source: { file: "src/weather.ts", line: 12 },
    });
  });

  it("keeps its own copy of the schema: editing the caller's object later changes nothing", () => {
    const schema = structuredClone(ARGS);
    const registry = new ToolRegistry();
    registry.register("weather.get", schema, noop);
    (schema.properties!.city as JsonSchemaObject).type = "number";
    schema.required = [];
    expect(registry.get("weather.get").schema).toEqual(ARGS);
    expect(registry.validate("weather.get", { city: "Oslo" })).toEqual({ ok: true });
    expect(registry.validate("weather.get", {}).ok).toBe(false);
  });

  it("copies a schema with a __proto__ property as a property, not a prototype", () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as JsonSchemaObject;
    const record = new ToolRegistry().register("weather.get", schema, noop);
    expect(Object.keys(record.schema.properties!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(record.schema.properties)).toBe(Object.prototype);
    expect(record.validate(JSON.parse('{"__proto__": 5}')).ok).toBe(false);
  });

  describe("duplicate names", () => {
    it("refuses a taken name", () => {
      const registry = new ToolRegistry();
      const first = registry.register("weather.get", ARGS, noop);
      const error = thrown(() => registry.register("weather.get", ARGS, () => 1));
      expect(error).toBeInstanceOf(DuplicateToolError);
      expect((error as DuplicateToolError).code).toBe("duplicate_tool");
      expect((error as Error).message).toBe(
        'tool "weather.get" is already registered: pass { override: true } to replace it, or choose another name',
      );
      expect(registry.get("weather.get")).toBe(first);
    });

    it("replaces with override: true, keeping the original position", () => {
      const registry = new ToolRegistry();
      registry.register("a", ARGS, noop);
      registry.register("b", ARGS, noop);
      registry.register("c", ARGS, noop);
      const replacement = () => "new";
      registry.register("a", ARGS, replacement, { override: true });
      expect(registry.names()).toEqual(["a", "b", "c"]);
      expect(registry.get("a").handler).toBe(replacement);
    });

    it("keeps the original when an override is itself refused", () => {
      const registry = new ToolRegistry();
      const original = registry.register("a", ARGS, noop);
      expect(() => registry.register("a", { type: "string" }, noop, { override: true })).toThrow(InvalidSchemaError);
      expect(registry.get("a")).toBe(original);
    });
  });

  describe("input schema", () => {
    it.each([
      [{ type: "string" }, '"string"'],
      [{ properties: {} }, "undefined"],
      [{ type: ["object", "null"] }, "an array"],
    ])("refuses %j: a tool's arguments are an object", (schema, got) => {
      const error = schemaRefusal(schema);
      expect(error.problems[0]).toMatchObject({ schemaPath: "/type", keyword: "type" });
      expect(error.message).toContain(`/type: must be "object"`);
      expect(error.message).toContain(`(got ${got})`);
    });

    it.each([[true], [null], [[]], ["{}"]])("refuses %j, which is not a schema object", (schema) => {
      const error = schemaRefusal(schema);
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatchObject({ schemaPath: "", keyword: "type" });
      expect(error.message).toContain("(root): must be a JSON Schema object");
    });

    it("refuses an unsupported keyword, naming it and its path", () => {
      const error = schemaRefusal({ type: "object", properties: { when: { type: "string", $recursiveAnchor: true } } });
      const problem = error.problems.find((p) => p.keyword === "$recursiveAnchor");
      expect(problem?.schemaPath).toBe("/properties/when/$recursiveAnchor");
      expect(error.message).toContain("/properties/when/$recursiveAnchor");
    });

    it("refuses a pattern that is not a valid regular expression", () => {
      const error = schemaRefusal({ type: "object", properties: { zip: { type: "string", pattern: "([0-9]" } } });
      expect(error.problems.map((p) => p.schemaPath)).toContain("/properties/zip/pattern");
    });

    it("refuses a pattern prone to catastrophic backtracking", () => {
      const error = schemaRefusal({ type: "object", properties: { s: { type: "string", pattern: "^(a+)+$" } } });
      expect(error.problems.map((p) => p.schemaPath)).toContain("/properties/s/pattern");
    });

    it("refuses a $ref that resolves to nothing", () => {
      const error = schemaRefusal({ type: "object", properties: { a: { $ref: "#/$defs/Missing" } } });
      expect(error.problems.map((p) => p.schemaPath)).toContain("/properties/a/$ref");
    });

    it("refuses a $ref cycle that makes no progress", () => {
      const error = schemaRefusal({
        type: "object",
        properties: { a: { $ref: "#/$defs/A" } },
        $defs: { A: { $ref: "#/$defs/A" } },
      });
      expect(error.problems.some((p) => p.keyword === "$ref")).toBe(true);
    });

    it("refuses a required property that a closed object does not define", () => {
      const error = schemaRefusal({
        type: "object",
        properties: { city: { type: "string" } },
        required: ["city", "country"],
        additionalProperties: false,
      });
      const problem = error.problems.find((p) => p.keyword === "required");
      expect(problem?.message).toContain("country");
      expect(problem?.schemaPath.startsWith("/required")).toBe(true);
    });

    it("reports every problem at once", () => {
      const error = schemaRefusal({ type: "string", properties: { a: { type: "string", frobnicate: 1 } } });
      expect(error.problems.map((p) => p.schemaPath)).toEqual(
        expect.arrayContaining(["/type", "/properties/a/frobnicate"]),
      );
    });

    it("refuses a schema object that contains itself", () => {
      const schema: JsonSchemaObject = { type: "object", properties: {} };
      schema.properties!.self = schema;
      const error = schemaRefusal(schema);
      expect(error.problems).toEqual([expect.objectContaining({ schemaPath: "/properties/self" })]);
      expect(error.message).toContain("/properties/self: contains itself");
    });

    it("refuses a cycle deep in the schema, back to an ancestor far from the root, naming where", () => {
      const levels: JsonSchemaObject[] = [{ type: "object", properties: {} }];
      for (let i = 1; i <= 40; i++) {
        const next: JsonSchemaObject = { type: "object", properties: {} };
        levels[i - 1]!.properties!.p = next;
        levels.push(next);
      }
      levels[40]!.properties!.back = levels[30]!;
      const error = schemaRefusal(levels[0]!);
      const pointer = `${"/properties/p".repeat(40)}/properties/back`;
      expect(error.problems).toEqual([expect.objectContaining({ schemaPath: pointer })]);
    });

    it("keeps a registered schema as it is when it is registered again, and still refuses a changed copy", () => {
      const registry = new ToolRegistry();
      const first = registry.register("a.first", { type: "object", properties: { x: { type: "integer" } } }, noop);
      const again = registry.register("a.again", first.schema, noop);
      expect(again.schema).toBe(first.schema);
      expect(again.validate({ x: "1" }).ok).toBe(false);
      expect(() => registry.register("a.changed", { ...first.schema, frobnicate: 1 }, noop)).toThrow(/frobnicate/);
    });

    it("accepts one subschema object used in two places, which is no cycle", () => {
      const name = { type: "string", minLength: 1 } as const;
      const record = new ToolRegistry().register(
        "a",
        { type: "object", properties: { first: name, last: name } },
        noop,
      );
      expect(record.schema.properties).toEqual({ first: name, last: name });
    });

    it("refuses a schema nested 10,000 levels deep with a schema error, not a stack overflow", () => {
      let schema: JsonSchemaObject = { type: "string" };
      for (let i = 0; i < 10_000; i++) schema = { type: "array", items: schema };
      const error = schemaRefusal({ type: "object", properties: { deep: schema } });
      expect(error.problems.length).toBeGreaterThan(0);
    });
  });

  describe("output schema", () => {
    it("accepts an output schema of any type", () => {
      const record = new ToolRegistry().register("weather.get", ARGS, noop, { outputSchema: { type: "string" } });
      expect(record.outputSchema).toEqual({ type: "string" });
    });

    it("refuses problems in the output schema, saying it is the output schema", () => {
      const error = schemaRefusal({ type: "object", properties: { a: { $ref: "#/$defs/Nope" } } }, "outputSchema");
      expect(error.problems.map((p) => p.schemaPath)).toContain("/properties/a/$ref");
      expect(error.message).toContain('tool "weather.get": outputSchema is not usable');
    });
  });

  describe("options", () => {
    function optionRefusal(opts: object, handler: unknown = noop): InvalidToolDefinitionError {
      const registry = new ToolRegistry();
      const error = thrown(() => registry.register("weather.get", ARGS, handler as ToolHandler, opts));
      expect(error).toBeInstanceOf(InvalidToolDefinitionError);
      expect((error as InvalidToolDefinitionError).code).toBe("invalid_tool_definition");
      expect((error as Error).message.startsWith('tool "weather.get": ')).toBe(true);
      expect(registry.has("weather.get")).toBe(false);
      return error as InvalidToolDefinitionError;
    }

    it.each([
      [0, "0"],
      [-5, "-5"],
      [Number.NaN, "NaN"],
      [Number.POSITIVE_INFINITY, "Infinity"],
      // Node's timers fire anything longer after 1 ms.
      [2 ** 31, "2147483648"],
      [Number.MAX_SAFE_INTEGER, "9007199254740991"],
      ["100", '"100"'],
    ])("refuses timeoutMs %s", (timeoutMs, shown) => {
      const error = optionRefusal({ timeoutMs });
      expect(error.field).toBe("timeoutMs");
      expect(error.message).toContain(
        `timeoutMs must be a positive finite number of milliseconds up to 2147483647 (about 24.8 days, the longest timer Node sets), or null for the agent's default`,
      );
      expect(error.message).toContain(`got ${shown}`);
    });

    it("accepts a fractional timeout, the longest Node's timers hold, and null for the agent's default", () => {
      const registry = new ToolRegistry();
      expect(registry.register("a", ARGS, noop, { timeoutMs: 0.5 }).timeoutMs).toBe(0.5);
      expect(registry.register("b", ARGS, noop, { timeoutMs: null }).timeoutMs).toBeNull();
      expect(registry.register("c", ARGS, noop, { timeoutMs: 2 ** 31 - 1 }).timeoutMs).toBe(2 ** 31 - 1);
    });

    it("refuses a handler that is not a function", () => {
      const error = optionRefusal({}, { run() {} });
      expect(error.field).toBe("handler");
      expect(error.message).toContain("handler must be a function, got an object");
    });

    it("refuses a description or idempotent flag of the wrong type", () => {
      expect(optionRefusal({ description: 5 }).message).toContain("description must be a string, got 5");
      expect(optionRefusal({ idempotent: "yes" }).message).toContain('idempotent must be a boolean, got "yes"');
    });

    it("refuses allowedAgents that are not a list of names", () => {
      expect(optionRefusal({ allowedAgents: "planner" }).message).toContain(
        'allowedAgents must be an array of agent names or null, got "planner"',
      );
      expect(optionRefusal({ allowedAgents: ["planner", ""] }).message).toContain(
        'allowedAgents[1] must be a non-empty agent name, got ""',
      );
    });

    it("refuses a validator that is not a function", () => {
      expect(optionRefusal({ validator: {} }).field).toBe("validator");
    });

    it("refuses dates that are not a list of date-time locations in the schema", () => {
      expect(optionRefusal({ dates: "/properties/city" }).message).toContain(
        'dates must be a list of JSON Pointers into the input schema, got "/properties/city"',
      );
      const error = optionRefusal({ dates: ["/properties/city"] });
      expect(error.field).toBe("dates");
      expect(error.message).toContain("dates[0]: '/properties/city' is not a date-time or date string schema");
    });
  });

  describe("dates", () => {
    const WHEN: JsonSchemaObject = {
      type: "object",
      properties: { at: { type: "string", format: "date-time" } },
      required: ["at"],
    };

    it("checks and makes them with the registry's own validation options and with a validator given", async () => {
      const received: unknown[] = [];
      const handler: ToolHandler = (args) => received.push(args["at"]);
      const context = { toolName: "when", signal: new AbortController().signal };
      const asserting = new ToolRegistry({ validation: { assertFormats: true } });
      const given = new ToolRegistry();
      const records = [
        new ToolRegistry().register("when", WHEN, handler, { dates: ["/properties/at"] }),
        asserting.register("when", WHEN, handler, { dates: ["/properties/at"] }),
        given.register("when", WHEN, handler, { dates: ["/properties/at"], validator: () => ({ ok: true }) }),
      ];
      for (const record of records) {
        expect(record.dates).toEqual(["/properties/at"]);
        expect(record.validate({ at: "2026-12-04T10:00:00Z" })).toEqual({ ok: true });
        // One error, whether or not the validator asserts formats itself.
        const result = record.validate({ at: "noon" });
        expect(result.ok ? [] : result.errors.map((e) => `${e.path} ${e.keyword}`)).toEqual(["/at format"]);
        await record.handler({ at: "2026-12-04T10:00:00Z" }, context);
      }
      expect(received).toEqual(Array.from({ length: 3 }, () => new Date("2026-12-04T10:00:00Z")));
    });

    it("adds nothing to a tool without them", () => {
      const record = new ToolRegistry().register("plain", WHEN, noop, { dates: [] });
      expect(record.dates).toBeUndefined();
      expect(record.handler).toBe(noop);
    });
  });
});
