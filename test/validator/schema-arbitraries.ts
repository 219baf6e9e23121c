/**
 * Generated schemas over every supported keyword, and JSON values near their shapes: shared by the
 * comparisons of the AOT validators with the interpreter and of the interpreter with Ajv.
 */
import fc from "fast-check";
import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { checkSchema } from "../../src/validator/index.js";

// Property names that exercise escaping and own-property handling.
const NAMES = ["a", "b", "kind", "__proto__", "toString", "x/y", "t~1"];
const PATTERNS = ["^[a-z]+$", "b", "^\\d{2,4}$", "^(ab|cd)*$", "^.$"];
// patternProperties keys: each matches some of NAMES (the property names values use) and not others.
const NAME_PATTERNS = ["^[a-z]+$", "o", "/", "^_", "^t"];
const FORMATS = ["date-time", "date", "time", "email", "uri", "uuid", "ipv4", "ipv6", "hostname"];

const scalar = fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: -5, max: 5 }), fc.double({ min: -5, max: 5, noNaN: true, noDefaultInfinity: true }), fc.constantFrom("a", "b", "ab", "", "2024-01-01", "\u{1F4A9}"));
export const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...NAMES), tie("value"), { maxKeys: 4 }),
  ),
})).value;

const typeName = fc.constantFrom("null", "boolean", "object", "array", "number", "integer", "string");

/** Well-formed schemas over every supported keyword; `#/$defs/node` always exists (see below). */
const schemaArb = fc.letrec<{ schema: JsonSchema }>((tie) => {
  const sub = tie("schema");
  // The records' inferred types are narrower than JsonSchema's index signature allows; they are schemas.
  const leaf = fc.oneof(
    fc.boolean(),
    fc.record({ type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 })) }),
    fc.record({ enum: fc.array(jsonValue, { minLength: 1, maxLength: 4 }) }),
    fc.record({ const: jsonValue }),
    fc.record({ minimum: fc.integer({ min: -3, max: 3 }), exclusiveMaximum: fc.integer({ min: 0, max: 6 }), multipleOf: fc.constantFrom(1, 0.5, 0.1, 3) }, { requiredKeys: [] }),
    fc.record({ type: fc.constant("string"), minLength: fc.nat(3), maxLength: fc.nat(4), pattern: fc.constantFrom(...PATTERNS), format: fc.constantFrom(...FORMATS) }, { requiredKeys: ["type"] }),
    fc.constant({ $ref: "#/$defs/node" }),
    fc.constant({ $ref: "#node" }),
    fc.constant({ $ref: "#" }),
  ) as fc.Arbitrary<JsonSchema>;
  const composite = fc.oneof(
    fc.record(
      {
        type: fc.constant("object"),
        properties: fc.dictionary(fc.constantFrom(...NAMES), sub, { maxKeys: 3 }),
        patternProperties: fc.dictionary(fc.constantFrom(...NAME_PATTERNS), sub, { minKeys: 1, maxKeys: 2 }),
        required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
        dependentRequired: fc.dictionary(fc.constantFrom(...NAMES), fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 2 }), { minKeys: 1, maxKeys: 2 }),
        dependentSchemas: fc.dictionary(fc.constantFrom(...NAMES), sub, { minKeys: 1, maxKeys: 2 }),
        propertyNames: fc.oneof(fc.boolean(), fc.record({ pattern: fc.constantFrom(...NAME_PATTERNS) }), fc.record({ maxLength: fc.nat(4) }), sub),
        minProperties: fc.nat(2),
        maxProperties: fc.nat(3),
        additionalProperties: fc.oneof(fc.boolean(), sub),
        // What the object's in-place subschemas evaluate counts for unevaluatedProperties.
        anyOf: fc.array(sub, { minLength: 1, maxLength: 2 }),
        unevaluatedProperties: fc.oneof(fc.boolean(), sub),
      },
      { requiredKeys: ["type"] },
    ),
    fc.record(
      {
        type: fc.constant("array"),
        prefixItems: fc.array(sub, { minLength: 1, maxLength: 2 }),
        items: fc.oneof(fc.boolean(), sub),
        minItems: fc.nat(2),
        maxItems: fc.nat(4),
        uniqueItems: fc.boolean(),
        contains: sub,
        minContains: fc.nat(2),
        maxContains: fc.nat(3),
        allOf: fc.array(sub, { minLength: 1, maxLength: 2 }),
        unevaluatedItems: fc.oneof(fc.boolean(), sub),
      },
      { requiredKeys: [] },
    ),
    fc.record({ allOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ anyOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ not: sub }),
    fc.record({ if: sub, then: sub, else: sub }, { requiredKeys: ["if"] }),
    // A discriminated union: each branch fixes `kind`.
    fc.array(fc.tuple(fc.constantFrom("a", "b", 1, true), sub), { minLength: 2, maxLength: 3 }).map((branches) => ({
      anyOf: branches.map(([kind, rest]) => ({ type: "object", properties: { kind: { const: kind }, a: rest }, required: ["kind"] })),
    })),
  ) as fc.Arbitrary<JsonSchema>;
  return { schema: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, composite) };
}).schema;

export const toolSchema: fc.Arbitrary<JsonSchemaObject> = fc.tuple(schemaArb, schemaArb).map(([root, node]) => ({
  $defs: { node: { ...(typeof node === "boolean" ? { allOf: [node] } : { ...node, $defs: undefined }), $anchor: "node" } },
  allOf: [root],
}));

/** The schemas of `samples` that the validator accepts (one whose `required` no value can meet is well defined). */
export function wellFormed<T extends { schema: JsonSchemaObject }>(samples: readonly T[]): T[] {
  return samples
    .map((s) => ({ ...s, schema: JSON.parse(JSON.stringify(s.schema)) as JsonSchemaObject }))
    .filter((s) => checkSchema(s.schema).every((p) => p.keyword === "required"));
}
