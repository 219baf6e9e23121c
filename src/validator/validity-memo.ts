import type { SchemaNode } from "./schema-node.js";

/**
 * Remembers, for one validator call, whether a node accepted an object or array at a depth. A node
 * that applies two or more subschemas to the same value (`anyOf` over two recursive `$ref`s, `$ref`
 * beside `allOf`, ...) would otherwise re-validate the same subtrees once per branch and level:
 * 2^depth steps on a deep value. A value does not change during a call, so each (node, value, depth)
 * needs deciding once. Only such nodes' applications go through here; primitives are not stored
 * (deciding them is as cheap as looking them up).
 */
export class ValidityMemo {
  #table: Map<object, Map<number, boolean>> | undefined = undefined;

  /** `node.valid(value, depth)`, decided at most once per call for an object or array. */
  valid(node: SchemaNode, value: unknown, depth: number): boolean {
    if (typeof value !== "object" || value === null) return node.valid(value, depth);
    this.#table ??= new Map();
    let decided = this.#table.get(value);
    if (decided === undefined) {
      decided = new Map();
      this.#table.set(value, decided);
    }
    // Depths stay below MAX_DEPTH + 2, so the pair packs into one number.
    const key = node.id * 512 + depth;
    let result = decided.get(key);
    if (result === undefined) {
      result = node.valid(value, depth);
      decided.set(key, result);
    }
    return result;
  }

  /**
   * Runs one validator call with an empty table, restoring the previous one afterwards (a getter on
   * the value could call the same validator again before this call ends).
   */
  run<T>(call: () => T): T {
    const outer = this.#table;
    this.#table = undefined;
    try {
      return call();
    } finally {
      this.#table = outer;
    }
  }
}
