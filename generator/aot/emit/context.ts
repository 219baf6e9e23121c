import type { AnyOfCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";

/**
 * What a keyword family's emitter gets from the module being generated. Valid-path code runs inside
 * a function `(x, d)` and says `fail` (`return false;`) on failure; `k` counts the value levels between
 * the function's `d` and the value at hand. Collect code runs inside a node's collect function
 * `(x, d, p, e)`: the value, its depth, its JSON Pointer and the error list.
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
  /** A statement collecting `node`'s errors for `x` at `depth` and `path` into `e`. */
  collect(node: SchemaNode, x: string, depth: string, path: string, memoized?: boolean): string;
  /** The name of a function `(x, d)` that decides an `anyOf` or `oneOf`. */
  union(check: AnyOfCheck | OneOfCheck): string;
}

/** The name of the module's error cap. */
export const MAX_ERRORS = "MAX_ERRORS";
/** Stops a collect function once the cap is reached. */
export const STOP_WHEN_FULL = `if (e.length >= ${MAX_ERRORS}) return;`;

export function depthAt(k: number): string {
  return k === 0 ? "d" : `d + ${k}`;
}

export interface ErrorFields {
  path: string;
  keyword: string;
  message: string;
  schemaPath: string;
  expected?: string;
  actual?: string;
  params?: string;
}

/** `add(e, { ... })` with the fields (JavaScript expressions) in the interpreter's order. */
export function addError(fields: ErrorFields): string {
  const parts = [`path: ${fields.path}`, `keyword: ${fields.keyword}`, `message: ${fields.message}`, `schemaPath: ${fields.schemaPath}`];
  if (fields.expected !== undefined) parts.push(`expected: ${fields.expected}`);
  if (fields.actual !== undefined) parts.push(`actual: ${fields.actual}`);
  if (fields.params !== undefined) parts.push(`params: ${fields.params}`);
  return `add(e, { ${parts.join(", ")} });`;
}
