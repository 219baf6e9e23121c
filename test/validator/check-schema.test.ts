import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { checkSchema, compile, SchemaError, SUPPORTED_KEYWORDS, validate } from "../../src/validator/index.js";

describe("SUPPORTED_KEYWORDS", () => {
  it("lists exactly the implemented keywords, annotations included", () => {
    expect([...SUPPORTED_KEYWORDS].sort()).toEqual(
      [
        "$schema", "$id", "$anchor", "$dynamicAnchor", "$ref", "$dynamicRef", "$defs", "$comment", "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "multipleOf", "minLength", "maxLength", "pattern", "format", "minItems", "maxItems", "uniqueItems", "prefixItems", "items", "contains", "minContains", "maxContains", "unevaluatedItems",
        "minProperties", "maxProperties", "required", "dependentRequired", "propertyNames", "properties", "patternProperties", "additionalProperties", "unevaluatedProperties", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "title", "description", "default",
        "examples", "deprecated", "readOnly", "writeOnly", "contentMediaType", "contentEncoding", "contentSchema",
      ].sort(),
    );
    expect(Object.isFrozen(SUPPORTED_KEYWORDS)).toBe(true);
  });
});

describe("checkSchema", () => {
  it("accepts a well-formed schema using every supported keyword", () => {
    const schema: JsonSchema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://example.com/every-keyword.json",
      $comment: "c",
      title: "t",
      description: "d",
      type: "object",
      properties: {
        s: { type: "string", minLength: 1, maxLength: 9, pattern: "^[a-z]+$", format: "email", default: "a", examples: ["a"], deprecated: true },
        c: { type: "string", contentMediaType: "application/json", contentEncoding: "base64", contentSchema: { type: "object" } },
        n: { type: ["number", "null"], minimum: 0, maximum: 9, exclusiveMinimum: -1, exclusiveMaximum: 10, multipleOf: 0.5, readOnly: true },
        a: { type: "array", prefixItems: [{ const: 1 }], items: { enum: [1, 2] }, minItems: 1, maxItems: 3, uniqueItems: true, contains: { const: 2 }, minContains: 1, maxContains: 2, writeOnly: false },
        e: { allOf: [{ properties: { a: true } }], unevaluatedProperties: false, prefixItems: [true], unevaluatedItems: false },
        d: { $dynamicRef: "#d" },
        u: { anyOf: [{ $ref: "#/$defs/x" }, true], oneOf: [{}, false], allOf: [{}], not: false, if: { type: "object" }, then: { dependentSchemas: { a: { required: ["b"] } } }, else: true },
      },
      patternProperties: { "^x-": { type: "string" } },
      minProperties: 1,
      maxProperties: 9,
      propertyNames: { maxLength: 8 },
      dependentRequired: { n: ["a"] },
      required: ["s"],
      additionalProperties: false,
      $defs: { x: { $anchor: "x", type: "integer" }, d: { $dynamicAnchor: "d", type: "string" } },
    };
    expect(checkSchema(schema)).toEqual([]);
  });

  it("names an unsupported keyword and where it is, everywhere in the schema", () => {
    expect(checkSchema({ properties: { a: { $recursiveAnchor: true } }, $defs: { unused: { $vocabulary: {} } }, items: { definitions: {} } })).toEqual([
      { schemaPath: "/properties/a/$recursiveAnchor", keyword: "$recursiveAnchor", message: "unsupported keyword '$recursiveAnchor'" },
      { schemaPath: "/$defs/unused/$vocabulary", keyword: "$vocabulary", message: "unsupported keyword '$vocabulary'" },
      { schemaPath: "/items/definitions", keyword: "definitions", message: "unsupported keyword 'definitions': use '$defs' (draft 2020-12)" },
    ]);
  });

  it("says what to write instead of OpenAPI's discriminator and example", () => {
    const schema = { oneOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }], discriminator: { propertyName: "kind" }, properties: { n: { example: 1 } } };
    expect(checkSchema(schema as never)).toEqual([
      {
        schemaPath: "/discriminator",
        keyword: "discriminator",
        message: "unsupported keyword 'discriminator': an OpenAPI keyword, not JSON Schema's: remove it and give each oneOf branch a const for the property (the validator tells the branches apart by it)",
      },
      { schemaPath: "/properties/n/example", keyword: "example", message: "unsupported keyword 'example': an OpenAPI keyword: use 'examples', an array" },
    ]);
  });

  it("refuses a dependentRequired that is not an object of property name lists", () => {
    expect(checkSchema({ dependentRequired: { a: ["b", "b"] } })).toEqual([
      { schemaPath: "/dependentRequired", keyword: "dependentRequired", message: "dependentRequired 'a' must not repeat a property name" },
    ]);
    expect(checkSchema({ dependentRequired: ["a"] } as never)[0]?.message).toBe("dependentRequired must be an object of property name lists, got array");
    expect(checkSchema({ minProperties: -1 })[0]?.message).toBe("minProperties must be a non-negative integer, got -1");
  });

  it("refuses keyword values of the wrong shape", () => {
    const problems = checkSchema({
      minLength: -1,
      maxItems: 1.5,
      required: "x",
      type: "strin",
      multipleOf: 0,
      items: [{}],
      properties: { a: 3 },
      anyOf: [],
      enum: [undefined],
      uniqueItems: "yes",
      $schema: "http://json-schema.org/draft-07/schema#",
    } as never);
    expect(problems.map((p) => [p.schemaPath, p.message])).toEqual([
      ["/minLength", "minLength must be a non-negative integer, got -1"],
      ["/maxItems", "maxItems must be a non-negative integer, got 1.5"],
      ["/required", "required must be an array of property names, got string"],
      ["/type", 'type "strin" is not a JSON type (one of: null, boolean, object, array, number, integer, string)'],
      ["/multipleOf", "multipleOf must be a number greater than 0, got 0"],
      ["/items", "items must be a schema; for a tuple, use prefixItems (draft 2020-12)"],
      ["/anyOf", "anyOf must be a non-empty array of schemas, got array"],
      ["/enum", "enum must hold JSON values only"],
      ["/uniqueItems", "uniqueItems must be a boolean, got string"],
      ["/$schema", expect.stringMatching(/^\$schema only JSON Schema draft 2020-12/)],
      ["/properties/a", "must be a schema (an object or a boolean), got integer"],
    ]);
  });

  it("refuses a required property that a closed object does not define", () => {
    expect(checkSchema({ type: "object", properties: { a: {} }, required: ["a", "b"], additionalProperties: false })).toEqual([
      {
        schemaPath: "/required/1",
        keyword: "required",
        message: "required property 'b' is not defined in 'properties' and additionalProperties is false, so no value can pass",
      },
    ]);
    expect(checkSchema({ properties: { a: {} }, required: ["b"] })).toEqual([]);
    // A name a pattern of patternProperties matches is defined.
    expect(checkSchema({ patternProperties: { "^b": {} }, required: ["b1", "c"], additionalProperties: false })).toEqual([
      {
        schemaPath: "/required/1",
        keyword: "required",
        message: "required property 'c' is not defined in 'properties' nor matched by 'patternProperties' and additionalProperties is false, so no value can pass",
      },
    ]);
    // Well defined (every value fails), so compile accepts it.
    expect(compile({ required: ["b"], additionalProperties: false })({}).ok).toBe(false);
  });

  it("refuses a pattern that is not a u-flag RegExp", () => {
    expect(checkSchema({ pattern: "[a-" })[0]).toMatchObject({ schemaPath: "/pattern", keyword: "pattern", message: expect.stringMatching(/not a valid regular expression/) });
    // Valid without the u flag, not with it.
    expect(checkSchema({ pattern: "\\-" })[0]?.message).toMatch(/u flag/);
  });

  it("checks each key of patternProperties as a pattern, and never runs a refused one", () => {
    expect(checkSchema({ patternProperties: { "^a": {}, "[a-": {}, "^(a+)+$": { type: "string" }, "x/y": { type: "strin" } } } as never)).toEqual([
      { schemaPath: "/patternProperties/[a-", keyword: "patternProperties", message: "patternProperties key is not a valid regular expression with the u flag: Unterminated character class" },
      { schemaPath: "/patternProperties/^(a+)+$", keyword: "patternProperties", message: expect.stringMatching(/can backtrack catastrophically/) },
    ]);
    expect(checkSchema({ patternProperties: { "x/y": { type: "strin" } } } as never)[0]).toMatchObject({ schemaPath: "/patternProperties/x~1y/type", keyword: "type" });
    expect(() => compile({ patternProperties: { "^(a+)+$": {} }, required: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"], additionalProperties: false })).toThrow(/catastrophically/);
  });

  it("makes compile throw a SchemaError listing the problems", () => {
    try {
      compile({ type: "strin", properties: { a: { foo: 1 } } } as never);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaError);
      expect((error as SchemaError).problems).toHaveLength(2);
      expect((error as SchemaError).message).toMatch(/^invalid schema: \/type: type "strin"/);
    }
  });

  it("refuses a schema that is not an object or a boolean", () => {
    expect(checkSchema(null as never)).toEqual([{ schemaPath: "", keyword: "schema", message: "must be a schema (an object or a boolean), got null" }]);
    expect(checkSchema(true)).toEqual([]);
  });

  it("refuses a schema nested deeper than it can compile safely, without overflowing", () => {
    let deep: JsonSchema = {};
    for (let i = 0; i < 20_000; i++) deep = { not: deep };
    const problems = checkSchema(deep);
    expect(problems).toEqual([expect.objectContaining({ message: "schema is nested more than 1000 levels deep" })]);
    expect(() => validate(deep, 1)).toThrow(SchemaError);
  });
});

describe("catastrophic backtracking", () => {
  const refused = [
    "^(a+)+$",
    "(a|a)*",
    "(a*)*b",
    "(\\w+\\s?)*$",
    "(a?a)+",
    "^(\\w+|-)+$",
    "^\\w+([.-]?\\w+)*@\\w+$",
    "^(x+x+)+y$",
    "((ab)*)*c",
    // Overlapping Unicode categories, a long bounded repetition, a short one inside an unbounded one.
    "^(\\p{L}|[a-z])+$",
    "^(\\p{L}|\\p{Ll})+$",
    "^(?:a|a){64}$",
    "^(x(a?a){3}y)+$",
    // Alternatives no character tells apart within a repetition: the dot is optional, or taken by both.
    "^(?:\\.?(?:0|\\d*[a-z]))*$",
    "^(?:\\.(?:0|[\\d.]*[a-z]))*$",
  ];
  const accepted = [
    "^[a-z0-9_]+$",
    "^\\d{4}-\\d{2}-\\d{2}$",
    "^(\\+\\d{1,3})?\\d{6,12}$",
    "^[a-z]+(-[a-z]+)*$",
    "^(?:[a-z0-9]+(?:-[a-z0-9]+)*\\.)+[a-z]{2,}$",
    "^(\\d{1,3}\\.){3}\\d{1,3}$",
    '^"(?:[^"\\\\]|\\\\.)*"$',
    "^\\s*\\S+(\\s+\\S+)*\\s*$",
    "^[A-Z]{2}\\d{2}( ?\\d{4})*$",
    // semver.org's pattern, a dotted quad, disjoint Unicode categories.
    "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$",
    "^(?:(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)$",
    "^(\\p{L}|\\p{N})+$",
    "^(\\p{Lu}|\\p{Ll}|_)+$",
  ];

  it.each(refused)("refuses %s at registration", (pattern) => {
    const problems = checkSchema({ properties: { p: { type: "string", pattern } } });
    expect(problems).toEqual([{ schemaPath: "/properties/p/pattern", keyword: "pattern", message: expect.stringMatching(/can backtrack catastrophically/) }]);
  });

  it.each(accepted)("accepts %s", (pattern) => {
    expect(checkSchema({ pattern })).toEqual([]);
  });

  // V8 parses a pattern too large to run, and throws only when it first runs it: once for Latin-1 text, once for other text.
  it.each([
    ["Latin-1", "a".repeat(40_000)],
    ["two-byte", "€".repeat(40_000)],
  ])("refuses a %s pattern too large for the engine to run, at registration and not at the first call", (_, pattern) => {
    const problems = checkSchema({ properties: { p: { type: "string", pattern } } });
    expect(problems).toEqual([{ schemaPath: "/properties/p/pattern", keyword: "pattern", message: `pattern '${[...pattern].slice(0, 100).join("")}…' cannot be run by JavaScript's regular expression engine: Regular expression too large` }]);
    expect(() => compile({ properties: { p: { type: "string", pattern } } })).toThrow(SchemaError);
  });

  it("never runs a refused pattern: compile and validate throw before any matching", () => {
    const evil = "a".repeat(40) + "!"; // would take minutes with ^(a+)+$
    const original = RegExp.prototype.exec;
    const runs = new Map<string, number>();
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      runs.set(this.source, (runs.get(this.source) ?? 0) + 1);
      return original.call(this, s);
    };
    try {
      expect(() => validate({ pattern: "^(a+)+$" }, evil)).toThrow(SchemaError);
      expect(() => compile({ pattern: "^(a+)+$" })).toThrow(/catastrophically/);
      expect(validate({ pattern: "^(a)+$" }, "aa").ok).toBe(true);
    } finally {
      RegExp.prototype.exec = original;
    }
    expect(runs.get("^(a+)+$")).toBeUndefined();
    expect(runs.get("^(a)+$")).toBeGreaterThan(0); // the spy does see patterns that run
  });
});
