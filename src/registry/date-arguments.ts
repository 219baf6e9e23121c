import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";
import { compile } from "../validator/compile.js";
import { isDateTime } from "../validator/formats.js";
import { escapeToken, parsePointer } from "../validator/json-pointer.js";
import type { Validator } from "../validator/types.js";
import { dateFromDateTime } from "./date-time-value.js";

/** A value with the `Date`s under one schema location made: the value itself when nothing changed. */
export type Revive = (value: unknown) => unknown;

/** Refuses entry `index` of the `dates` list. */
export type DatesFail = (index: number, message: string) => never;

/**
 * What a handler whose signature takes `Date`s gets from arguments validated against `schema`:
 * each date-time string at one of the `dates` locations (JSON Pointers to subschemas of `schema`)
 * becomes a `Date`. The objects and arrays on the way to one are copied and the rest shared, so the
 * validated arguments stay as the model sent them for hooks and events.
 *
 * Where a union (`anyOf`, `oneOf`) has a `Date` under some branch, the first branch the value matches
 * decides, as TypeScript's union members were written (`Date | Meeting`: a string is the date). A
 * location the walk cannot reach, or that is not a date-time string schema, is refused through `fail`.
 */
export function dateReviver(schema: JsonSchemaObject, dates: readonly string[], fail: DatesFail): Revive {
  dates.forEach((pointer, index) => {
    const target = subschemaAt(schema, pointer);
    if (target === undefined) fail(index, `'${pointer}' is not a subschema of the inputSchema`);
    if (typeof target === "boolean" || target.format !== "date-time") {
      fail(index, `'${pointer}' is not a date-time string schema, so no Date can be made there`);
    }
  });
  const plan = new RevivePlan(schema, dates);
  const revive = plan.at(schema, "") ?? identity;
  const unreached = dates.findIndex((pointer) => !plan.reached.has(pointer));
  if (unreached >= 0) {
    fail(unreached, `'${dates[unreached]}' is under a keyword arguments are not read through (only properties, items, $ref and unions are)`);
  }
  return revive;
}

const PENDING = Symbol("being planned");

/** One reviver per schema location, built once; a `$ref` cycle reaches its location through a forwarder. */
class RevivePlan {
  readonly reached = new Set<string>();
  readonly #dates: ReadonlySet<string>;
  readonly #plans = new Map<string, Revive | null | typeof PENDING>();

  constructor(
    readonly root: JsonSchemaObject,
    dates: readonly string[],
  ) {
    this.#dates = new Set(dates);
  }

  /** The reviver of the subschema at `pointer`, or `null` when no `Date` is under it. */
  at(schema: JsonSchema, pointer: string): Revive | null {
    const known = this.#plans.get(pointer);
    if (known === PENDING) return (value) => (this.#plans.get(pointer) as Revive | null)?.(value) ?? value;
    if (known !== undefined) return known;
    this.#plans.set(pointer, PENDING);
    const plan = this.#build(schema, pointer);
    this.#plans.set(pointer, plan);
    return plan;
  }

  #build(schema: JsonSchema, pointer: string): Revive | null {
    if (this.#dates.has(pointer)) {
      this.reached.add(pointer);
      return reviveDate;
    }
    if (typeof schema === "boolean") return null;
    const steps = [
      this.#ref(schema),
      this.#object(schema, pointer),
      this.#array(schema, pointer),
      this.#union(schema, pointer, "anyOf"),
      this.#union(schema, pointer, "oneOf"),
      ...(schema.allOf ?? []).map((branch, i) => this.at(branch, `${pointer}/allOf/${i}`)),
    ].filter((step): step is Revive => step !== null);
    if (steps.length === 0) return null;
    if (steps.length === 1) return steps[0]!;
    return (value) => steps.reduce((current, step) => step(current), value);
  }

  /** A reference within the arguments' schema; one to another document holds no `Date` gen-tools wrote. */
  #ref(schema: JsonSchemaObject): Revive | null {
    if (typeof schema.$ref !== "string" || !schema.$ref.startsWith("#")) return null;
    const pointer = pointerOfFragment(schema.$ref.slice(1));
    const target = pointer === undefined ? undefined : subschemaAt(this.root, pointer);
    return target === undefined || pointer === undefined ? null : this.at(target, pointer);
  }

  #object(schema: JsonSchemaObject, pointer: string): Revive | null {
    const named = new Map<string, Revive>();
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      const revive = this.at(sub, `${pointer}/properties/${escapeToken(key)}`);
      if (revive !== null) named.set(key, revive);
    }
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([source, sub]) => ({
      test: new RegExp(source, "u"),
      revive: this.at(sub, `${pointer}/patternProperties/${escapeToken(source)}`),
    }));
    const additional =
      schema.additionalProperties === undefined ? null : this.at(schema.additionalProperties, `${pointer}/additionalProperties`);
    if (named.size === 0 && additional === null && patterns.every((p) => p.revive === null)) return null;
    const declared = new Set(Object.keys(schema.properties ?? {}));
    const reviveEntry = (key: string, value: unknown): unknown => {
      let result = named.get(key)?.(value) ?? value;
      let matched = false;
      for (const pattern of patterns) {
        if (!pattern.test.test(key)) continue;
        matched = true;
        if (pattern.revive !== null) result = pattern.revive(result);
      }
      if (additional !== null && !matched && !declared.has(key)) result = additional(result);
      return result;
    };
    return (value) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const entries = Object.entries(value);
      let changed = false;
      for (const entry of entries) {
        const revived = reviveEntry(entry[0], entry[1]);
        if (revived !== entry[1]) {
          entry[1] = revived;
          changed = true;
        }
      }
      // From entries, not by assignment: an argument named `__proto__` stays an argument.
      return changed ? Object.fromEntries(entries) : value;
    };
  }

  #array(schema: JsonSchemaObject, pointer: string): Revive | null {
    const prefix = (schema.prefixItems ?? []).map((sub, i) => this.at(sub, `${pointer}/prefixItems/${i}`));
    const rest = schema.items === undefined ? null : this.at(schema.items, `${pointer}/items`);
    if (rest === null && prefix.every((p) => p === null)) return null;
    return (value) => {
      if (!Array.isArray(value)) return value;
      let copy: unknown[] | undefined;
      value.forEach((item: unknown, i) => {
        const revive = i < prefix.length ? prefix[i] : rest;
        const revived = revive == null ? item : revive(item);
        if (revived === item) return;
        copy ??= [...value];
        copy[i] = revived;
      });
      return copy ?? value;
    };
  }

  #union(schema: JsonSchemaObject, pointer: string, keyword: "anyOf" | "oneOf"): Revive | null {
    const branches = schema[keyword] ?? [];
    const plans = branches.map((branch, i) => this.at(branch, `${pointer}/${keyword}/${i}`));
    if (plans.every((p) => p === null)) return null;
    const matchers = branches.map((_, i) => lazyValidator(this.root, `${pointer}/${keyword}/${i}`));
    return (value) => {
      const branch = matchers.findIndex((matches) => matches(value).ok);
      return branch < 0 ? value : (plans[branch]?.(value) ?? value);
    };
  }
}

function reviveDate(value: unknown): unknown {
  return typeof value === "string" && isDateTime(value) ? dateFromDateTime(value) : value;
}

function identity(value: unknown): unknown {
  return value;
}

/** Whose `$id` the arguments' schema gets when it has none, so a branch of it can be referenced. */
const ARGUMENTS_ID = "urn:gen-tools:arguments";

/**
 * The interpreter for the subschema at `pointer`, compiled on first use: a schema that references
 * it by URI, with the whole schema embedded as a resource, so that its `$ref`s resolve as in place.
 */
function lazyValidator(root: JsonSchemaObject, pointer: string): Validator {
  let validator: Validator | undefined;
  return (value) => {
    if (validator === undefined) {
      const id = typeof root.$id === "string" ? root.$id : ARGUMENTS_ID;
      const fragment = (parsePointer(pointer) ?? []).map((token) => `/${encodeURIComponent(escapeToken(token))}`).join("");
      validator = compile({ $defs: { arguments: { ...root, $id: id } }, $ref: `${id}#${fragment}` });
    }
    return validator(value);
  };
}

/** A `$ref` fragment (percent-encoded JSON Pointer) as a JSON Pointer, or `undefined` when malformed. */
function pointerOfFragment(fragment: string): string | undefined {
  try {
    const pointer = decodeURIComponent(fragment);
    return parsePointer(pointer) === undefined ? undefined : pointer;
  } catch {
    return undefined;
  }
}

/** The subschema at a JSON Pointer into `root`, or `undefined` when there is none. */
function subschemaAt(root: JsonSchemaObject, pointer: string): JsonSchema | undefined {
  const tokens = parsePointer(pointer);
  if (tokens === undefined) return undefined;
  let node: unknown = root;
  for (const token of tokens) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return typeof node === "boolean" || (typeof node === "object" && node !== null && !Array.isArray(node))
    ? (node as JsonSchema)
    : undefined;
}
