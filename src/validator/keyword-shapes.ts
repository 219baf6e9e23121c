/**
 * What each supported keyword's value must look like. A shape check returns what is wrong, or
 * `undefined`. The keys of `KEYWORD_SHAPES` are exactly the keywords the validator implements.
 */
import type { JsonTypeName } from "../json-schema.js";
import { kindOf, isPlainObject } from "./json-kind.js";
import { NO_ID_BASE } from "./resolve-ref.js";
import { MAX_DEPTH } from "./schema-node.js";
import { DRAFT_2020_12 } from "./schema-structure.js";

type ShapeCheck = (value: unknown) => string | undefined;

const JSON_TYPES: ReadonlySet<string> = new Set<JsonTypeName>(["null", "boolean", "object", "array", "number", "integer", "string"]);

const isString: ShapeCheck = (v) => (typeof v === "string" ? undefined : `must be a string, got ${kindOf(v)}`);
const isBoolean: ShapeCheck = (v) => (typeof v === "boolean" ? undefined : `must be a boolean, got ${kindOf(v)}`);
const isNumber: ShapeCheck = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : `must be a number, got ${kindOf(v)}`);
const isCount: ShapeCheck = (v) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 ? undefined : `must be a non-negative integer, got ${describe(v)}`;
const isSchema: ShapeCheck = (v) =>
  typeof v === "boolean" || isPlainObject(v) ? undefined : `must be a schema (an object or a boolean), got ${kindOf(v)}`;
const isSchemaMap: ShapeCheck = (v) => (isPlainObject(v) ? undefined : `must be an object of schemas, got ${kindOf(v)}`);
const isSchemaList: ShapeCheck = (v) =>
  Array.isArray(v) && v.length > 0 ? undefined : `must be a non-empty array of schemas, got ${describe(v)}`;
const isJson: ShapeCheck = (v) => constantProblem(v, "must be a JSON value");
const isNameList: ShapeCheck = (v) => {
  if (!Array.isArray(v)) return `must be an array of property names, got ${kindOf(v)}`;
  if (v.some((name) => typeof name !== "string")) return "must hold strings only";
  return new Set(v).size === v.length ? undefined : "must not repeat a property name";
};

const isAnchorName: ShapeCheck = (v) =>
  typeof v === "string" && /^[A-Za-z_][-A-Za-z0-9._]*$/.test(v) ? undefined : `must be a name (a letter or '_', then letters, digits, '-', '_' or '.'), got ${describe(v)}`;

export const KEYWORD_SHAPES: Readonly<Record<string, ShapeCheck>> = {
  // core
  $schema: (v) =>
    v === DRAFT_2020_12 || v === `${DRAFT_2020_12}#` ? undefined : `only JSON Schema draft 2020-12 (${DRAFT_2020_12}) is supported, got ${describe(v)}`,
  $id: (v) => {
    if (typeof v !== "string") return `must be a string, got ${kindOf(v)}`;
    try {
      if (new URL(v, NO_ID_BASE).hash.length > 1) return `must not have a fragment (name a location with $anchor), got '${v}'`;
    } catch {
      return `must be a URI reference, got '${v}'`;
    }
    return undefined;
  },
  $anchor: isAnchorName,
  $dynamicAnchor: isAnchorName,
  $ref: isString,
  $dynamicRef: isString,
  $defs: isSchemaMap,
  $comment: isString,
  // any type
  type: (v) => {
    const names = Array.isArray(v) ? v : [v];
    if (Array.isArray(v) && v.length === 0) return "must be a type name or a non-empty array of them";
    for (const name of names) {
      if (typeof name !== "string" || !JSON_TYPES.has(name)) {
        return `${describe(name)} is not a JSON type (one of: ${[...JSON_TYPES].join(", ")})`;
      }
    }
    return new Set(names).size === names.length ? undefined : "must not repeat a type name";
  },
  enum: (v) => (!Array.isArray(v) ? `must be an array, got ${kindOf(v)}` : constantProblem(v, "must hold JSON values only")),
  const: isJson,
  // numbers
  minimum: isNumber,
  maximum: isNumber,
  exclusiveMinimum: isNumber,
  exclusiveMaximum: isNumber,
  multipleOf: (v) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? undefined : `must be a number greater than 0, got ${describe(v)}`),
  // strings
  minLength: isCount,
  maxLength: isCount,
  pattern: isString,
  format: isString,
  // arrays
  minItems: isCount,
  maxItems: isCount,
  uniqueItems: isBoolean,
  prefixItems: isSchemaList,
  items: (v) => (Array.isArray(v) ? "must be a schema; for a tuple, use prefixItems (draft 2020-12)" : isSchema(v)),
  contains: isSchema,
  minContains: isCount,
  maxContains: isCount,
  unevaluatedItems: isSchema,
  // objects
  minProperties: isCount,
  maxProperties: isCount,
  required: isNameList,
  dependentRequired: (v) => {
    if (!isPlainObject(v)) return `must be an object of property name lists, got ${kindOf(v)}`;
    for (const [property, names] of Object.entries(v)) {
      const wrong = isNameList(names);
      if (wrong !== undefined) return `'${property}' ${wrong}`;
    }
    return undefined;
  },
  propertyNames: isSchema,
  properties: isSchemaMap,
  patternProperties: isSchemaMap,
  additionalProperties: isSchema,
  unevaluatedProperties: isSchema,
  // applicators
  allOf: isSchemaList,
  anyOf: isSchemaList,
  oneOf: isSchemaList,
  not: isSchema,
  if: isSchema,
  then: isSchema,
  else: isSchema,
  dependentSchemas: isSchemaMap,
  // annotations
  title: isString,
  description: isString,
  default: isJson,
  examples: (v) => (Array.isArray(v) ? constantProblem(v, "must be an array of JSON values") : "must be an array of JSON values"),
  deprecated: isBoolean,
  readOnly: isBoolean,
  writeOnly: isBoolean,
  // Annotations in 2020-12 (a validator may not assert them): what a string holds, kept as it is.
  contentMediaType: isString,
  contentEncoding: isString,
  contentSchema: isSchema,
};

/** Draft-07 and earlier spellings, and common mistakes, with what to write instead. */
export const KEYWORD_HINTS: Readonly<Record<string, string>> = {
  definitions: "use '$defs' (draft 2020-12)",
  additionalItems: "use 'items' after 'prefixItems' (draft 2020-12)",
  $recursiveRef: "use '$ref'",
  nullable: "use type: [..., \"null\"]",
  // OpenAPI's, not JSON Schema's: schemas written for an OpenAPI document carry them.
  discriminator: "an OpenAPI keyword, not JSON Schema's: remove it and give each oneOf branch a const for the property (the validator tells the branches apart by it)",
  example: "an OpenAPI keyword: use 'examples', an array",
};

/**
 * What is wrong with a schema's constant (`const`, `enum`, `default`, `examples`), checked without
 * recursion: `notJson` when it is not JSON data (finite numbers, plain objects), or that it nests
 * deeper than `MAX_DEPTH`, as deep as any value the validator walks. The ahead-of-time validators
 * write a constant as a JavaScript literal, which the engine parses recursively: a constant a
 * thousand or two levels deep would make a module that cannot be imported.
 */
function constantProblem(value: unknown, notJson: string): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  let visited = 0;
  while (pending.length > 0) {
    // A schema's constants are small; a bound keeps a cyclic object from looping.
    if (++visited > 1_000_000) return notJson;
    const [v, depth] = pending.pop() as [unknown, number];
    switch (typeof v) {
      case "string":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(v)) return notJson;
        continue;
      case "object": {
        if (v === null) continue;
        if (depth === MAX_DEPTH) return `is nested more than ${MAX_DEPTH} levels deep`;
        const items = Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : undefined;
        if (items === undefined) return notJson;
        for (const item of items) pending.push([item, depth + 1]);
        continue;
      }
      default:
        return notJson;
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  const kind = kindOf(value);
  return kind === "string" || kind === "integer" || kind === "number" ? JSON.stringify(value) : kind;
}
