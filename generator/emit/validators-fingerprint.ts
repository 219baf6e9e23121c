/**
 * What a validators index was made from, recorded in its third line: a hash of its inputs (each
 * tool's name and input schema, and the generator that compiles them) and a hash of the rest of its
 * text. A later run, `--check` included, whose inputs hash the same keeps the files as they are
 * instead of compiling every schema again, unless the index was changed since it was written (its
 * schema modules are named by their own hashes: see validators-module.ts).
 */
import { createHash } from "node:crypto";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { generateSchemaModule, generateValidatorIndex, schemaModuleName, type ValidatorTool } from "../aot/index.js";
import { packageVersion } from "../package-root.js";
import { schemaText } from "../pipeline/schema-text.js";

const LINE = /^\/\/ Made from inputs ([0-9a-f]{64}) \(the tools' schemas and the generator\); the rest hashes to ([0-9a-f]{64})\.\n$/;

/** The hashes the validators' files are made from. */
export interface ValidatorsHashes {
  /**
   * The tools', in order: each one's name and input schema. The index and the manifest written with
   * it both carry it (`validatorsHash`), so that the registry can tell they were written together.
   */
  schemas: string;
  /** What decides the validators' files: the tools' hash and the generator's identity. */
  inputs: string;
}

export function validatorsHashes(tools: readonly Pick<ValidatorTool, "name" | "schema">[]): ValidatorsHashes {
  const hash = createHash("sha256");
  for (const { name, schema } of tools) hash.update(JSON.stringify(name)).update(schemaText(schema));
  const schemas = hash.digest("hex");
  return { schemas, inputs: sha256(`${generatorIdentity()}\0${schemas}`) };
}

/** `js` (a generated module) with its fingerprint line after its two header lines. */
export function withFingerprint(js: string, inputs: string): string {
  const cut = afterHeader(js);
  return `${js.slice(0, cut)}// Made from inputs ${inputs} (the tools' schemas and the generator); the rest hashes to ${sha256(js)}.\n${js.slice(cut)}`;
}

/** Whether `text` (a file's) was written for `inputs` and is unchanged since: it is then the index. */
export function madeFrom(text: string, inputs: string): boolean {
  const cut = afterHeader(text);
  const end = text.indexOf("\n", cut) + 1;
  const line = LINE.exec(text.slice(cut, end));
  if (line === null || line[1] !== inputs) return false;
  return sha256(text.slice(0, cut) + text.slice(end)) === line[2];
}

function afterHeader(text: string): number {
  return text.indexOf("\n", text.indexOf("\n") + 1) + 1;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

let identity: string | undefined;

/**
 * What stands for the generator in the inputs: the gen-tools version, and the files it writes for
 * `PROBE`, a schema of each keyword family and two tools with the same schema. A release, or any
 * change to how schemas compile that the probe shows, makes every output stale; the text is the
 * same whether gen-tools runs built or from its sources.
 */
function generatorIdentity(): string {
  if (identity !== undefined) return identity;
  const modules = PROBE.map((tool) => generateSchemaModule(tool));
  const entries = PROBE.map(({ name }, i) => ({ name, module: schemaModuleName(modules[i]!.js), checked: modules[i]!.checkedSchema !== undefined }));
  const index = generateValidatorIndex(entries, "probe");
  identity = `${packageVersion()}\0${sha256([...modules.map(({ js }) => js), index].join("\0"))}`;
  return identity;
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
