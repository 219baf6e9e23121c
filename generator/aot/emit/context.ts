import type { AnyOfCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";

/**
 * What a keyword family's emitter gets from the module being generated. Valid-path code runs inside
 * a function `(x, d)` and says `fail` (`return false;`) on failure; `k` counts the value levels between
 * the function's `d` and the value at hand. Only the valid path is written: a failing value's
 * errors are collected by the embedded interpreter (see `embedded-interpreter.ts`).
 */
export interface EmitContext {
  /** A module-level constant initialised with the JavaScript `expression`; returns its name. */
  constant(expression: string): string;
  /** A module-level constant holding the JSON `value`. */
  json(value: unknown): string;
  /** Marks an embedded helper as used; returns its name. */
  helper(name: string): string;
  /** A fresh local variable name. */
  local(prefix: string): string;
  /** Statements that `fail` unless `node` accepts the value in the variable `x`. */
  valid(node: SchemaNode, x: string, k: number, fail: string): string;
  /**
   * A boolean expression: whether `node` accepts `x` (at depth expression `depth`); decided once per
   * call and value when `memoized` (the applicator's `memo` is set: see `ValidityMemo`).
   */
  accepts(node: SchemaNode, x: string, depth: string, memoized?: boolean): string;
  /** The name of a function `(x, d)` that decides an `anyOf` or `oneOf`. */
  union(check: AnyOfCheck | OneOfCheck): string;
}

export function depthAt(k: number): string {
  return k === 0 ? "d" : `d + ${k}`;
}
