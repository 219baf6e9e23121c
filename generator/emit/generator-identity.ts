/**
 * What stands for the generator in the validators' inputs (see validators-fingerprint.ts): the
 * gen-tools version, and a hash of the files it writes for `PROBE`, a schema of each keyword family
 * and two tools with the same schema. A release, or any change to how schemas compile that the
 * probe shows, makes every output stale.
 */
import { createHash } from "node:crypto";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateSchemaModule, generateValidatorIndex, schemaModuleName, type ValidatorTool } from "../aot/index.js";
import { packageVersion } from "../package-root.js";

/**
 * `probeHash()` of the built package, which the build writes here (scripts/built-identity.ts):
 * compiling the probe took about 20 ms of every run. From the sources it is worked out once per
 * process, as their compiled helpers' text may differ from the build's.
 */
const BUILT_PROBE_HASH: string | undefined = undefined;

let identity: string | undefined;

export function generatorIdentity(): string {
  identity ??= `${packageVersion()}\0${BUILT_PROBE_HASH ?? probeHash()}`;
  return identity;
}

/** The hash of the validators' files the generator writes for `PROBE`. */
export function probeHash(): string {
  const modules = PROBE.map((tool) => generateSchemaModule(tool));
  const entries = PROBE.map(({ name }, i) => ({ name, module: schemaModuleName(modules[i]!.js), checked: modules[i]!.checkedSchema !== undefined }));
  const index = generateValidatorIndex(entries, "probe");
  return createHash("sha256").update([...modules.map(({ js }) => js), index].join("\0")).digest("hex");
}

const text = { type: "string" } as const;
const PROBE: ValidatorTool[] = Object.entries({
  object: {
    type: "object",
    properties: { a: text, toString: text },
    required: ["a", "b"],
    dependentRequired: { a: ["toString"] },
    propertyNames: { maxLength: 9 },
    minProperties: 1,
    maxProperties: 3,
    additionalProperties: false,
  },
  extra: { type: "object", properties: { a: text }, patternProperties: { "^x-": text }, additionalProperties: { type: "integer" } },
  array: {
    type: "array",
    prefixItems: [text],
    items: { type: "number", minimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 },
    minItems: 1,
    maxItems: 3,
    uniqueItems: true,
    contains: { const: 1 },
    maxContains: 2,
  },
  string: { type: ["string", "null"], minLength: 1, maxLength: 9, pattern: "^[a-z]+$", format: "email" },
  values: { anyOf: [{ enum: ["x", 1, null] }, { const: { k: [1] } }, { not: { type: "boolean" } }] },
  conditional: { if: { required: ["a"] }, then: { required: ["b"] }, else: { dependentSchemas: { c: { required: ["d"] } } } },
  unevaluated: {
    anyOf: [{ properties: { a: text } }, { patternProperties: { "^b": text } }],
    dependentSchemas: { c: { properties: { d: text } } },
    unevaluatedProperties: false,
    prefixItems: [text],
    contains: { const: 1 },
    unevaluatedItems: { type: "integer" },
  },
  variants: {
    oneOf: [
      { type: "object", properties: { kind: { const: "a" }, n: { type: "integer" } }, required: ["kind"] },
      { type: "object", properties: { kind: { const: "b" } }, required: ["kind"] },
    ],
  },
  recursive: { $defs: { node: { type: "object", properties: { next: { $ref: "#/$defs/node" } }, allOf: [{ required: [] }] } }, $ref: "#/$defs/node" },
  never: { type: "object", properties: { no: false } },
  // A second tool with the same schema: tools that share a schema share one module.
  twin: { type: "object", properties: { no: false } },
}).map(([name, schema]) => ({ name, schema: schema as JsonSchemaObject }));
