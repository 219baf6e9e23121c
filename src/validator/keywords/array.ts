/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`: for arrays. */
import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { findDuplicate } from "../json-equality.js";
import { duplicateItemsMessage, itemCountMessage } from "../messages.js";
import { collectChild, type Check, type ErrorSink, type SchemaNode } from "../schema-node.js";
import { own, type BuildContext } from "./build-context.js";

export class ItemCountCheck implements Check<unknown[]> {
  readonly kind = "itemCount";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly keyword: "minItems" | "maxItems", readonly limit: number) {
    this.message = itemCountMessage(keyword, limit);
  }

  valid(value: unknown[]): boolean {
    return this.keyword === "minItems" ? value.length >= this.limit : value.length <= this.limit;
  }

  collect(value: unknown[], _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: this.keyword, message: this.message, schemaPath: this.schemaPath, expected: this.limit, params: { limit: this.limit } });
  }
}

export class UniqueItemsCheck implements Check<unknown[]> {
  readonly kind = "uniqueItems";

  constructor(readonly schemaPath: string) {}

  valid(value: unknown[]): boolean {
    return value.length < 2 || findDuplicate(value) === undefined;
  }

  collect(value: unknown[], _depth: number, path: string, sink: ErrorSink): void {
    const pair = value.length < 2 ? undefined : findDuplicate(value);
    if (pair === undefined) return;
    const [i, j] = pair;
    sink.add({ path, keyword: "uniqueItems", message: duplicateItemsMessage(i, j), schemaPath: this.schemaPath, params: { i, j } });
  }
}

/** `prefixItems`: item `i` against schema `i`. */
export class PrefixItemsCheck implements Check<unknown[]> {
  readonly kind = "prefixItems";

  constructor(readonly schemaPath: string, readonly nodes: readonly SchemaNode[]) {}

  valid(value: unknown[], depth: number): boolean {
    const n = Math.min(value.length, this.nodes.length);
    for (let i = 0; i < n; i++) if (!(this.nodes[i] as SchemaNode).valid(value[i], depth + 1)) return false;
    return true;
  }

  collect(value: unknown[], depth: number, path: string, sink: ErrorSink): void {
    const n = Math.min(value.length, this.nodes.length);
    for (let i = 0; i < n && !sink.full; i++) {
      collectChild(this.nodes[i] as SchemaNode, value[i], depth + 1, path, i, sink);
    }
  }
}

/**
 * `items`: every item after the `prefixItems` against one schema. `items: false` (no more items) is
 * reported once, as a count, rather than once per extra item.
 */
export class ItemsCheck implements Check<unknown[]> {
  readonly kind = "items";
  readonly closed: boolean;
  readonly message: string;

  constructor(readonly schemaPath: string, readonly start: number, readonly node: SchemaNode, schema: JsonSchema) {
    this.closed = schema === false;
    this.message = itemCountMessage("maxItems", start);
  }

  valid(value: unknown[], depth: number): boolean {
    if (this.closed) return value.length <= this.start;
    for (let i = this.start; i < value.length; i++) if (!this.node.valid(value[i], depth + 1)) return false;
    return true;
  }

  collect(value: unknown[], depth: number, path: string, sink: ErrorSink): void {
    if (this.closed) {
      if (value.length > this.start) {
        sink.add({ path, keyword: "items", message: this.message, schemaPath: this.schemaPath, expected: this.start, params: { limit: this.start } });
      }
      return;
    }
    for (let i = this.start; i < value.length && !sink.full; i++) {
      collectChild(this.node, value[i], depth + 1, path, i, sink);
    }
  }
}

export type ArrayCheck = ItemCountCheck | UniqueItemsCheck | PrefixItemsCheck | ItemsCheck;

export function arrayChecks(schema: JsonSchemaObject, at: string, ctx: BuildContext): ArrayCheck[] {
  const checks: ArrayCheck[] = [];
  for (const keyword of ["minItems", "maxItems"] as const) {
    const limit = own(schema, keyword);
    if (limit !== undefined) checks.push(new ItemCountCheck(`${at}/${keyword}`, keyword, limit as number));
  }
  if (own(schema, "uniqueItems") === true) checks.push(new UniqueItemsCheck(`${at}/uniqueItems`));
  const prefix = (own(schema, "prefixItems") ?? []) as JsonSchema[];
  if (prefix.length > 0) {
    checks.push(new PrefixItemsCheck(`${at}/prefixItems`, prefix.map((s, i) => ctx.node(s, `${at}/prefixItems/${i}`))));
  }
  const items = own(schema, "items") as JsonSchema | undefined;
  if (items !== undefined) checks.push(new ItemsCheck(`${at}/items`, prefix.length, ctx.node(items, `${at}/items`), items));
  return checks;
}
