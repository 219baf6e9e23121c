import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile, MAX_DEPTH } from "../../src/validator/index.js";
import { BRANCHING, BRANCHING_ITEMS, nest, nestItems, node } from "./branching-schemas.js";

describe("recursive schemas that branch in place", () => {
  for (const [name, schema] of Object.entries(BRANCHING)) {
    it(`${name}: a value nested to the depth limit is decided (valid and invalid leaf)`, () => {
      const validate = compile(schema);
      // The leaf sits at depth MAX_DEPTH - 1: every level is checked, none is cut off.
      expect(validate(nest(MAX_DEPTH - 1, {})).ok).toBe(name !== "oneOf");
      const result = validate(nest(MAX_DEPTH - 1, "leaf"));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors.length).toBeGreaterThan(0);
    });
  }

  it("unevaluatedItems over a recursive list: a list nested to the depth limit is decided", () => {
    const validate = compile(BRANCHING_ITEMS);
    expect(validate(nestItems(MAX_DEPTH - 1, [])).ok).toBe(true);
    expect(validate(nestItems(MAX_DEPTH - 1, [1, 2])).ok).toBe(false);
  });

  it("reports the same errors as without branching: the memo changes no result", () => {
    const plain = compile({ $defs: { node: node() }, $ref: "#/$defs/node" });
    const branching = compile(BRANCHING.allOf as JsonSchemaObject, { maxErrors: 1 });
    const value = nest(10, 5);
    const [first] = (plain(value) as { errors: unknown[] }).errors;
    expect(branching(value)).toEqual({ ok: false, errors: [{ ...(first as object), schemaPath: "/$defs/node/allOf/0/type" }] });
  });

  it("validates again from a clean slate on the next call", () => {
    const validate = compile(BRANCHING.anyOf as JsonSchemaObject);
    const value = { child: { child: {} } };
    expect(validate(value).ok).toBe(true);
    (value.child as Record<string, unknown>).child = "leaf";
    expect(validate(value).ok).toBe(false);
  });
});
