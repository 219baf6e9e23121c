import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";
import { compile } from "../validator/compile.js";
import { isPlainObject } from "../validator/json-kind.js";
import { escapeToken, parsePointer, pointerFragment } from "../validator/json-pointer.js";
import { formatMessage } from "../validator/messages.js";
import { MISSING, RefResolver, valueAt } from "../validator/resolve-ref.js";
import type { ValidationError, Validator } from "../validator/types.js";
import { DATE_FORMATS } from "./date-time-value.js";

/**
 * One walk over a value along its schema to the `Date` locations under it. With an error list it
 * checks (a string there must be of the location's format) and returns the value; without, it
 * returns the value with a `Date` made of each string there, copying the objects and arrays on the
 * way to one.
 */
export type Walk = (value: unknown, path: string, errors: ValidationError[] | undefined) => unknown;

const PENDING = Symbol("being planned");

/** One walk per schema location, built once; a `$ref` cycle reaches its location through a forwarder. */
export class WalkPlan {
  readonly reached = new Set<string>();
  readonly #dates: ReadonlySet<string>;
  readonly #walks = new Map<string, Walk | null | typeof PENDING>();
  readonly #refs: RefResolver;

  constructor(
    readonly root: JsonSchemaObject,
    dates: readonly string[],
  ) {
    this.#dates = new Set(dates);
    this.#refs = new RefResolver(root);
  }

  /** The walk of the subschema at `pointer`, or `null` when no `Date` is under it. */
  at(schema: JsonSchema, pointer: string): Walk | null {
    const known = this.#walks.get(pointer);
    if (known === PENDING) return (value, path, errors) => (this.#walks.get(pointer) as Walk | null)?.(value, path, errors) ?? value;
    if (known !== undefined) return known;
    this.#walks.set(pointer, PENDING);
    const walk = this.#build(schema, pointer);
    this.#walks.set(pointer, walk);
    return walk;
  }

  #build(schema: JsonSchema, pointer: string): Walk | null {
    if (typeof schema === "boolean") return null;
    if (this.#dates.has(pointer)) {
      this.reached.add(pointer);
      return dateAt(`${pointer}/format`, schema.format as string);
    }
    const steps = [
      this.#ref(schema, pointer),
      this.#object(schema, pointer),
      this.#array(schema, pointer),
      this.#union(schema, pointer, "anyOf"),
      this.#union(schema, pointer, "oneOf"),
      ...(schema.allOf ?? []).map((branch, i) => this.at(branch, `${pointer}/allOf/${i}`)),
    ].filter((step): step is Walk => step !== null);
    if (steps.length === 0) return null;
    if (steps.length === 1) return steps[0]!;
    return (value, path, errors) => steps.reduce((current, step) => step(current, path, errors), value);
  }

  /** A reference resolved as the validator resolves it; one to another document holds no `Date` gen-tools wrote. */
  #ref(schema: JsonSchemaObject, pointer: string): Walk | null {
    if (typeof schema.$ref !== "string") return null;
    const resolved = this.#refs.resolve(schema.$ref, pointer);
    return resolved.found && isSchema(resolved.target) ? this.at(resolved.target, resolved.pointer) : null;
  }

  #object(schema: JsonSchemaObject, pointer: string): Walk | null {
    const named = new Map<string, Walk>();
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      const walk = this.at(sub, `${pointer}/properties/${escapeToken(key)}`);
      if (walk !== null) named.set(key, walk);
    }
    const patterns = Object.entries(schema.patternProperties ?? {}).map(([source, sub]) => ({
      regex: new RegExp(source, "u"),
      walk: this.at(sub, `${pointer}/patternProperties/${escapeToken(source)}`),
    }));
    const additional =
      schema.additionalProperties === undefined ? null : this.at(schema.additionalProperties, `${pointer}/additionalProperties`);
    if (named.size === 0 && additional === null && patterns.every((p) => p.walk === null)) return null;
    const declared = new Set(Object.keys(schema.properties ?? {}));
    const walkEntry = (key: string, value: unknown, path: string, errors: ValidationError[] | undefined): unknown => {
      let result = named.get(key)?.(value, path, errors) ?? value;
      let matched = false;
      for (const pattern of patterns) {
        if (!pattern.regex.test(key)) continue;
        matched = true;
        if (pattern.walk !== null) result = pattern.walk(result, path, errors);
      }
      if (additional !== null && !matched && !declared.has(key)) result = additional(result, path, errors);
      return result;
    };
    return (value, path, errors) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const entries = Object.entries(value);
      let changed = false;
      for (const entry of entries) {
        const walked = walkEntry(entry[0], entry[1], `${path}/${escapeToken(entry[0])}`, errors);
        if (walked !== entry[1]) {
          entry[1] = walked;
          changed = true;
        }
      }
      // From entries, not by assignment: an argument named `__proto__` stays an argument.
      return changed ? Object.fromEntries(entries) : value;
    };
  }

  #array(schema: JsonSchemaObject, pointer: string): Walk | null {
    const prefix = (schema.prefixItems ?? []).map((sub, i) => this.at(sub, `${pointer}/prefixItems/${i}`));
    const rest = schema.items === undefined ? null : this.at(schema.items, `${pointer}/items`);
    if (rest === null && prefix.every((p) => p === null)) return null;
    return (value, path, errors) => {
      if (!Array.isArray(value)) return value;
      let copy: unknown[] | undefined;
      value.forEach((item: unknown, i) => {
        const walk = i < prefix.length ? prefix[i] : rest;
        const walked = walk == null ? item : walk(item, `${path}/${i}`, errors);
        if (walked === item) return;
        copy ??= [...value];
        copy[i] = walked;
      });
      return copy ?? value;
    };
  }

  /**
   * The branch the value takes: the first it matches with its dates (a string where a `Date` is
   * must be of that location's format), else the first it matches by schema alone, whose dates are
   * then wrong.
   */
  #union(schema: JsonSchemaObject, pointer: string, keyword: "anyOf" | "oneOf"): Walk | null {
    const branches = schema[keyword] ?? [];
    const walks = branches.map((branch, i) => this.at(branch, `${pointer}/${keyword}/${i}`));
    if (walks.every((w) => w === null)) return null;
    const validators = branches.map((_, i) => lazyValidator(this.root, `${pointer}/${keyword}/${i}`));
    const datesValid = (i: number, value: unknown): boolean => {
      const errors: ValidationError[] = [];
      walks[i]?.(value, "", errors);
      return errors.length === 0;
    };
    const branchOf = (value: unknown): number | undefined => {
      let first: number | undefined;
      for (const [i, matches] of validators.entries()) {
        if (!matches(value).ok) continue;
        if (datesValid(i, value)) return i;
        first ??= i;
      }
      return first;
    };
    return (value, path, errors) => {
      const branch = branchOf(value);
      const walk = branch === undefined ? null : walks[branch];
      return walk == null ? value : walk(value, path, errors);
    };
  }
}

/** The walk of one `Date` location, whose `format` keyword (a key of `DATE_FORMATS`) is at `schemaPath`. */
function dateAt(schemaPath: string, format: string): Walk {
  const { test, date } = DATE_FORMATS[format]!;
  return (value, path, errors) => {
    if (typeof value !== "string") return value;
    if (errors === undefined) return test(value) ? date(value) : value;
    if (!test(value)) errors.push({ path, keyword: "format", message: formatMessage(format), schemaPath, expected: format, params: { format } });
    return value;
  };
}

/** The `$id` the input schema gets when it has none, so that a branch of it can be referenced. */
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
      validator = compile({ $defs: { arguments: { ...root, $id: id } }, $ref: `${id}#${pointerFragment(pointer)}` });
    }
    return validator(value);
  };
}

/** The subschema at a JSON Pointer into `root`, or `undefined` when there is none. */
export function subschemaAt(root: JsonSchemaObject, pointer: string): JsonSchema | undefined {
  const tokens = parsePointer(pointer);
  const node = tokens === undefined ? MISSING : valueAt(root, tokens);
  return isSchema(node) ? node : undefined;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "boolean" || isPlainObject(value);
}
