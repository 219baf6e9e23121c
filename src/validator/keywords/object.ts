/**
 * `minProperties`, `maxProperties`, `required`, `dependentRequired`, `propertyNames`, `properties`,
 * `patternProperties`, `additionalProperties`: for objects, own enumerable properties only, those
 * `JSON.stringify` writes (a property defined as not enumerable is not part of the JSON value).
 */
import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { escapeToken } from "../json-pointer.js";
import { hasJsonProperty } from "../json-kind.js";
import {
  additionalPropertyEnd,
  additionalPropertyMessage,
  dependentRequiredMessage,
  propertyCountMessage,
  propertyNameMessage,
  requiredMessage,
} from "../messages.js";
import { collectChild, ErrorSink, type Check, type SchemaNode } from "../schema-node.js";
import type { ValidationError } from "../types.js";
import { own, type BuildContext } from "./build-context.js";
import type { UnevaluatedPropertiesCheck } from "./unevaluated.js";

/** Up to this many keys, the fast path looks names up in the object's key list. */
const FEW_KEYS = 16;

/**
 * Whether the object has `name` as JSON, `keys` being its `Object.keys` (its own enumerable
 * properties): for `required` and `properties`, which ask about several names. V8 hands out a small object's
 * keys from a cache, and looking a name up among a few costs less than hasJsonProperty.
 */
function hasKey(value: Record<string, unknown>, keys: readonly string[], name: string): boolean {
  return keys.length <= FEW_KEYS ? keys.includes(name) : hasJsonProperty(value, name);
}

export class PropertyCountCheck implements Check<Record<string, unknown>> {
  readonly kind = "propertyCount";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly keyword: "minProperties" | "maxProperties", readonly limit: number) {
    this.message = propertyCountMessage(keyword, limit);
  }

  valid(value: Record<string, unknown>): boolean {
    const count = Object.keys(value).length;
    return this.keyword === "minProperties" ? count >= this.limit : count <= this.limit;
  }

  collect(value: Record<string, unknown>, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: this.keyword, message: this.message, schemaPath: this.schemaPath, expected: this.limit, params: { limit: this.limit } });
  }
}

export class RequiredCheck implements Check<Record<string, unknown>> {
  readonly kind = "required";
  // Each name's pointer token and message, made once: a missing property costs only its error object.
  readonly #tokens: readonly string[];
  readonly #messages: readonly string[];

  constructor(readonly schemaPath: string, readonly names: readonly string[]) {
    this.#tokens = names.map(escapeToken);
    this.#messages = names.map(requiredMessage);
  }

  valid(value: Record<string, unknown>): boolean {
    const keys = Object.keys(value);
    for (let i = 0; i < this.names.length; i++) if (!hasKey(value, keys, this.names[i] as string)) return false;
    return true;
  }

  collect(value: Record<string, unknown>, _depth: number, path: string, sink: ErrorSink): void {
    const keys = Object.keys(value);
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i] as string;
      if (hasKey(value, keys, name)) continue;
      sink.add({ path: path + "/" + this.#tokens[i], keyword: "required", message: this.#messages[i] as string, schemaPath: this.schemaPath, params: { missingProperty: name } });
    }
  }
}

export interface Dependency {
  /** The property whose presence makes `names` required. */
  readonly property: string;
  readonly names: readonly string[];
}

/**
 * `dependentRequired`: when a property is there, the names listed for it must be too. A missing one
 * is reported at its own path, as `required` reports.
 */
export class DependentRequiredCheck implements Check<Record<string, unknown>> {
  readonly kind = "dependentRequired";

  constructor(readonly schemaPath: string, readonly dependencies: readonly Dependency[]) {}

  valid(value: Record<string, unknown>): boolean {
    for (const { property, names } of this.dependencies) {
      if (!hasJsonProperty(value, property)) continue;
      for (const name of names) if (!hasJsonProperty(value, name)) return false;
    }
    return true;
  }

  collect(value: Record<string, unknown>, _depth: number, path: string, sink: ErrorSink): void {
    for (const { property, names } of this.dependencies) {
      if (!hasJsonProperty(value, property)) continue;
      for (const name of names) {
        if (hasJsonProperty(value, name)) continue;
        sink.add({
          path: path + "/" + escapeToken(name),
          keyword: "dependentRequired",
          message: dependentRequiredMessage(name, property),
          schemaPath: `${this.schemaPath}/${escapeToken(property)}`,
          params: { missingProperty: name, property },
        });
      }
    }
  }
}

/**
 * `propertyNames`: each own property's name, as a string, against a schema (a level below the
 * object, as its value is). A name that fails is one error at the property's path, whose message
 * says what is wrong with it (the first error the schema finds).
 */
export class PropertyNamesCheck implements Check<Record<string, unknown>> {
  readonly kind = "propertyNames";

  constructor(readonly schemaPath: string, readonly node: SchemaNode) {}

  valid(value: Record<string, unknown>, depth: number): boolean {
    for (const key in value) if (Object.hasOwn(value, key) && !this.node.valid(key, depth + 1)) return false;
    return true;
  }

  collect(value: Record<string, unknown>, depth: number, path: string, sink: ErrorSink): void {
    for (const key in value) {
      if (sink.full) return;
      if (!Object.hasOwn(value, key) || this.node.valid(key, depth + 1)) continue;
      // What the name did wrong, in the schema's words: its first error alone.
      const reason = new ErrorSink(1);
      this.node.collect(key, depth + 1, "", reason);
      const message = propertyNameMessage(key, (reason.errors[0] as ValidationError).message);
      sink.add({ path: path + "/" + escapeToken(key), keyword: "propertyNames", message, schemaPath: this.schemaPath, params: { propertyName: key } });
    }
  }
}

export interface PropertyEntry {
  readonly name: string;
  readonly node: SchemaNode;
}

export class PropertiesCheck implements Check<Record<string, unknown>> {
  readonly kind = "properties";
  // The entries' fields side by side: the fast path reads them without touching the entries.
  private readonly names: readonly string[];
  private readonly nodes: readonly SchemaNode[];
  private readonly tokens: readonly string[];

  constructor(readonly schemaPath: string, readonly entries: readonly PropertyEntry[]) {
    this.names = entries.map((e) => e.name);
    this.nodes = entries.map((e) => e.node);
    this.tokens = this.names.map(escapeToken);
  }

  valid(value: Record<string, unknown>, depth: number): boolean {
    const { names, nodes } = this;
    const keys = Object.keys(value);
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      if (hasKey(value, keys, name) && !(nodes[i] as SchemaNode).valid(value[name], depth + 1)) return false;
    }
    return true;
  }

  collect(value: Record<string, unknown>, depth: number, path: string, sink: ErrorSink): void {
    const { names, nodes, tokens } = this;
    const keys = Object.keys(value);
    for (let i = 0; i < names.length && !sink.full; i++) {
      const name = names[i] as string;
      if (hasKey(value, keys, name)) collectChild(nodes[i] as SchemaNode, value[name], depth + 1, path, tokens[i] as string, sink);
    }
  }
}

export interface PatternEntry {
  /** The key of `patternProperties`: an ECMAScript pattern (`u` flag, unanchored), checked by `checkSchema`. */
  readonly pattern: string;
  readonly regex: RegExp;
  readonly node: SchemaNode;
}

/** `patternProperties`: each own property whose name a pattern matches, against that pattern's schema. */
export class PatternPropertiesCheck implements Check<Record<string, unknown>> {
  readonly kind = "patternProperties";

  constructor(readonly schemaPath: string, readonly entries: readonly PatternEntry[]) {}

  valid(value: Record<string, unknown>, depth: number): boolean {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      for (const { regex, node } of this.entries) {
        if (regex.test(key) && !node.valid(value[key], depth + 1)) return false;
      }
    }
    return true;
  }

  collect(value: Record<string, unknown>, depth: number, path: string, sink: ErrorSink): void {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      for (const { regex, node } of this.entries) {
        if (sink.full) return;
        if (regex.test(key)) collectChild(node, value[key], depth + 1, path, escapeToken(key), sink);
      }
    }
  }
}

/**
 * `additionalProperties`: the own properties that `properties` does not name and no pattern of
 * `patternProperties` matches. `false` is reported per extra property, at its path, with the names
 * the object may have.
 */
export class AdditionalPropertiesCheck implements Check<Record<string, unknown>> {
  readonly kind = "additionalProperties";
  readonly known: ReadonlySet<string>;
  readonly closed: boolean;
  /** The end of the message for `false`, after the name: the allowed names. */
  readonly messageEnd: string;

  constructor(
    readonly schemaPath: string,
    known: readonly string[],
    readonly patterns: readonly PatternEntry[],
    readonly node: SchemaNode,
    schema: JsonSchema,
  ) {
    this.known = new Set(known);
    this.closed = schema === false;
    this.messageEnd = additionalPropertyEnd(known, patterns.map((p) => p.pattern));
  }

  valid(value: Record<string, unknown>, depth: number): boolean {
    for (const key in value) {
      if (this.known.has(key) || !Object.hasOwn(value, key) || this.#matched(key)) continue;
      if (this.closed || !this.node.valid(value[key], depth + 1)) return false;
    }
    return true;
  }

  collect(value: Record<string, unknown>, depth: number, path: string, sink: ErrorSink): void {
    // Own keys come first in a for-in, in Object.keys order; inherited ones are skipped.
    for (const key in value) {
      if (sink.full) return;
      if (this.known.has(key) || !Object.hasOwn(value, key) || this.#matched(key)) continue;
      if (this.closed) {
        sink.add({
          path: `${path}/${escapeToken(key)}`,
          keyword: "additionalProperties",
          message: additionalPropertyMessage(key, this.messageEnd),
          schemaPath: this.schemaPath,
          params: { additionalProperty: key },
        });
      } else {
        collectChild(this.node, value[key], depth + 1, path, escapeToken(key), sink);
      }
    }
  }

  #matched(key: string): boolean {
    for (const { regex } of this.patterns) if (regex.test(key)) return true;
    return false;
  }
}

export type ObjectCheck =
  | PropertyCountCheck
  | RequiredCheck
  | DependentRequiredCheck
  | PropertyNamesCheck
  | PropertiesCheck
  | PatternPropertiesCheck
  | AdditionalPropertiesCheck
  | UnevaluatedPropertiesCheck;

export function objectChecks(schema: JsonSchemaObject, at: string, ctx: BuildContext): ObjectCheck[] {
  const checks: ObjectCheck[] = [];
  for (const keyword of ["minProperties", "maxProperties"] as const) {
    const limit = own(schema, keyword) as number | undefined;
    if (limit !== undefined) checks.push(new PropertyCountCheck(`${at}/${keyword}`, keyword, limit));
  }
  const required = own(schema, "required") as string[] | undefined;
  if (required !== undefined && required.length > 0) checks.push(new RequiredCheck(`${at}/required`, required));
  const dependent = own(schema, "dependentRequired") as Record<string, string[]> | undefined;
  const dependencies = Object.entries(dependent ?? {})
    .filter(([, names]) => names.length > 0)
    .map(([property, names]) => ({ property, names }));
  if (dependencies.length > 0) checks.push(new DependentRequiredCheck(`${at}/dependentRequired`, dependencies));
  const propertyNames = own(schema, "propertyNames") as JsonSchema | undefined;
  if (propertyNames !== undefined) checks.push(new PropertyNamesCheck(`${at}/propertyNames`, ctx.node(propertyNames, `${at}/propertyNames`)));
  const properties = (own(schema, "properties") ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (names.length > 0) {
    const entries = names.map((name) => ({
      name,
      node: ctx.node(properties[name] as JsonSchema, `${at}/properties/${escapeToken(name)}`),
    }));
    checks.push(new PropertiesCheck(`${at}/properties`, entries));
  }
  const patternSchemas = (own(schema, "patternProperties") ?? {}) as Record<string, JsonSchema>;
  const patterns = Object.keys(patternSchemas).map((pattern) => ({
    pattern,
    regex: new RegExp(pattern, "u"),
    node: ctx.node(patternSchemas[pattern] as JsonSchema, `${at}/patternProperties/${escapeToken(pattern)}`),
  }));
  if (patterns.length > 0) checks.push(new PatternPropertiesCheck(`${at}/patternProperties`, patterns));
  const additional = own(schema, "additionalProperties") as JsonSchema | undefined;
  if (additional !== undefined) {
    checks.push(new AdditionalPropertiesCheck(`${at}/additionalProperties`, names, patterns, ctx.node(additional, `${at}/additionalProperties`), additional));
  }
  return checks;
}
