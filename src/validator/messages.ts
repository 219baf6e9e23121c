/**
 * Error messages: short, and written for a model that will correct its call and retry. The
 * ahead-of-time validators produce the same strings: those fixed by the schema are computed when the
 * module is generated, and the functions marked "embedded" are copied into the module verbatim (so
 * they are self-contained).
 */
import { FORMAT_HINTS } from "./formats.js";

/** `must be string or null, got integer` (the AOT validators compute the start, `actual` aside, when generated) */
export function typeMessage(expected: readonly string[], actual: string): string {
  return "must be " + typeList(expected) + ", got " + actual;
}

/** `string, integer or null` */
function typeList(types: readonly string[]): string {
  let list = "";
  for (let i = 0; i < types.length; i++) {
    list += (i === 0 ? "" : i === types.length - 1 ? " or " : ", ") + types[i];
  }
  return list;
}

/** Embedded. For a value that no JSON document can hold (`undefined`, `NaN`, a `Date`, ...). */
export function notJsonMessage(actual: string): string {
  return "must be a JSON value, got " + actual;
}

/** Embedded. `end` is `additionalPropertyEnd` of the object's names, fixed by the schema: one concatenation less per error. */
export function additionalPropertyMessage(name: string, end: string): string {
  return "property '" + name + end;
}

/**
 * The fixed end of `additionalPropertyMessage`: what follows the name, with the names the object may
 * have and the patterns (`patternProperties`) other names may match.
 */
export function additionalPropertyEnd(names: readonly string[], patterns: readonly string[] = []): string {
  const allowed: string[] = [];
  if (names.length > 0) allowed.push(names.length > 20 ? `${quoteNames(names.slice(0, 20))}, ... (${names.length - 20} more)` : quoteNames(names));
  if (patterns.length > 0) allowed.push(`${names.length > 0 ? "and " : ""}names matching ${patterns.map((p) => `/${p}/`).join(", ")}`);
  return allowed.length === 0 ? "' is not allowed" : `' is not allowed; allowed: ${allowed.join(", ")}`;
}

/** Embedded. */
export function duplicateItemsMessage(i: number, j: number): string {
  return "must not contain duplicates: items " + i + " and " + j + " are equal";
}

/** Embedded. */
export function oneOfManyMessage(passing: readonly number[]): string {
  return "must match exactly one schema in oneOf, but matches " + passing.length + " (" + passing.join(", ") + ")";
}

export const FALSE_SCHEMA_MESSAGE = "no value is allowed here";
export const ANY_OF_MESSAGE = "must match at least one schema in anyOf";
export const ONE_OF_NONE_MESSAGE = "must match exactly one schema in oneOf, but matches none";
export const NOT_MESSAGE = "must not match the schema in 'not'";

/**
 * The error `if` adds after the errors of the branch it selected, so that a model reading them
 * learns why that branch applies.
 */
export function ifMessage(branch: "then" | "else"): string {
  return branch === "then" ? "must match the schema in 'then', as the value matches the one in 'if'" : "must match the schema in 'else', as the value does not match the one in 'if'";
}

export function maxDepthMessage(limit: number): string {
  return `is nested more than ${limit} levels deep`;
}

export function enumMessage(values: readonly unknown[]): string {
  const shown = jsonList(values.slice(0, 20));
  return `must be one of: ${shown}${values.length > 20 ? `, ... (${values.length - 20} more)` : ""}`;
}

export function constMessage(value: unknown): string {
  return `must be ${JSON.stringify(value)}`;
}

const COMPARISONS = { minimum: ">=", maximum: "<=", exclusiveMinimum: ">", exclusiveMaximum: "<" } as const;

export function limitMessage(keyword: keyof typeof COMPARISONS, limit: number): string {
  return `must be ${COMPARISONS[keyword]} ${limit}`;
}

export function multipleOfMessage(divisor: number): string {
  return `must be a multiple of ${divisor}`;
}

export function lengthMessage(keyword: "minLength" | "maxLength", limit: number): string {
  return `must have ${keyword === "minLength" ? "at least" : "at most"} ${limit} character${limit === 1 ? "" : "s"}`;
}

export function itemCountMessage(keyword: "minItems" | "maxItems", limit: number): string {
  return `must have ${keyword === "minItems" ? "at least" : "at most"} ${limit} item${limit === 1 ? "" : "s"}`;
}

export function propertyCountMessage(keyword: "minProperties" | "maxProperties", limit: number): string {
  return `must have ${keyword === "minProperties" ? "at least" : "at most"} ${limit} propert${limit === 1 ? "y" : "ies"}`;
}

/** `contains` with its `minContains` (1 when absent) and `maxContains`. */
export function containsMessage(bound: "at least" | "at most", count: number): string {
  return `must contain ${bound} ${count} item${count === 1 ? "" : "s"} matching the schema in 'contains'`;
}

export function patternMessage(pattern: string): string {
  return `must match pattern ${pattern}`;
}

export function formatMessage(format: string): string {
  const hint = FORMAT_HINTS[format];
  return hint === undefined ? `must be a valid ${format}` : `must be a valid ${format} (${hint})`;
}

/** Embedded. */
export function requiredMessage(name: string): string {
  return `missing required property '${name}'`;
}

/** Embedded. `reason` is the first error the name got from the schema in `propertyNames`. */
export function propertyNameMessage(name: string, reason: string): string {
  return "property name '" + name + "': " + reason;
}

/** Embedded. */
export function unevaluatedPropertyMessage(name: string): string {
  return "property '" + name + "' is not allowed: no keyword of the schema evaluates it";
}

/** Embedded. */
export function unevaluatedItemMessage(index: number): string {
  return "item " + index + " is not allowed: no keyword of the schema evaluates it";
}

/** `dependentRequired`: `name` must be there because `property` is. */
export function dependentRequiredMessage(name: string, property: string): string {
  return `missing property '${name}', required when '${property}' is present`;
}

/** A union told apart by `property`: the value selected the branch whose constant is `value`. */
export function variantMessage(keyword: string, property: string, value: unknown): string {
  return `must match the ${keyword} schema for ${property} = ${JSON.stringify(value)}`;
}

/** A union's error (`message`) for a value of none of the types its branches admit: `…: must be object or null, got string`. */
export function unionTypeMessage(message: string, expected: readonly string[], actual: string): string {
  return `${message}: ${typeMessage(expected, actual)}`;
}

/**
 * A union's error (`message`) that the errors of its branch the value came closest to follow.
 * `types`, those the branches admit (see `admittedTypes`), are named when there are several: the
 * closest branch's errors alone hide the others (a string for `"auto" | number` reads only
 * `must be "auto"`).
 */
export function closestMessage(message: string, keyword: string, branch: number, types: readonly string[] | undefined): string {
  const accepted = types !== undefined && types.length > 1 ? `; types accepted: ${typeList(types)}` : "";
  return `${message}${accepted}; the closest is ${keyword}/${branch}, whose errors follow`;
}

/** A union told apart by `property`, which every branch requires: the value lacks it. */
export function missingDiscriminatorMessage(property: string, values: readonly unknown[]): string {
  return `missing required property '${property}', which must be one of: ${jsonList(values)}`;
}

/** A union told apart by `property`: the value has none of the branches' constants there. */
export function discriminatorMessage(property: string, values: readonly unknown[]): string {
  return `property '${property}' must be one of: ${jsonList(values)}`;
}

/** `"circle", "rect"`: values as JSON writes them. */
function jsonList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(", ");
}

function quoteNames(names: readonly string[]): string {
  return names.map((n) => `'${n}'`).join(", ");
}
