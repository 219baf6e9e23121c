import type { JsonSchema, JsonSchemaObject, JsonTypeName } from "../json-schema.js";
import { deepEqual } from "../validator/json-equality.js";
import { isPlainObject } from "../validator/json-kind.js";
import { escapeToken as pointerToken } from "../validator/json-pointer.js";
import { resolveLocalRef } from "./schema-pointers.js";
import { characterCount, strictSchemaSize } from "./strict-schema-size.js";

/**
 * OpenAI's strict mode (`strict: true`) accepts a subset of JSON Schema: every object closed
 * (`additionalProperties: false`) with all its properties required, optional ones expressed as
 * nullable. This file turns a 2020-12 tool schema into that form, reports what the subset cannot
 * express instead of changing it, and maps the model's `null`s for optional properties back to
 * absent so handlers see what their signatures say.
 *
 * The subset is OpenAI's documented one (Structured Outputs, "Supported schemas"): types string,
 * number, integer, boolean, object, array, null, `enum`, `const` and nested `anyOf`; `$ref` with
 * `$defs`, recursion included; string `pattern`, `format` (listed formats only), `minLength` /
 * `maxLength` (not listed, but named among what only fine-tuned models do not support); number
 * `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`; array `minItems` /
 * `maxItems`; annotations. Documented as unsupported: `allOf`, `not`, `if` / `then` / `else`,
 * `dependentRequired`, `dependentSchemas`, root `anyOf`; `oneOf` and every other keyword are not
 * in the subset either. Limits: 10 levels of object nesting, 5000 properties, 1000 enum values,
 * 120,000 characters of property names, definition names and enum and const values, and 15,000
 * characters of string values in one enum of more than 250 values. A `$ref` must also stand alone:
 * beside it even a `description` is refused ("$ref cannot have keywords {'description'}"), so such
 * a reference is replaced by its definition, as OpenAI's own SDK does.
 */

/** Something strict mode cannot express, found in a tool's input schema. */
export interface StrictModeProblem {
  /** The tool, when the schema was checked as one tool's. */
  tool?: string;
  /** JSON Pointer into the original schema: `/properties/filters/additionalProperties`. */
  path: string;
  /** The keyword at fault (`additionalProperties`, `allOf`, `format`, ...). */
  keyword: string;
  message: string;
}

export interface StrictSchemaResult {
  /** The strict form; only meaningful when `problems` is empty. */
  schema: JsonSchemaObject;
  problems: StrictModeProblem[];
}

export interface StrictModeOptions {
  /** Put on every problem, so a list over many tools says whose each one is. */
  toolName?: string;
}

const ANNOTATIONS = new Set(["$schema", "$comment", "title", "description", "default", "examples", "deprecated"]);
const SUPPORTED = new Set([
  ...ANNOTATIONS,
  "type",
  "enum",
  "const",
  "anyOf",
  "$ref",
  "$defs",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);
const SUPPORTED_FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
/** Why a keyword outside the subset is there, where the reason helps the fix. */
const UNSUPPORTED_HINTS: Record<string, string> = {
  allOf: "an intersection (allOf); flatten it into one object type",
  not: "a negation (not)",
  oneOf: "oneOf; write the union as anyOf",
  if: "a conditional (if/then/else)",
  then: "a conditional (if/then/else)",
  else: "a conditional (if/then/else)",
  patternProperties: "an index signature (patternProperties); strict objects have fixed keys",
  propertyNames: "an index signature (propertyNames); strict objects have fixed keys",
  prefixItems: "a tuple (prefixItems); use an object or a homogeneous array",
};
/**
 * gen-tools' form for a string that two patterns constrain (a template literal type's and a
 * `@pattern`'s, which must not loosen it): one beside the other in `allOf`. Strict mode holds one
 * pattern, so the fix is in the source, not in flattening.
 */
const SECOND_PATTERN = "a second pattern (allOf: [{ pattern }], a @pattern beside a template literal type's own); strict mode holds one: write the constraint in the type, or drop the @pattern";

function isSecondPattern(schema: JsonSchemaObject): boolean {
  const { allOf } = schema;
  return typeof schema.pattern === "string" && Array.isArray(allOf) && allOf.length > 0 && allOf.every((branch) => typeof branch === "object" && branch !== null && Object.keys(branch).length === 1 && typeof branch.pattern === "string");
}

/**
 * Keywords that cannot be merged into a referenced definition: they hold subschemas, or (`required`)
 * the strict form rewrites them from the definition's properties.
 */
const UNMERGEABLE = new Set(["$defs", "anyOf", "properties", "additionalProperties", "items", "required"]);
const SCALAR_TYPES = new Set<JsonTypeName>(["string", "number", "integer", "boolean"]);
const MAX_NESTING = 10;
const MAX_PROPERTIES = 5000;
const MAX_ENUM_VALUES = 1000;
/** For property names, definition names, and string enum and const values, all together. */
const MAX_STRING_CHARACTERS = 120_000;
/** One enum of more than `LARGE_ENUM` values holds at most `MAX_LARGE_ENUM_CHARACTERS` of strings. */
const LARGE_ENUM = 250;
const MAX_LARGE_ENUM_CHARACTERS = 15_000;
const NULL_SCHEMA: JsonSchemaObject = { type: "null" };

/** The strict form of a tool's input schema and what strict mode cannot express in it. */
export function toOpenAIStrictSchema(schema: JsonSchemaObject, options: StrictModeOptions = {}): StrictSchemaResult {
  const converter = new StrictConverter(schema, options.toolName);
  const strict = converter.convertRoot();
  return { schema: strict, problems: converter.problems };
}

/** What strict mode cannot express in a tool's input schema; empty when the schema can go strict. */
export function strictModeProblems(schema: JsonSchemaObject, options: StrictModeOptions = {}): StrictModeProblem[] {
  return toOpenAIStrictSchema(schema, options).problems;
}

class StrictConverter {
  readonly problems: StrictModeProblem[] = [];
  /** Pointers of the definitions being inlined, so that a recursive one is inlined once. */
  readonly #inlining = new Set<string>();

  constructor(
    private readonly root: JsonSchemaObject,
    private readonly toolName: string | undefined,
  ) {}

  convertRoot(): JsonSchemaObject {
    if (this.root.type !== "object") this.report("", "type", 'the root must be `type: "object"`');
    if (this.root.anyOf !== undefined) this.report("/anyOf", "anyOf", "the root cannot be a union (anyOf)");
    const strict = this.convert(this.root, "", 0);
    this.checkSize(strict);
    return typeof strict === "boolean" ? {} : strict;
  }

  /** OpenAI's limits on the whole schema, measured on the strict form, which is what it receives. */
  private checkSize(strict: JsonSchema): void {
    const { properties, enumValues, characters } = strictSchemaSize(strict);
    if (properties > MAX_PROPERTIES) {
      this.report("", "properties", `${properties} properties in all; strict mode allows ${MAX_PROPERTIES}`);
    }
    if (enumValues > MAX_ENUM_VALUES) {
      this.report("", "enum", `${enumValues} enum values in all; strict mode allows ${MAX_ENUM_VALUES}`);
    }
    if (characters > MAX_STRING_CHARACTERS) {
      this.report(
        "",
        "properties",
        `${characters} characters of property names, definition names, and enum and const values in all; strict mode allows ${MAX_STRING_CHARACTERS}`,
      );
    }
  }

  /**
   * The strict form of `schema` as it is sent: `depth` counts enclosing objects, for the nesting
   * limit; an `optional` property is sent nullable.
   */
  private convert(schema: JsonSchema, path: string, depth: number, optional = false): JsonSchema {
    const strict = this.convertSchema(schema, path, depth);
    const sent = optional ? nullable(strict) : strict;
    this.checkSentEnum(schema, strict, sent, path);
    return sent;
  }

  private convertSchema(schema: JsonSchema, path: string, depth: number): JsonSchema {
    if (typeof schema === "boolean") {
      this.report(
        path,
        "type",
        schema ? "accepts any JSON value; strict mode needs a type" : "accepts no value (`false`)",
      );
      return schema;
    }
    this.checkKeywords(schema, path);
    if (typeof schema.$ref === "string" && Object.keys(schema).length > 1) {
      return this.inlineRef(schema.$ref, schema, path, depth);
    }
    const out: JsonSchemaObject = { ...schema };

    if (schema.$defs !== undefined) {
      out.$defs = mapValues(schema.$defs, (def, name) => this.convert(def, `${path}/$defs/${pointerToken(name)}`, 0));
    }
    if (schema.anyOf !== undefined) {
      out.anyOf = schema.anyOf.map((branch, i) => this.convert(branch, `${path}/anyOf/${i}`, depth));
    }
    if (isObjectSchema(schema)) Object.assign(out, this.convertObject(schema, path, depth + 1));
    if (hasType(schema, "array")) {
      if (schema.items === undefined) this.report(path, "items", "an array without `items` accepts any items");
      else out.items = this.convert(schema.items, `${path}/items`, depth);
    }
    if (!constrainsType(schema)) this.report(path, "type", "accepts any JSON value; strict mode needs a type");
    return out;
  }

  private convertObject(schema: JsonSchemaObject, path: string, depth: number): JsonSchemaObject {
    if (depth > MAX_NESTING)
      this.report(path, "properties", `objects nested ${depth} deep; strict mode allows ${MAX_NESTING}`);
    if (schema.additionalProperties !== false) {
      const where = schema.additionalProperties === undefined ? path : `${path}/additionalProperties`;
      this.report(
        where,
        "additionalProperties",
        "a free-form object (extra keys allowed); strict mode needs `additionalProperties: false`",
      );
    }
    const required = new Set(schema.required ?? []);
    const properties = schema.properties ?? {};
    return {
      properties: mapValues(properties, (property, key) => {
        const optional = !required.has(key) && !acceptsNull(this.root, property);
        return this.convert(property, `${path}/properties/${pointerToken(key)}`, depth, optional);
      }),
      required: Object.keys(properties),
    };
  }

  /**
   * A `$ref` with keywords beside it (`schema`), which strict mode refuses: the definition in strict
   * form with those keywords over it. The definition is converted at its own pointer, so problems
   * in it are reported where they are, once. A reference back to a definition being inlined stays a
   * plain `$ref`, so recursion is inlined once; its annotations are dropped there, and kept in the
   * definition's own strict form in `$defs`, which is converted with nothing being inlined.
   */
  private inlineRef(ref: string, schema: JsonSchemaObject, path: string, depth: number): JsonSchema {
    const resolved = resolveLocalRef(this.root, ref);
    if (resolved === undefined) return schema; // checkKeywords reported it
    const { schema: target, pointer: at } = resolved;
    const { $ref: _, ...beside } = schema;
    const constraints = Object.keys(beside).filter((k) => !ANNOTATIONS.has(k));
    if (this.#inlining.has(at)) {
      for (const keyword of constraints) this.reportUnmerged(ref, keyword, path);
      return constraints.length === 0 ? { $ref: ref } : schema;
    }
    this.#inlining.add(at);
    try {
      // A definition that is itself a plain reference stands for its target.
      if (typeof target === "object" && Object.keys(target).length === 1 && typeof target.$ref === "string") {
        return this.inlineRef(target.$ref, { ...schema, $ref: target.$ref }, path, depth);
      }
      const strict = this.convert(target, at, depth);
      if (typeof strict === "boolean") return strict;
      for (const keyword of constraints) {
        const conflicts = strict[keyword] !== undefined && !deepEqual(strict[keyword], beside[keyword]);
        if (UNMERGEABLE.has(keyword) || conflicts) this.reportUnmerged(ref, keyword, path);
      }
      // The definition's own $defs are reached through their pointers, never through this copy.
      const { $defs: __, ...body } = strict;
      return { ...body, ...beside };
    } finally {
      this.#inlining.delete(at);
    }
  }

  /**
   * The limit on one large enum, on the enum as sent: with the `null` an optional property adds.
   * An enum written in `original` (beside a `$ref` too) is checked at its pointer; one inlined from
   * a definition was checked in the definition, and differs here only by that `null`, which
   * matters when it makes 250 values 251: that is reported at the property.
   */
  private checkSentEnum(original: JsonSchema, strict: JsonSchema, sent: JsonSchema, path: string): void {
    const before = enumOf(strict);
    // A nullable form that wraps the schema in `anyOf` with `null` sends the enum as it was.
    const values = enumOf(sent) ?? before;
    if (values === undefined) return;
    const widened = values !== before;
    if (enumOf(original) !== undefined) this.checkLargeEnum(values, `${path}/enum`, widened);
    else if (widened && before?.length === LARGE_ENUM) this.checkLargeEnum(values, path, widened);
  }

  private checkLargeEnum(values: readonly unknown[], pointer: string, widened: boolean): void {
    // Counted only where the limit can apply: every enum of every tool is converted on each request.
    if (values.length <= LARGE_ENUM) return;
    const characters = characterCount(values);
    if (characters > MAX_LARGE_ENUM_CHARACTERS) {
      const sentAs = widened ? ", as sent (an optional property's enum gains `null`)" : "";
      this.report(
        pointer,
        "enum",
        `${values.length} values of ${characters} characters in all${sentAs}; strict mode allows ${MAX_LARGE_ENUM_CHARACTERS} characters in an enum of more than ${LARGE_ENUM} values`,
      );
    }
  }

  private reportUnmerged(ref: string, keyword: string, path: string): void {
    this.report(
      `${path}/${pointerToken(keyword)}`,
      keyword,
      `strict mode takes a \`$ref\` alone, and \`${keyword}\` cannot be merged into '${ref}'; move it into the definition`,
    );
  }

  private checkKeywords(schema: JsonSchemaObject, path: string): void {
    for (const keyword of Object.keys(schema)) {
      if (SUPPORTED.has(keyword)) continue;
      const what = keyword === "allOf" && isSecondPattern(schema) ? SECOND_PATTERN : (UNSUPPORTED_HINTS[keyword] ?? `the keyword \`${keyword}\``);
      this.report(`${path}/${pointerToken(keyword)}`, keyword, `strict mode does not support ${what}`);
    }
    if (typeof schema.format === "string" && !SUPPORTED_FORMATS.has(schema.format)) {
      this.report(
        `${path}/format`,
        "format",
        `strict mode does not support the format '${schema.format}' (supported: ${[...SUPPORTED_FORMATS].join(", ")})`,
      );
    }
    if (typeof schema.$ref === "string" && resolveLocalRef(this.root, schema.$ref) === undefined) {
      this.report(
        `${path}/$ref`,
        "$ref",
        `'${schema.$ref}' does not resolve inside the schema; strict mode takes local references only`,
      );
    }
  }

  private report(path: string, keyword: string, message: string): void {
    // An inlined definition is converted again at its own pointer: its problems are reported once.
    const seen = this.problems.some((p) => p.path === path && p.keyword === keyword && p.message === message);
    if (seen) return;
    this.problems.push({ ...(this.toolName === undefined ? {} : { tool: this.toolName }), path, keyword, message });
  }
}

/** An optional property's strict form: the same schema, also accepting `null` (read back as absent). */
function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema === "boolean") return schema;
  const { type } = schema;
  const onlyScalarTypes = type !== undefined && toArray(type).every((t) => SCALAR_TYPES.has(t));
  if (onlyScalarTypes && schema.const === undefined && schema.$ref === undefined && schema.anyOf === undefined) {
    // `type: ["string", "null"]` is the form OpenAI documents; an enum must list null as well.
    const widened: JsonSchemaObject = { ...schema, type: [...toArray(type), "null"] };
    if (schema.enum !== undefined && !schema.enum.includes(null)) widened.enum = [...schema.enum, null];
    return widened;
  }
  if (schema.anyOf !== undefined && Object.keys(schema).every((k) => k === "anyOf" || ANNOTATIONS.has(k))) {
    return { ...schema, anyOf: [...schema.anyOf, NULL_SCHEMA] };
  }
  return { anyOf: [schema, NULL_SCHEMA] };
}

/**
 * The inverse for arguments a model produced against the strict schema: a `null` given for a
 * property that was optional and not nullable in `schema` (the original) becomes absent, at any
 * depth, through `$ref` and `anyOf`. A property that accepted `null` originally keeps it. Returns a
 * copy; values the schema does not describe are left as they are, for the validator to judge.
 */
export function restoreOmittedArguments(schema: JsonSchemaObject, args: unknown): unknown {
  return restore(schema, schema, args, 0);
}

/** Deep enough for any real schema; stops a `$ref` cycle that consumes no value. */
const MAX_REF_HOPS = 64;

function restore(root: JsonSchemaObject, schema: JsonSchema, value: unknown, hops: number): unknown {
  if (typeof schema === "boolean" || hops > MAX_REF_HOPS) return value;
  if (typeof schema.$ref === "string") {
    const target = resolveLocalRef(root, schema.$ref)?.schema;
    if (target !== undefined) value = restore(root, target, value, hops + 1);
  }
  if (schema.anyOf !== undefined) {
    const branch = schema.anyOf.find((b) => shapeMatches(root, b, value));
    if (branch !== undefined) value = restore(root, branch, value, hops + 1);
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    return value.map((item) => restore(root, items, item, 0));
  }
  if (isPlainObject(value) && schema.properties !== undefined) {
    const required = new Set(schema.required ?? []);
    const { properties } = schema;
    const restored: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      // Own properties only: a model's `constructor` argument is not Object's.
      const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
      if (property === undefined) restored.push([key, item]);
      else if (item === null && !required.has(key) && !acceptsNull(root, property)) continue;
      else restored.push([key, restore(root, property, item, 0)]);
    }
    // From entries, not by assignment: a `__proto__` argument stays an argument, for the validator to judge.
    return Object.fromEntries(restored);
  }
  return value;
}

/**
 * Whether `value` has the shape of one union branch in its strict form, to pick the branch to
 * restore through: the JSON type, and for objects the exact key set (strict objects are closed and
 * require every key) and any `const` / `enum` discriminator.
 */
function shapeMatches(root: JsonSchemaObject, branch: JsonSchema, value: unknown, hops = 0): boolean {
  if (typeof branch === "boolean" || hops > MAX_REF_HOPS) return branch === true;
  if (typeof branch.$ref === "string") {
    const target = resolveLocalRef(root, branch.$ref)?.schema;
    return target !== undefined && shapeMatches(root, target, value, hops + 1);
  }
  if (branch.anyOf !== undefined) return branch.anyOf.some((b) => shapeMatches(root, b, value, hops + 1));
  if (isPlainObject(value)) {
    if (!isObjectSchema(branch)) return false;
    const properties = branch.properties ?? {};
    const keys = Object.keys(value);
    if (keys.length !== Object.keys(properties).length || !keys.every((k) => Object.hasOwn(properties, k))) return false;
    return keys.every((k) => discriminatorMatches(properties[k], value[k]));
  }
  if (Array.isArray(value)) return hasType(branch, "array");
  return false;
}

function discriminatorMatches(schema: JsonSchema | undefined, value: unknown): boolean {
  // `null` may stand for an omitted property, so it tells nothing about the branch.
  if (schema === undefined || typeof schema === "boolean" || value === null) return true;
  if (schema.const !== undefined) return deepEqual(schema.const, value);
  if (schema.enum !== undefined) return schema.enum.some((option) => deepEqual(option, value));
  return true;
}

function enumOf(schema: JsonSchema): JsonSchemaObject["enum"] {
  return typeof schema === "boolean" ? undefined : schema.enum;
}

/** Whether `schema` lets `null` through on its own, so `null` is a real value and not "absent". */
function acceptsNull(root: JsonSchemaObject, schema: JsonSchema, hops = 0): boolean {
  if (typeof schema === "boolean") return schema;
  if (hops > MAX_REF_HOPS) return false;
  if (typeof schema.$ref === "string") {
    const target = resolveLocalRef(root, schema.$ref)?.schema;
    if (target !== undefined && !acceptsNull(root, target, hops + 1)) return false;
  }
  if (schema.type !== undefined && !toArray(schema.type).includes("null")) return false;
  if (schema.const !== undefined && schema.const !== null) return false;
  if (schema.enum !== undefined && !schema.enum.includes(null)) return false;
  if (schema.anyOf !== undefined && !schema.anyOf.some((b) => acceptsNull(root, b, hops + 1))) return false;
  return true;
}

function isObjectSchema(schema: JsonSchemaObject): boolean {
  return hasType(schema, "object") || (schema.type === undefined && schema.properties !== undefined);
}

function hasType(schema: JsonSchemaObject, type: JsonTypeName): boolean {
  return schema.type !== undefined && toArray(schema.type).includes(type);
}

/** Whether the schema says what JSON type its values have (directly, or through a union or reference). */
function constrainsType(schema: JsonSchemaObject): boolean {
  return ["type", "enum", "const", "anyOf", "$ref"].some((k) => schema[k] !== undefined);
}

function toArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function mapValues<T, U>(record: Record<string, T>, f: (value: T, key: string) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value, key)]));
}
