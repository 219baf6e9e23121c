/** `minItems`, `maxItems`, `uniqueItems`, `prefixItems`, `items`, `contains`: for arrays. */
import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { findDuplicate } from "../json-equality.js";
import { containsMessage, duplicateItemsMessage, itemCountMessage } from "../messages.js";
import { collectChild, type Check, type ErrorSink, type SchemaNode } from "../schema-node.js";
import { own, type BuildContext } from "./build-context.js";
import type { UnevaluatedItemsCheck } from "./unevaluated.js";

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

/**
 * `contains` with `minContains` (1 when absent; 0 lets any array pass) and `maxContains`: how many
 * items match the schema. One error for the array, under the keyword whose bound failed.
 */
export class ContainsCheck implements Check<unknown[]> {
  readonly kind = "contains";
  readonly tooFew: { keyword: "contains" | "minContains"; message: string; schemaPath: string };
  readonly tooMany: { message: string; schemaPath: string } | undefined;

  constructor(
    at: string,
    readonly node: SchemaNode,
    readonly min: number,
    readonly max: number | undefined,
    minGiven: boolean,
  ) {
    const keyword = minGiven ? "minContains" : "contains";
    this.tooFew = { keyword, message: containsMessage("at least", min), schemaPath: `${at}/${keyword}` };
    this.tooMany = max === undefined ? undefined : { message: containsMessage("at most", max), schemaPath: `${at}/maxContains` };
  }

  get schemaPath(): string {
    return this.tooFew.schemaPath;
  }

  /** Items that match, counted only as far as the bounds need. */
  count(value: unknown[], depth: number): number {
    const enough = this.max === undefined ? this.min : this.max + 1;
    let count = 0;
    for (let i = 0; i < value.length && count < enough; i++) if (this.node.valid(value[i], depth + 1)) count++;
    return count;
  }

  valid(value: unknown[], depth: number): boolean {
    const count = this.count(value, depth);
    return count >= this.min && (this.max === undefined || count <= this.max);
  }

  collect(value: unknown[], depth: number, path: string, sink: ErrorSink): void {
    const count = this.count(value, depth);
    if (count < this.min) {
      const { keyword, message, schemaPath } = this.tooFew;
      sink.add({ path, keyword, message, schemaPath, expected: this.min, params: { minContains: this.min } });
    } else if (this.tooMany !== undefined && count > (this.max as number)) {
      const { message, schemaPath } = this.tooMany;
      sink.add({ path, keyword: "maxContains", message, schemaPath, expected: this.max, params: { maxContains: this.max } });
    }
  }
}

export type ArrayCheck = ItemCountCheck | UniqueItemsCheck | PrefixItemsCheck | ItemsCheck | ContainsCheck | UnevaluatedItemsCheck;

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
  const contains = own(schema, "contains") as JsonSchema | undefined;
  if (contains !== undefined) {
    // Without `contains`, `minContains` and `maxContains` say nothing.
    const min = own(schema, "minContains") as number | undefined;
    const max = own(schema, "maxContains") as number | undefined;
    checks.push(new ContainsCheck(at, ctx.node(contains, `${at}/contains`), min ?? 1, max, min !== undefined));
  }
  return checks;
}
