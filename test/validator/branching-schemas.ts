import type { JsonSchemaObject } from "../../src/json-schema.js";

/** `{ child: { child: ... leaf } }`, `levels` deep. */
export function nest(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { child: value };
  return value;
}

export const node = (extra: JsonSchemaObject = {}): JsonSchemaObject => ({ type: "object", properties: { child: { $ref: "#/$defs/node" } }, ...extra });

/**
 * Recursive schemas that apply two subschemas to the same value with no discriminator: without
 * deciding each (subschema, value) once per call, a value nested to the depth limit takes 2^depth steps.
 */
export const BRANCHING: Record<string, JsonSchemaObject> = {
  anyOf: { $defs: { node: { anyOf: [node({ required: ["a"] }), node()] } }, $ref: "#/$defs/node" },
  oneOf: { $defs: { node: { oneOf: [node(), node({ additionalProperties: true })] } }, $ref: "#/$defs/node" },
  allOf: { $defs: { node: { allOf: [node(), node({ additionalProperties: true })] } }, $ref: "#/$defs/node" },
  "$ref beside allOf": { $defs: { node: { $ref: "#/$defs/object", allOf: [node()] }, object: node() }, $ref: "#/$defs/node" },
  // unevaluatedProperties applies the in-place subschemas once more, to learn what they evaluated.
  "unevaluatedProperties over allOf": { $defs: { node: { allOf: [node()], unevaluatedProperties: false } }, $ref: "#/$defs/node" },
  "unevaluatedProperties through a $ref chain": {
    $defs: { node: { $ref: "#/$defs/inner", unevaluatedProperties: false }, inner: { $ref: "#/$defs/object" }, object: node() },
    $ref: "#/$defs/node",
  },
};

/** `[[... leaf]]`, `levels` deep. */
export function nestItems(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** The same for arrays: unevaluatedItems over a recursive list whose items are evaluated in place. */
export const BRANCHING_ITEMS: JsonSchemaObject = {
  $defs: { list: { allOf: [{ type: "array", prefixItems: [{ $ref: "#/$defs/list" }] }], unevaluatedItems: false } },
  $ref: "#/$defs/list",
};
