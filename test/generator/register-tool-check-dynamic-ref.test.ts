import { beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

/** A registerTool tool with these `parameters` (an object, written as JSON), whose handler takes `args`. */
const registeredJson = (name: string, parameters: JsonSchemaObject, args: string): string => registered(name, JSON.stringify(parameters), args);

/** `parameters` whose one argument, `name`, has this schema, beside `$defs`. */
const argument = (name: string, schema: JsonSchemaObject, $defs: Record<string, JsonSchemaObject>): JsonSchemaObject => ({
  type: "object",
  properties: { [name]: { description: "The argument.", ...schema } },
  required: [name],
  $defs,
});

/** One `$dynamicAnchor` named `count` in the document: every resolution goes there. */
const oneAnchor = argument("count", { $dynamicRef: "#count" }, { count: { $dynamicAnchor: "count", type: "string" } });

/** Two named `count`, one in the root resource, which validation enters first: every resolution goes there, not to `box`'s own. */
const rootAnchor: JsonSchemaObject = argument(
  "box",
  { $ref: "box" },
  {
    count: { $dynamicAnchor: "count", type: "string" },
    box: {
      $id: "box",
      type: "object",
      properties: { count: { description: "The count.", $dynamicRef: "#count" } },
      required: ["count"],
      $defs: { count: { $dynamicAnchor: "count", type: "number" } },
    },
  },
);

/** A list whose items are what the resource it is reached through names `item`: strings through one, numbers through the other. */
const twoWays: JsonSchemaObject = {
  type: "object",
  properties: { names: { description: "Names.", $ref: "strings" }, counts: { description: "Counts.", $ref: "numbers" } },
  required: ["names", "counts"],
  $defs: {
    list: { $id: "list", type: "array", items: { $dynamicRef: "#item" }, $defs: { item: { $dynamicAnchor: "item", type: "boolean" } } },
    strings: { $id: "strings", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "string" } } },
    numbers: { $id: "numbers", $ref: "list", $defs: { item: { $dynamicAnchor: "item", type: "number" } } },
  },
};

/** A tree whose children are trees: the root resource's anchor. */
const tree: JsonSchemaObject = {
  $dynamicAnchor: "node",
  type: "object",
  properties: { label: { description: "The label.", type: "string" }, children: { description: "The children.", type: "array", items: { $dynamicRef: "#node" } } },
  required: ["label", "children"],
};

/** A root with an `$id`, a `$schema` and `$dynamicAnchor: "meta"`, whose `child` (this schema) is another of it. */
const meta = (child: JsonSchemaObject): JsonSchemaObject => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://example.com/meta",
  $dynamicAnchor: "meta",
  type: "object",
  properties: { name: { description: "The name.", type: "string" }, child: { description: "The child.", ...child } },
  required: ["name"],
});

const tools = [
  'import { registerTool } from "gen-tools";',
  registeredJson("one_anchor", oneAnchor, "{ count: number }"),
  registeredJson("one_anchor_fit", oneAnchor, "{ count: string }"),
  registeredJson("root_anchor", rootAnchor, "{ box: { count: number } }"),
  registeredJson("root_anchor_fit", rootAnchor, "{ box: { count: string } }"),
  registeredJson("two_ways", twoWays, "{ names: string[]; counts: number[] }"),
  registeredJson("by_pointer", argument("count", { $dynamicRef: "#/$defs/count" }, { count: { type: "string" } }), "{ count: number }"),
  registeredJson("unit", argument("unit", { $dynamicRef: "#unit" }, { unit: { $dynamicAnchor: "unit", enum: ["c", "k"] } }), '{ unit: "c" | "f" }'),
  registeredJson(
    "object_behind",
    argument("box", { $dynamicRef: "#box" }, { box: { $dynamicAnchor: "box", type: "object", properties: { count: { type: "string" } }, required: ["count"] } }),
    "{ box: { count: number } }",
  ),
  registeredJson("tree", tree, "Node"),
  registeredJson("tree_mismatch", tree, "{ label: string; children: { label: number; children: [] }[] }"),
  "type Node = { label: string; children: Node[] };",
  registeredJson("meta", meta({ $dynamicRef: "#meta" }), "Meta"),
  registeredJson("meta_nullable", meta({ anyOf: [{ $dynamicRef: "#meta" }, { type: "null" }] }), "NullableMeta"),
  registeredJson("meta_mismatch", meta({ $dynamicRef: "#meta" }), "{ name: string; child?: { name: number } }"),
  "type Meta = { name: string; child?: Meta };",
  "type NullableMeta = { name: string; child?: NullableMeta | null };",
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check follows a $dynamicRef where every resolution gives the same subschema", () => {
  it("to the document's one $dynamicAnchor of its name (GT3004 at the $dynamicRef)", () => {
    expect(check.about("one_anchor")).toEqual([`${check.at("one_anchor", '"#count"')} - error GT3004: tool 'one_anchor': property 'count' is string in the schema but number in the handler's type`]);
    expect(check.about("one_anchor_fit")).toEqual([]);
  });

  it("to the root resource's $dynamicAnchor of its name, where the validator goes too", () => {
    expect(validate(rootAnchor, { box: { count: "three" } })).toEqual({ ok: true });
    expect(validate(rootAnchor, { box: { count: 3 } }).ok).toBe(false);
    expect(check.about("root_anchor")).toEqual([`${check.at("root_anchor", '"#count"')} - error GT3004: tool 'root_anchor': property 'box.count' is string in the schema but number in the handler's type`]);
    expect(check.about("root_anchor_fit")).toEqual([]);
  });

  it("as a $ref where its fragment is a JSON Pointer", () => {
    expect(check.about("by_pointer")).toEqual([`${check.at("by_pointer", '"#/$defs/count"')} - error GT3004: tool 'by_pointer': property 'count' is string in the schema but number in the handler's type`]);
  });

  it("into the literals and the properties of its target (GT3004)", () => {
    expect(check.about("unit")).toEqual([`${check.at("unit", '"k"')} - error GT3004: tool 'unit': property 'unit' is "c" | "k" in the schema but "c" | "f" in the handler's type, which does not take "k"`]);
    expect(check.about("object_behind")).toEqual([`${check.at("object_behind", '"string"')} - error GT3004: tool 'object_behind': property 'box.count' is string in the schema but number in the handler's type`]);
  });

  it("back to the root of a recursive schema: no diagnostic where it matches the handler, GT3004 inside where not", () => {
    expect(check.about("tree")).toEqual([]);
    expect(check.about("tree_mismatch")).toEqual([
      `${check.at("tree_mismatch", '"string"')} - error GT3004: tool 'tree_mismatch': property 'children[].label' is string in the schema but number in the handler's type`,
    ]);
  });

  it("to the root's $dynamicAnchor (#meta) where the root has an $id and a $schema, through a nullable union too", () => {
    expect(check.about("meta")).toEqual([]);
    expect(check.about("meta_nullable")).toEqual([]);
    expect(check.about("meta_mismatch")).toEqual([
      `${check.at("meta_mismatch", '"string"')} - error GT3004: tool 'meta_mismatch': property 'child.name' is string in the schema but number in the handler's type`,
      `${check.at("meta_mismatch", '"child":', "{")} - error GT3001: tool 'meta_mismatch': the schema defines property 'child.child', which the handler's parameter type lacks`,
    ]);
  });

  it("but not where the target depends on the way validation came (the check cannot tell: no diagnostic)", () => {
    expect(validate(twoWays, { names: ["a"], counts: [1] })).toEqual({ ok: true });
    expect(check.about("two_ways")).toEqual([]);
  });
});
