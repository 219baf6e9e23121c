import { beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile, MAX_DEPTH, type Validator } from "../../src/validator/index.js";
import { BRANCHING, BRANCHING_ITEMS, nest, nestItems } from "../validator/branching-schemas.js";
import { importSchemaValidators, schemaModuleSource } from "./load-module.js";

describe("ahead-of-time validators on recursive schemas that branch in place", () => {
  let validators: Record<string, Validator> = {};
  beforeAll(async () => {
    validators = await importSchemaValidators([...Object.entries(BRANCHING).map(([name, schema]) => ({ name, schema })), { name: "unevaluatedItems", schema: BRANCHING_ITEMS }]);
  });

  for (const [name, schema] of Object.entries(BRANCHING)) {
    it(`${name}: decides values nested to the depth limit and beyond, as the interpreter does`, () => {
      const aot = validators[name] as Validator;
      const interpreter = compile(schema);
      for (const value of [nest(MAX_DEPTH - 1, {}), nest(MAX_DEPTH - 1, "leaf"), nest(MAX_DEPTH + 3, {})]) {
        expect(aot(value)).toStrictEqual(interpreter(value));
      }
    });
  }

  it("unevaluatedItems over a recursive list: decides lists nested to the depth limit and beyond, as the interpreter does", () => {
    const aot = validators["unevaluatedItems"] as Validator;
    const interpreter = compile(BRANCHING_ITEMS);
    for (const value of [nestItems(MAX_DEPTH - 1, []), nestItems(MAX_DEPTH - 1, [1, 2]), nestItems(MAX_DEPTH + 3, [])]) {
      expect(aot(value)).toStrictEqual(interpreter(value));
    }
  });

  it("emits the memo only where a recursive subschema branches", () => {
    const nullable: JsonSchemaObject = { type: "object", properties: { a: { anyOf: [{ type: "string" }, { type: "null" }] } } };
    expect(schemaModuleSource(nullable)).not.toMatch(/memoTable/);
    expect(schemaModuleSource(BRANCHING.anyOf as JsonSchemaObject)).toMatch(/memoTable/);
  });
});
