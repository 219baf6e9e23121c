import { RegExpValidator } from "@eslint-community/regexpp";
import type { JsonTypeName, JsonValue } from "../../src/json-schema.js";

/** What a keyword's value must be, as the end of "which is not ...". */
type ValueRule = (value: JsonValue) => string | undefined;

const nonNegativeInteger: ValueRule = (v) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 ? undefined : "a non-negative integer";
const finiteNumber: ValueRule = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : "a number");
const positiveNumber: ValueRule = (v) => (typeof v === "number" && v > 0 ? undefined : "a number greater than 0");
const text: ValueRule = (v) => (typeof v === "string" && v.length > 0 ? undefined : "a non-empty string");
const flag: ValueRule = (v) => (typeof v === "boolean" ? undefined : "true or false");
const anyValue: ValueRule = () => undefined;
const list: ValueRule = (v) => (Array.isArray(v) ? undefined : "a JSON array");

export interface KeywordSpec {
  check: ValueRule;
  /** The JSON types the keyword constrains; a keyword on a schema of none of them is a warning. */
  appliesTo?: readonly JsonTypeName[];
  /** How a JSDoc tag's text becomes the value. */
  parse: "number" | "text" | "flag" | "json" | "pattern";
}

const STRING: readonly JsonTypeName[] = ["string"];
const NUMBER: readonly JsonTypeName[] = ["number", "integer"];
const ARRAY: readonly JsonTypeName[] = ["array"];

/** The keywords JSDoc tags and type-level tags may set, by name (the tag is `@` + the name); look one up with `keywordSpec`. */
const KEYWORDS: Readonly<Record<string, KeywordSpec>> = {
  minLength: { check: nonNegativeInteger, appliesTo: STRING, parse: "number" },
  maxLength: { check: nonNegativeInteger, appliesTo: STRING, parse: "number" },
  pattern: { check: text, appliesTo: STRING, parse: "pattern" },
  format: { check: text, appliesTo: STRING, parse: "text" },
  minimum: { check: finiteNumber, appliesTo: NUMBER, parse: "number" },
  maximum: { check: finiteNumber, appliesTo: NUMBER, parse: "number" },
  exclusiveMinimum: { check: finiteNumber, appliesTo: NUMBER, parse: "number" },
  exclusiveMaximum: { check: finiteNumber, appliesTo: NUMBER, parse: "number" },
  multipleOf: { check: positiveNumber, appliesTo: NUMBER, parse: "number" },
  minItems: { check: nonNegativeInteger, appliesTo: ARRAY, parse: "number" },
  maxItems: { check: nonNegativeInteger, appliesTo: ARRAY, parse: "number" },
  uniqueItems: { check: flag, appliesTo: ARRAY, parse: "flag" },
  title: { check: text, parse: "text" },
  description: { check: text, parse: "text" },
  deprecated: { check: flag, parse: "flag" },
  default: { check: anyValue, parse: "json" },
  examples: { check: list, parse: "json" },
};

/**
 * The keyword a tag's name sets, if any. An own property only: `@constructor` and `@toString` are
 * JSDoc tags too, and must not find what every object inherits.
 */
export function keywordSpec(name: string): KeywordSpec | undefined {
  return Object.hasOwn(KEYWORDS, name) ? KEYWORDS[name] : undefined;
}

/** TSDoc's names for the tags: `@defaultValue 20` is `@default 20`. */
const TAG_ALIASES: ReadonlyMap<string, string> = new Map([["defaultValue", "default"]]);

/** The keyword name a tag is written for: its own, or the one TSDoc's alias stands for. */
export function tagKeywordName(written: string): string {
  return TAG_ALIASES.get(written) ?? written;
}

/**
 * The JSDoc tags that set a schema keyword: `@` + a keyword's name, TSDoc's `@defaultValue`
 * (`default`), and `@example` (gathered into `examples`). One written mid-sentence is worth a
 * warning (GT1108).
 */
export const KEYWORD_TAGS: ReadonlySet<string> = new Set([...Object.keys(KEYWORDS), ...TAG_ALIASES.keys(), "example"]);

/** Why `pattern` is not an ECMAScript regular expression in unicode mode (as validators compile it), if it is not. */
export function regexProblem(pattern: string): string | undefined {
  try {
    new RegExpValidator().validatePattern(pattern, 0, pattern.length, {
      unicode: true,
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "") : String(error);
  }
}
