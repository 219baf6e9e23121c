import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { checkSchema, compile, type Validator } from "../../src/validator/index.js";
import { importSchemaValidators } from "../aot/load-module.js";

/**
 * A generic list (`list`) whose items are whatever the outermost resource on the way names
 * `#item`, used twice: by a resource of strings and one of numbers. The items' union reaches its
 * `$dynamicRef` in both scopes.
 */
const typedLists: JsonSchemaObject = {
  $id: "https://example.com/root",
  type: "object",
  properties: {
    names: { $ref: "strings" },
    counts: { $ref: "numbers" },
  },
  $defs: {
    list: {
      $id: "list",
      type: "array",
      items: { anyOf: [{ $dynamicRef: "#item" }, { type: "null" }] },
      $defs: { fallback: { $dynamicAnchor: "item", type: "boolean" } },
    },
    strings: { $id: "strings", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "string" } } },
    numbers: { $id: "numbers", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "number" } } },
  },
};

/** The interpreter and the ahead-of-time validator of each schema, side by side. */
async function bothValidators(schema: JsonSchemaObject): Promise<[string, Validator][]> {
  const { t } = await importSchemaValidators([{ name: "t", schema }]);
  return [
    ["interpreter", compile(schema)],
    ["ahead of time", t as Validator],
  ];
}

describe("$dynamicRef", () => {
  it("applies the anchor of the outermost resource validation came through, per use of a shared subschema", async () => {
    for (const [label, validate] of await bothValidators(typedLists)) {
      expect(validate({ names: ["a", null], counts: [1, 2.5] }), label).toEqual({ ok: true });
      const result = validate({ names: ["a", 1, true], counts: ["b", 2, false] });
      expect(result.ok, label).toBe(false);
      // Each union error is followed by those of its closest branch, the $dynamicRef's target in that scope.
      expect(result.ok ? [] : result.errors.map((e) => [e.path, e.schemaPath]), label).toEqual([
        ["/names/1", "/$defs/list/items/anyOf"],
        ["/names/1", "/$defs/strings/$defs/item/type"],
        ["/names/2", "/$defs/list/items/anyOf"],
        ["/names/2", "/$defs/strings/$defs/item/type"],
        ["/counts/0", "/$defs/list/items/anyOf"],
        ["/counts/0", "/$defs/numbers/$defs/item/type"],
        ["/counts/2", "/$defs/list/items/anyOf"],
        ["/counts/2", "/$defs/numbers/$defs/item/type"],
      ]);
    }
  });

  it("falls back to the anchor it names when no resource on the way has one", async () => {
    const list = typedLists.$defs?.list as JsonSchemaObject;
    for (const [label, validate] of await bothValidators({ $id: "https://example.com/only", $ref: "list", $defs: { list } })) {
      expect(validate([true, null]), label).toEqual({ ok: true });
      expect(validate(["a"]).ok, label).toBe(false);
    }
  });

  it("is a $ref when the fragment is a pointer, or names an anchor that is not dynamic", async () => {
    const schema: JsonSchemaObject = {
      $id: "https://example.com/plain",
      $dynamicAnchor: "item",
      type: "object",
      properties: { a: { $dynamicRef: "#/$defs/n" }, b: { $dynamicRef: "#plain" } },
      $defs: { n: { type: "number" }, s: { $anchor: "plain", type: "string" } },
    };
    for (const [label, validate] of await bothValidators(schema)) {
      expect(validate({ a: 1, b: "x" }), label).toEqual({ ok: true });
      expect(validate({ a: "1" }).ok, label).toBe(false);
      expect(validate({ b: 1 }).ok, label).toBe(false);
    }
  });

  it("refuses a reference to nothing, a bad anchor name, a repeated anchor and a cycle through the anchors it can reach", () => {
    expect(checkSchema({ $dynamicRef: "#nowhere" })).toEqual([
      { schemaPath: "/$dynamicRef", keyword: "$dynamicRef", message: "'#nowhere' names no $anchor of this schema" },
    ]);
    expect(checkSchema({ $dynamicAnchor: "1x" })).toEqual([
      expect.objectContaining({ schemaPath: "/$dynamicAnchor", keyword: "$dynamicAnchor" }),
    ]);
    expect(checkSchema({ $defs: { a: { $anchor: "x" }, b: { $dynamicAnchor: "x" } } })).toEqual([
      { schemaPath: "/$defs/b/$dynamicAnchor", keyword: "$dynamicAnchor", message: "$dynamicAnchor 'x' is also at /$defs/a: a name is one location in a resource" },
    ]);
    // Statically `#node` is the root, which is fine; in the scope of `loop`, it is `loop`, which applies itself.
    const cycle = checkSchema({
      $dynamicAnchor: "node",
      $defs: { loop: { $id: "loop", $dynamicAnchor: "node", allOf: [{ $dynamicRef: "#node" }] } },
    });
    expect(cycle).toEqual([expect.objectContaining({ keyword: "$dynamicRef", message: expect.stringContaining("$dynamicRef cycle that never moves into the value") })]);
  });

  it("accepts $anchor and $dynamicAnchor of one name on the same subschema", () => {
    expect(checkSchema({ $defs: { a: { $anchor: "x", $dynamicAnchor: "x", type: "string" } }, $dynamicRef: "#x" })).toEqual([]);
  });
});
