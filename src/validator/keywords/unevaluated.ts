/**
 * `unevaluatedProperties` and `unevaluatedItems`: the properties or items that no other keyword of
 * the schema evaluated, counting those of its subschemas applied in place (`$ref`, `allOf`, `anyOf`,
 * `oneOf`, `if`/`then`/`else`, `dependentSchemas`) that the value passes; a subschema it fails
 * evaluates nothing. The schema's own `properties`, `patternProperties` and `prefixItems` count by
 * name or index whether or not their values pass (the schema fails then anyway).
 */
import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { hasJsonProperty, isPlainObject } from "../json-kind.js";
import { escapeToken } from "../json-pointer.js";
import { unevaluatedItemMessage, unevaluatedPropertyMessage } from "../messages.js";
import { collectChild, type Check, type ErrorSink, type SchemaNode } from "../schema-node.js";
import { own, type BuildContext } from "./build-context.js";

/**
 * The subschemas `node` applies in place that the value passes: only theirs count, a failed one's
 * annotations are dropped. `if` counts when it passes, as does the branch it selects.
 */
export function passingInPlace(node: SchemaNode, value: unknown, depth: number): SchemaNode[] {
  const passing: SchemaNode[] = [];
  for (const check of node.applicators) {
    // Through the check's memo, where it has one: validation decided these for the value already.
    const add = (child: SchemaNode | undefined) => {
      if (child !== undefined && check.accepts(child, value, depth)) passing.push(child);
    };
    switch (check.kind) {
      case "$ref":
        add(check.target);
        break;
      case "allOf":
      case "anyOf":
      case "oneOf":
        for (const branch of check.nodes) add(branch);
        break;
      case "if":
        if (check.accepts(check.condition, value, depth)) {
          passing.push(check.condition);
          add(check.then);
        } else {
          add(check.otherwise);
        }
        break;
      case "dependentSchemas":
        // It applies to objects only: an array's index is no property of its.
        if (isPlainObject(value)) for (const { property, node: child } of check.entries) if (hasJsonProperty(value, property)) add(child);
        break;
      case "not":
        break;
    }
  }
  return passing;
}

/** Adds the names of the properties `node` evaluates in `value` to `out`; `true` when it evaluates them all. */
export function evaluatedProperties(node: SchemaNode, value: Record<string, unknown>, depth: number, out: Set<string>, owner?: SchemaNode): boolean {
  for (const check of node.forObjects) {
    switch (check.kind) {
      case "properties":
        for (const { name } of check.entries) if (hasJsonProperty(value, name)) out.add(name);
        break;
      case "patternProperties":
        for (const key in value) if (Object.hasOwn(value, key) && check.entries.some(({ regex }) => regex.test(key))) out.add(key);
        break;
      case "additionalProperties":
        return true;
      case "unevaluatedProperties":
        // Another schema's, which the value passed: it evaluated what its own keywords left.
        if (node !== owner) return true;
        break;
    }
  }
  for (const child of passingInPlace(node, value, depth)) if (evaluatedProperties(child, value, depth, out)) return true;
  return false;
}

/** The items `node` evaluates in `value`: all before `upTo`, and `indices`. */
export interface EvaluatedItems {
  upTo: number;
  indices: Set<number>;
}

/** Adds the items `node` evaluates in `value` to `out`; `true` when it evaluates them all. */
export function evaluatedItems(node: SchemaNode, value: unknown[], depth: number, out: EvaluatedItems, owner?: SchemaNode): boolean {
  for (const check of node.forArrays) {
    switch (check.kind) {
      case "prefixItems":
        out.upTo = Math.max(out.upTo, Math.min(value.length, check.nodes.length));
        break;
      case "items":
        return true;
      case "contains":
        for (let i = 0; i < value.length; i++) if (check.node.valid(value[i], depth + 1)) out.indices.add(i);
        break;
      case "unevaluatedItems":
        if (node !== owner) return true;
        break;
    }
  }
  for (const child of passingInPlace(node, value, depth)) if (evaluatedItems(child, value, depth, out)) return true;
  return false;
}

/** `unevaluatedProperties` of the schema `owner`: `false` reports each such property at its path. */
export class UnevaluatedPropertiesCheck implements Check<Record<string, unknown>> {
  readonly kind = "unevaluatedProperties";
  readonly closed: boolean;

  constructor(readonly schemaPath: string, readonly owner: SchemaNode, readonly node: SchemaNode, schema: JsonSchema) {
    this.closed = schema === false;
  }

  /** The own keys no keyword evaluated, in `Object.keys` order. */
  unevaluated(value: Record<string, unknown>, depth: number): string[] {
    const evaluated = new Set<string>();
    if (evaluatedProperties(this.owner, value, depth, evaluated, this.owner)) return [];
    return Object.keys(value).filter((key) => !evaluated.has(key));
  }

  valid(value: Record<string, unknown>, depth: number): boolean {
    for (const key of this.unevaluated(value, depth)) if (this.closed || !this.node.valid(value[key], depth + 1)) return false;
    return true;
  }

  collect(value: Record<string, unknown>, depth: number, path: string, sink: ErrorSink): void {
    for (const key of this.unevaluated(value, depth)) {
      if (sink.full) return;
      if (this.closed) {
        sink.add({ path: path + "/" + escapeToken(key), keyword: "unevaluatedProperties", message: unevaluatedPropertyMessage(key), schemaPath: this.schemaPath, params: { unevaluatedProperty: key } });
      } else {
        collectChild(this.node, value[key], depth + 1, path, escapeToken(key), sink);
      }
    }
  }
}

/** `unevaluatedItems` of the schema `owner`: `false` reports each such item at its path. */
export class UnevaluatedItemsCheck implements Check<unknown[]> {
  readonly kind = "unevaluatedItems";
  readonly closed: boolean;

  constructor(readonly schemaPath: string, readonly owner: SchemaNode, readonly node: SchemaNode, schema: JsonSchema) {
    this.closed = schema === false;
  }

  /** The indices no keyword evaluated, in order. */
  unevaluated(value: unknown[], depth: number): number[] {
    const evaluated: EvaluatedItems = { upTo: 0, indices: new Set() };
    if (evaluatedItems(this.owner, value, depth, evaluated, this.owner)) return [];
    const left: number[] = [];
    for (let i = evaluated.upTo; i < value.length; i++) if (!evaluated.indices.has(i)) left.push(i);
    return left;
  }

  valid(value: unknown[], depth: number): boolean {
    for (const i of this.unevaluated(value, depth)) if (this.closed || !this.node.valid(value[i], depth + 1)) return false;
    return true;
  }

  collect(value: unknown[], depth: number, path: string, sink: ErrorSink): void {
    for (const i of this.unevaluated(value, depth)) {
      if (sink.full) return;
      if (this.closed) {
        sink.add({ path: path + "/" + i, keyword: "unevaluatedItems", message: unevaluatedItemMessage(i), schemaPath: this.schemaPath, params: { unevaluatedItem: i } });
      } else {
        collectChild(this.node, value[i], depth + 1, path, i, sink);
      }
    }
  }
}

/** The `unevaluatedProperties` and `unevaluatedItems` checks of `node`, whose schema is `schema`. */
export function unevaluatedChecks(schema: JsonSchemaObject, node: SchemaNode, ctx: BuildContext): { properties?: UnevaluatedPropertiesCheck; items?: UnevaluatedItemsCheck } {
  const at = node.schemaPath;
  const properties = own(schema, "unevaluatedProperties") as JsonSchema | undefined;
  const items = own(schema, "unevaluatedItems") as JsonSchema | undefined;
  return {
    ...(properties === undefined ? {} : { properties: new UnevaluatedPropertiesCheck(`${at}/unevaluatedProperties`, node, ctx.node(properties, `${at}/unevaluatedProperties`), properties) }),
    ...(items === undefined ? {} : { items: new UnevaluatedItemsCheck(`${at}/unevaluatedItems`, node, ctx.node(items, `${at}/unevaluatedItems`), items) }),
  };
}
