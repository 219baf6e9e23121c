import type { JsonSchema, JsonSchemaObject } from "../../src/json-schema.js";
import { escapeToken } from "../../src/validator/json-pointer.js";
import { patternProblem } from "../../src/validator/regex-safety.js";
import { definitionsOf, type Located, type Written } from "./json-types.js";

/**
 * The schemas an object's `layers` (all of which it meets) give the value of its key `key`: its
 * definitions in their `properties`, every `patternProperties` entry that matches it, and the
 * `additionalProperties` of each layer that does neither, `false` included (no value there meets
 * that layer). In that order: a diagnostic points at the first, the property's definition where
 * there is one. None where they admit any value there.
 */
export function keySchemas(layers: readonly Located[], key: string): Written[] {
  const patterns = layers.map((layer) => matchingPatterns(layer, key));
  const additional = layers.flatMap((layer, i) => (Object.hasOwn(layer.schema.properties ?? {}, key) || patterns[i]!.length > 0 ? [] : additionalSchema(layer)));
  return [...definitionsOf(key, layers), ...patterns.flat(), ...additional];
}

/** The keys an object whose schemas are `layers` has: each one's `required`. */
export function requiredKeys(layers: readonly Located[]): Set<string> {
  return new Set(layers.flatMap((layer) => layer.schema.required ?? []));
}

/** The keys the `properties` of `schemas` name. */
export function namedKeys(schemas: readonly JsonSchemaObject[]): Set<string> {
  return new Set(schemas.flatMap((schema) => Object.keys(schema.properties ?? {})));
}

/** `layer`'s `additionalProperties`, where it narrows the values (a schema object, or `false`). */
export function additionalSchema({ schema, pointer }: Located): Written[] {
  const additional = schema.additionalProperties;
  return additional === undefined || additional === true ? [] : [{ schema: additional, pointer: `${pointer}/additionalProperties` }];
}

/**
 * The `patternProperties` entries of `layer` that match `key`: a value there meets each. A pattern
 * the validator refuses (`^x\-`, no regular expression in unicode mode; see `unicodeRegex`) matches
 * none here: the schema's own check reports it (GT3005), and no argument passes such a schema.
 */
export function matchingPatterns({ schema, pointer }: Located, key: string): Written[] {
  const patterns = schema.patternProperties ?? {};
  return patternsMatching(patterns, key).map((pattern) => ({ schema: patterns[pattern]!, pointer: `${pointer}/patternProperties/${escapeToken(pattern)}` }));
}

/** The names of `patterns` (a `patternProperties`) that match `key`; one the validator refuses (see `unicodeRegex`) matches none. */
export function patternsMatching(patterns: Readonly<Record<string, JsonSchema>>, key: string): string[] {
  return runnablePatterns(patterns)
    .filter(({ regex }) => regex.test(key))
    .map(({ name }) => name);
}

/** A pattern of a `patternProperties` and its compiled form. */
interface RunnablePattern {
  name: string;
  regex: RegExp;
}

/**
 * The patterns of each `patternProperties` object that the validator accepts, compiled, in order:
 * a check tests every key its object has against them all, where looking each pattern's
 * `unicodeRegex` up and listing the object's keys cost more than running them. Kept by the object,
 * as `compiled` is: a schema literal is read anew each run, and the converter makes a new
 * `patternProperties` for each index signature it adds, so none changes once read here.
 */
const runnable = new WeakMap<object, RunnablePattern[]>();

function runnablePatterns(patterns: Readonly<Record<string, JsonSchema>>): RunnablePattern[] {
  let found = runnable.get(patterns);
  if (found === undefined) {
    found = Object.keys(patterns).flatMap((name) => {
      const regex = unicodeRegex(name, patterns);
      return regex === undefined ? [] : [{ name, regex }];
    });
    runnable.set(patterns, found);
  }
  return found;
}

/**
 * Each pattern compiled (see `unicodeRegex`), by the schema object it is written in: a check asks
 * of each pattern for every key its objects have. Kept no longer than that object, which a run
 * reads again from the source: keyed by the pattern alone, the cache kept every pattern a long
 * `--watch` session ever saw.
 */
const compiled = new WeakMap<object, Map<string, RegExp | undefined>>();

/**
 * `pattern`, written in `holder` (the `patternProperties` it names an entry of, the `propertyNames`
 * schema it is the `pattern` of), compiled as the validator compiles it; `undefined` where the
 * validator refuses it (see `patternProblem`): no regular expression in unicode mode, one that
 * can backtrack catastrophically, which a key made up for another pattern could run for hours, or
 * one too large for V8 to run, which throws on its first run. The
 * schema's own check reports it (GT3005). Compiled once for `holder`: without the `g` or `y` flag,
 * `test` keeps no state between calls.
 */
export function unicodeRegex(pattern: string, holder: object): RegExp | undefined {
  let patterns = compiled.get(holder);
  if (patterns === undefined) compiled.set(holder, (patterns = new Map()));
  if (!patterns.has(pattern)) patterns.set(pattern, compile(pattern));
  return patterns.get(pattern);
}

function compile(pattern: string): RegExp | undefined {
  return patternProblem(pattern) === undefined ? new RegExp(pattern, "u") : undefined;
}
