import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import OpenAI from "openai";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import {
  restoreOmittedArguments,
  strictModeProblems,
  toOpenAIStrictSchema,
} from "../../src/providers/openai-strict.js";
import { compile } from "../../src/validator/index.js";
import { openaiJson } from "./openai-wire.js";
import { wireServerPerTest } from "./wire-server.js";

const ajv = new Ajv2020({ strict: false, validateFormats: false });
const accepts = (schema: JsonSchemaObject, value: unknown) => ajv.validate(schema, value);

/** A tool schema as gen-tools emits it: `search(query: string, limit?: number, filter?: Filter | null)`. */
const searchSchema: JsonSchemaObject = {
  type: "object",
  properties: {
    query: { type: "string", description: "What to look for" },
    limit: { type: "integer", minimum: 1 },
    unit: { type: "string", enum: ["c", "f"] },
    filter: { anyOf: [{ $ref: "#/$defs/Filter" }, { type: "null" }] },
    tags: { type: "array", items: { type: "string" } },
  },
  required: ["query"],
  additionalProperties: false,
  $defs: {
    Filter: {
      type: "object",
      properties: {
        field: { type: "string" },
        since: { type: "string", format: "date" },
        owner: { $ref: "#/$defs/Owner" },
      },
      required: ["field"],
      additionalProperties: false,
    },
    Owner: {
      type: "object",
      properties: { id: { type: "integer" }, nickname: { type: ["string", "null"] } },
      required: ["id"],
      additionalProperties: false,
    },
  },
};

describe("toOpenAIStrictSchema", () => {
  it("lists null once in an optional enum that names it beside a type that does not allow it", () => {
    // `type: "string"` refuses the enum's null, so the property is optional and not nullable: strict
    // mode adds "null" to the type, and the enum already has the null it needs.
    const { schema, problems } = toOpenAIStrictSchema({
      type: "object",
      properties: { unit: { type: "string", enum: ["c", "f", null] } },
      additionalProperties: false,
    });
    expect(problems).toEqual([]);
    expect(schema.properties?.["unit"]).toEqual({ type: ["string", "null"], enum: ["c", "f", null] });
  });

  it("requires every property and makes the optional ones nullable, through $defs", () => {
    const { schema, problems } = toOpenAIStrictSchema(searchSchema);
    expect(problems).toEqual([]);
    expect(schema.required).toEqual(["query", "limit", "unit", "filter", "tags"]);
    expect(schema.properties).toEqual({
      query: { type: "string", description: "What to look for" },
      limit: { type: ["integer", "null"], minimum: 1 },
      unit: { type: ["string", "null"], enum: ["c", "f", null] },
      // Nullable already: required, not wrapped again.
      filter: { anyOf: [{ $ref: "#/$defs/Filter" }, { type: "null" }] },
      tags: { anyOf: [{ type: "array", items: { type: "string" } }, { type: "null" }] },
    });
    expect(schema.$defs?.["Filter"]).toEqual({
      type: "object",
      properties: {
        field: { type: "string" },
        since: { type: ["string", "null"], format: "date" },
        owner: { anyOf: [{ $ref: "#/$defs/Owner" }, { type: "null" }] },
      },
      required: ["field", "since", "owner"],
      additionalProperties: false,
    });
    expect(schema.$defs?.["Owner"]).toMatchObject({ required: ["id", "nickname"] });
    // The original is not touched.
    expect(searchSchema.required).toEqual(["query"]);
  });

  it("keeps recursion through $ref", () => {
    const tree: JsonSchemaObject = {
      type: "object",
      properties: { root: { $ref: "#/$defs/Node" } },
      required: ["root"],
      additionalProperties: false,
      $defs: {
        Node: {
          type: "object",
          properties: { label: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Node" } } },
          required: ["label"],
          additionalProperties: false,
        },
      },
    };
    const { schema, problems } = toOpenAIStrictSchema(tree);
    expect(problems).toEqual([]);
    expect(schema.$defs?.["Node"]).toMatchObject({
      required: ["label", "children"],
      properties: { children: { anyOf: [{ type: "array", items: { $ref: "#/$defs/Node" } }, { type: "null" }] } },
    });
  });

  it("gives values that the original schema accepts once restored", () => {
    const { schema } = toOpenAIStrictSchema(searchSchema);
    const strictValue = {
      query: "q",
      limit: null,
      unit: "c",
      filter: { field: "title", since: null, owner: { id: 1, nickname: null } },
      tags: null,
    };
    expect(accepts(schema, strictValue)).toBe(true);
    // What strict mode would send for an omitted property is not valid against the original...
    expect(accepts(searchSchema, strictValue)).toBe(false);
    // ...until restored.
    const restored = restoreOmittedArguments(searchSchema, strictValue);
    expect(restored).toEqual({ query: "q", unit: "c", filter: { field: "title", owner: { id: 1, nickname: null } } });
    expect(accepts(searchSchema, restored)).toBe(true);
    // Strict mode cannot leave a key out.
    expect(accepts(schema, { query: "q" })).toBe(false);
  });

  it.each([
    [
      "an index signature",
      {
        type: "object",
        properties: { tags: { type: "object", additionalProperties: { type: "string" } } },
        additionalProperties: false,
      },
      "/properties/tags/additionalProperties",
      "additionalProperties",
    ],
    [
      "a free-form object",
      { type: "object", properties: { meta: { type: "object" } }, additionalProperties: false },
      "/properties/meta",
      "additionalProperties",
    ],
    ["an open root object", { type: "object", properties: { a: { type: "string" } } }, "", "additionalProperties"],
    [
      "allOf",
      {
        type: "object",
        properties: { a: { allOf: [{ type: "string" }, { minLength: 1 }] } },
        additionalProperties: false,
      },
      "/properties/a/allOf",
      "allOf",
    ],
    [
      "not",
      { type: "object", properties: { a: { type: "string", not: { const: "x" } } }, additionalProperties: false },
      "/properties/a/not",
      "not",
    ],
    [
      "oneOf",
      {
        type: "object",
        properties: { a: { oneOf: [{ type: "string" }, { type: "number" }] } },
        additionalProperties: false,
      },
      "/properties/a/oneOf",
      "oneOf",
    ],
    [
      "a tuple",
      {
        type: "object",
        properties: { p: { type: "array", prefixItems: [{ type: "number" }], items: false } },
        additionalProperties: false,
      },
      "/properties/p/prefixItems",
      "prefixItems",
    ],
    [
      "uniqueItems",
      {
        type: "object",
        properties: { p: { type: "array", items: { type: "number" }, uniqueItems: true } },
        additionalProperties: false,
      },
      "/properties/p/uniqueItems",
      "uniqueItems",
    ],
    [
      "an unlisted format",
      { type: "object", properties: { u: { type: "string", format: "uri" } }, additionalProperties: false },
      "/properties/u/format",
      "format",
    ],
    ["any value", { type: "object", properties: { v: {} }, additionalProperties: false }, "/properties/v", "type"],
    [
      "an array of anything",
      { type: "object", properties: { v: { type: "array" } }, additionalProperties: false },
      "/properties/v",
      "items",
    ],
    [
      "a remote $ref",
      { type: "object", properties: { v: { $ref: "https://example.com/s.json" } }, additionalProperties: false },
      "/properties/v/$ref",
      "$ref",
    ],
    [
      "a root union",
      { type: "object", anyOf: [{ properties: { a: { type: "string" } } }], additionalProperties: false },
      "/anyOf",
      "anyOf",
    ],
    [
      "a key needing escapes",
      { type: "object", properties: { "a/b~c": { type: "object" } }, additionalProperties: false },
      "/properties/a~1b~0c",
      "additionalProperties",
    ],
  ] as const)("reports %s with its path and keyword", (_what, schema, path, keyword) => {
    const problems = strictModeProblems(schema as JsonSchemaObject, { toolName: "t.x" });
    expect(problems).toContainEqual(expect.objectContaining({ tool: "t.x", path, keyword }));
    for (const p of problems) expect(p.message.length).toBeGreaterThan(10);
  });

  it("reports objects nested deeper than strict mode allows", () => {
    let schema: JsonSchemaObject = { type: "object", properties: {}, additionalProperties: false };
    for (let i = 0; i < 10; i++) {
      schema = { type: "object", properties: { inner: schema }, required: ["inner"], additionalProperties: false };
    }
    const problems = strictModeProblems(schema);
    expect(problems).toEqual([
      expect.objectContaining({ keyword: "properties", path: "/properties/inner".repeat(10) }),
    ]);
  });

  it("says how to fix a second pattern, the allOf gen-tools writes for a @pattern beside a template literal type's", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { id: { type: "string", pattern: "^user_\\d+$", allOf: [{ pattern: "^user_1" }] } },
      required: ["id"],
      additionalProperties: false,
    };
    const [problem, ...others] = strictModeProblems(schema);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ path: "/properties/id/allOf", keyword: "allOf" });
    expect(problem?.message).toContain("write the constraint in the type, or drop the @pattern");
    // Any other allOf keeps the general hint.
    const intersection: JsonSchemaObject = { ...schema, properties: { id: { type: "string", allOf: [{ minLength: 1 }] } } };
    expect(strictModeProblems(intersection)[0]?.message).toContain("flatten it into one object type");
    // An empty allOf beside a pattern holds no second pattern.
    const empty: JsonSchemaObject = { ...schema, properties: { id: { type: "string", pattern: "^user_\\d+$", allOf: [] } } };
    expect(strictModeProblems(empty)[0]?.message).not.toContain("a second pattern");
  });

  it("finds nothing to report in a schema strict mode can express", () => {
    expect(strictModeProblems(searchSchema)).toEqual([]);
    expect(strictModeProblems({ type: "object", properties: {}, additionalProperties: false })).toEqual([]);
  });
});

/** The README's `convertLength` schema as gen-tools emits it: each unit a `$ref` with its `@param` text beside it. */
const convertLengthSchema: JsonSchemaObject = {
  type: "object",
  properties: {
    value: { type: "number", description: "The length to convert." },
    from: { $ref: "#/$defs/LengthUnit", description: "The unit `value` is in." },
    to: { $ref: "#/$defs/LengthUnit", description: "The unit to convert to." },
    digits: { type: "integer", description: "Decimal places to round the result to.", default: 3 },
  },
  required: ["value", "from", "to"],
  additionalProperties: false,
  $defs: { LengthUnit: { type: "string", enum: ["mm", "cm", "m", "km"], description: "A unit of length." } },
};

/** Where a `$ref` has other keywords beside it, which OpenAI strict mode refuses. */
function refsWithSiblings(node: unknown, at = ""): string[] {
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = typeof record["$ref"] === "string" && Object.keys(record).length > 1 ? [at] : [];
  return own.concat(Object.entries(record).flatMap(([key, value]) => refsWithSiblings(value, `${at}/${key}`)));
}

describe("toOpenAIStrictSchema on a $ref with keywords beside it", () => {
  it("inlines the definition, the description beside the $ref winning over the definition's", () => {
    const { schema, problems } = toOpenAIStrictSchema(convertLengthSchema);
    expect(problems).toEqual([]);
    expect(refsWithSiblings(schema)).toEqual([]);
    expect(schema.properties?.["from"]).toEqual({
      type: "string",
      enum: ["mm", "cm", "m", "km"],
      description: "The unit `value` is in.",
    });
    expect(schema.properties?.["to"]).toMatchObject({ description: "The unit to convert to." });
    // The strict form accepts what the original does.
    expect(accepts(schema, { value: 1, from: "km", to: "m", digits: null })).toBe(true);
    expect(accepts(schema, { value: 1, from: "km", to: "mile", digits: null })).toBe(false);
  });

  it("makes an optional inlined property nullable like any other", () => {
    const schema: JsonSchemaObject = {
      ...convertLengthSchema,
      properties: { unit: { $ref: "#/$defs/LengthUnit", description: "Optional unit." } },
      required: [],
    };
    const strict = toOpenAIStrictSchema(schema);
    expect(strict.problems).toEqual([]);
    expect(strict.schema.properties?.["unit"]).toEqual({
      type: ["string", "null"],
      enum: ["mm", "cm", "m", "km", null],
      description: "Optional unit.",
    });
  });

  it("inlines a recursive definition once and keeps the references inside it plain", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { category: { $ref: "#/$defs/Category", description: "Where the note goes." } },
      required: ["category"],
      additionalProperties: false,
      $defs: {
        Category: {
          type: "object",
          properties: {
            name: { type: "string" },
            parent: { $ref: "#/$defs/Category", description: "The enclosing category." },
            children: { type: "array", items: { $ref: "#/$defs/Category" } },
          },
          required: ["name"],
          additionalProperties: false,
        },
      },
    };
    const { schema: strict, problems } = toOpenAIStrictSchema(schema);
    expect(problems).toEqual([]);
    expect(refsWithSiblings(strict)).toEqual([]);
    const plainParent = { anyOf: [{ $ref: "#/$defs/Category" }, { type: "null" }] };
    const plainChildren = { anyOf: [{ type: "array", items: { $ref: "#/$defs/Category" } }, { type: "null" }] };
    expect(strict.properties?.["category"]).toEqual({
      type: "object",
      properties: { name: { type: "string" }, parent: plainParent, children: plainChildren },
      required: ["name", "parent", "children"],
      additionalProperties: false,
      description: "Where the note goes.",
    });
    // The definition inlines itself once for its own described parent.
    expect(strict.$defs?.["Category"]).toMatchObject({
      properties: {
        parent: {
          anyOf: [
            { type: "object", description: "The enclosing category.", properties: { parent: plainParent } },
            { type: "null" },
          ],
        },
      },
    });
    const grandparent = { name: "c", parent: null, children: null };
    const value = { category: { name: "a", parent: { name: "b", parent: grandparent, children: [] }, children: null } };
    expect(accepts(strict, value)).toBe(true);
  });

  it("merges a constraint the definition does not set, and reports one it cannot merge", () => {
    const withKeywords = (beside: JsonSchemaObject): JsonSchemaObject => ({
      ...convertLengthSchema,
      properties: { unit: { $ref: "#/$defs/Name", ...beside } },
      $defs: { Name: { type: "string", maxLength: 20 } },
    });
    const merged = toOpenAIStrictSchema(withKeywords({ minLength: 2, description: "A name." }));
    expect(merged.problems).toEqual([]);
    expect(merged.schema.properties?.["unit"]).toEqual({
      type: ["string", "null"],
      maxLength: 20,
      minLength: 2,
      description: "A name.",
    });

    // Over the definition's own maxLength, or holding subschemas: either would change what is accepted.
    expect(strictModeProblems(withKeywords({ maxLength: 10 }))).toEqual([
      expect.objectContaining({ path: "/properties/unit/maxLength", keyword: "maxLength" }),
    ]);
    expect(strictModeProblems(withKeywords({ properties: { a: { type: "string" } } }))).toEqual([
      expect.objectContaining({ path: "/properties/unit/properties", keyword: "properties" }),
    ]);
    // Equal to the definition's: nothing lost.
    expect(strictModeProblems(withKeywords({ maxLength: 20 }))).toEqual([]);
  });

  it("reports a constraint beside a reference back to a definition being inlined", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { nested: { $ref: "#/$defs/Nested", description: "Lists in lists." } },
      required: ["nested"],
      additionalProperties: false,
      $defs: { Nested: { type: "array", items: { $ref: "#/$defs/Nested", maxItems: 2 } } },
    };
    // Kept plain, the reference would lose its maxItems.
    expect(strictModeProblems(schema)).toEqual([
      expect.objectContaining({ path: "/$defs/Nested/items/maxItems", keyword: "maxItems" }),
    ]);
  });

  it("reports a problem inside an inlined definition once, where the definition is", () => {
    const schema: JsonSchemaObject = {
      ...convertLengthSchema,
      properties: {
        home: { $ref: "#/$defs/Link", description: "Home page." },
        blog: { $ref: "#/$defs/Link", description: "Blog." },
      },
      $defs: { Link: { type: "string", format: "uri" } },
    };
    expect(strictModeProblems(schema)).toEqual([
      expect.objectContaining({ path: "/$defs/Link/format", keyword: "format" }),
    ]);
  });

  it("follows a definition that is itself a plain reference", () => {
    const schema: JsonSchemaObject = {
      ...convertLengthSchema,
      properties: { unit: { $ref: "#/$defs/Unit", description: "The unit." } },
      required: ["unit"],
      $defs: { Unit: { $ref: "#/$defs/LengthUnit" }, LengthUnit: { type: "string", enum: ["m"] } },
    };
    const { schema: strict, problems } = toOpenAIStrictSchema(schema);
    expect(problems).toEqual([]);
    expect(strict.properties?.["unit"]).toEqual({ type: "string", enum: ["m"], description: "The unit." });
  });
});

describe("toOpenAIStrictSchema and restoreOmittedArguments on a $ref's percent-encoding", () => {
  it("report a malformed percent-escape (#/$defs/100%) as a reference that does not resolve, without throwing", () => {
    const schema: JsonSchemaObject = {
      ...convertLengthSchema,
      properties: { share: { $ref: "#/$defs/100%", description: "The share." } },
      required: ["share"],
      $defs: { "100%": { type: "number" } },
    };
    expect(strictModeProblems(schema)).toEqual([expect.objectContaining({ path: "/properties/share/$ref", keyword: "$ref" })]);
    expect(restoreOmittedArguments(schema, { share: 1 })).toEqual({ share: 1 });
  });

  it("decode the whole fragment before reading the pointer, as the validator does: #/$defs%2FUnit is /$defs/Unit", () => {
    const schema: JsonSchemaObject = {
      ...convertLengthSchema,
      properties: { unit: { $ref: "#/$defs%2FUnit", description: "The unit." } },
      required: ["unit"],
      $defs: { Unit: { type: "string", enum: ["m"] } },
    };
    expect(compile(schema)({ unit: "m" })).toEqual({ ok: true });
    const { schema: strict, problems } = toOpenAIStrictSchema(schema);
    expect(problems).toEqual([]);
    expect(strict.properties?.["unit"]).toEqual({ type: "string", enum: ["m"], description: "The unit." });
  });
});

describe("OpenAIAgent in strict mode on a $ref with a description beside it", () => {
  const wire = wireServerPerTest();

  it("sends the definition inlined with the description, and the handler gets the call", async () => {
    const calls: Record<string, unknown>[] = [];
    const registry = new ToolRegistry();
    registry.register(
      "convert_length",
      convertLengthSchema,
      (args) => {
        calls.push(args);
        return 1000;
      },
      { description: "Converts a length from one unit to another." },
    );
    const s = await wire.start([
      openaiJson({
        toolCalls: [
          { id: "call_1", name: "convert_length", arguments: '{"value":1,"from":"km","to":"m","digits":null}' },
        ],
        finishReason: "tool_calls",
      }),
      openaiJson({ text: "1000 m.", finishReason: "stop" }),
    ]);
    const agent = new OpenAIAgent({
      name: "assistant",
      registry,
      client: new OpenAI({ apiKey: "test-key", baseURL: `${s.baseURL}/v1`, maxRetries: 0 }),
      model: "gpt-test",
      strict: true,
      stdout: { write: () => true },
    });

    const result = await agent.conversationWithTool("1 km in m?");

    expect(result).toMatchObject({ text: "1000 m.", stopped: "end" });
    const tools = wire.sent(0).tools as { function: { name: string; strict: boolean; parameters: JsonSchemaObject } }[];
    const sent = tools.find((t) => t.function.name === "convert_length")?.function;
    expect(sent?.strict).toBe(true);
    for (const tool of tools) expect(refsWithSiblings(tool.function.parameters)).toEqual([]);
    expect(sent?.parameters.properties?.["from"]).toEqual({
      type: "string",
      enum: ["mm", "cm", "m", "km"],
      description: "The unit `value` is in.",
    });
    expect(calls).toEqual([{ value: 1, from: "km", to: "m" }]);
  });
});

describe("restoreOmittedArguments", () => {
  it("keeps null for a property that was nullable in the original", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { note: { type: ["string", "null"] }, due: { type: "string" }, ref: { $ref: "#/$defs/MaybeId" } },
      required: [],
      additionalProperties: false,
      $defs: { MaybeId: { anyOf: [{ type: "integer" }, { type: "null" }] } },
    };
    expect(restoreOmittedArguments(schema, { note: null, due: null, ref: null })).toEqual({ note: null, ref: null });
  });

  it("keeps null for a required property, for the validator to report", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: { a: { type: "string" } },
      required: ["a"],
      additionalProperties: false,
    };
    expect(restoreOmittedArguments(schema, { a: null })).toEqual({ a: null });
  });

  it("restores inside arrays and picks the union branch by its keys and discriminator", () => {
    const schema: JsonSchemaObject = {
      type: "object",
      properties: {
        shapes: {
          type: "array",
          items: {
            anyOf: [
              {
                type: "object",
                properties: { kind: { const: "circle" }, r: { type: "number" }, label: { type: "string" } },
                required: ["kind", "r"],
                additionalProperties: false,
              },
              {
                type: "object",
                properties: {
                  kind: { const: "square" },
                  side: { type: "number" },
                  label: { type: ["string", "null"] },
                },
                required: ["kind", "side"],
                additionalProperties: false,
              },
            ],
          },
        },
      },
      required: ["shapes"],
      additionalProperties: false,
    };
    const strict = toOpenAIStrictSchema(schema);
    expect(strict.problems).toEqual([]);
    const value = {
      shapes: [
        { kind: "circle", r: 1, label: null },
        { kind: "square", side: 2, label: null },
      ],
    };
    expect(accepts(strict.schema, value)).toBe(true);
    const restored = restoreOmittedArguments(schema, value);
    expect(restored).toEqual({
      shapes: [
        { kind: "circle", r: 1 },
        { kind: "square", side: 2, label: null },
      ],
    });
    expect(accepts(schema, restored)).toBe(true);
  });

  it("keeps arguments named __proto__ or constructor as own properties of a plain object", () => {
    const schema: JsonSchemaObject = { type: "object", properties: { a: { type: "string" } }, additionalProperties: false };
    const restored = restoreOmittedArguments(schema, JSON.parse('{"a": "x", "__proto__": {"polluted": true}, "constructor": null}')) as object;
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(Object.keys(restored)).toEqual(["a", "__proto__", "constructor"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The validator then refuses the extra arguments by name.
    expect(compile(schema)(restored)).toMatchObject({ ok: false, errors: [{ path: "/__proto__" }, { path: "/constructor" }] });
  });

  it("picks a union branch by its own property names, not names every object inherits", () => {
    const toStringProperty: Record<string, JsonSchemaObject> = Object.fromEntries([["toString", { type: "string" }]]);
    const schema: JsonSchemaObject = {
      anyOf: [
        { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
        { type: "object", properties: toStringProperty, additionalProperties: false },
      ],
    };
    // Strict mode sent null for the omitted optional toString: the second branch drops it.
    expect(restoreOmittedArguments(schema, JSON.parse('{"toString": null}'))).toEqual({});
  });

  it("leaves values the schema does not describe alone, and does not mutate its input", () => {
    const input = { query: "q", extra: null, limit: null };
    const restored = restoreOmittedArguments(searchSchema, input);
    expect(restored).toEqual({ query: "q", extra: null });
    expect(input).toEqual({ query: "q", extra: null, limit: null });
    expect(restoreOmittedArguments(searchSchema, "not an object")).toBe("not an object");
  });
});
