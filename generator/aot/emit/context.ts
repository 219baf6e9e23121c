import type { AnyOfCheck, OneOfCheck } from "../../../src/validator/keywords/applicators.js";
import type { SchemaNode } from "../../../src/validator/schema-node.js";
import type { ErrorArgs, ErrorKind, ErrorSite } from "./error-objects.js";
import type { Place } from "./place.js";

/**
 * What a keyword family's emitter gets from the module being generated. Code runs inside a
 * collector function `(x, d)` that gathers its errors in the local `e` (see runtime-source.ts).
 */
export interface EmitContext {
  /** A module-level constant initialised with the JavaScript `expression`; returns its name. */
  constant(expression: string): string;
  /** A module-level constant holding the JSON `value`. */
  json(value: unknown): string;
  /** Marks a helper (embedded or of the runtime) as used; returns its name. */
  helper(name: string): string;
  /**
   * An expression that reports an error of `kind` at `site` (see error-objects.ts): it adds it to
   * `e`, the errors the function has found so far, unless no more can be kept.
   */
  error<K extends ErrorKind>(kind: K, site: ErrorSite, ...args: ErrorArgs[K]): string;
  /** A boolean expression: whether another error can be kept (a walk stops once none can). */
  room(): string;
  /** An expression: how many errors the call has kept so far. */
  count(): string;
  /**
   * An expression that calls a function returning errors (a collector) and puts them in the local
   * `r`, which it yields; the function's own count is kept in step with the module's around it.
   */
  callErrors(call: string): string;
  /** `expression`, which calls a helper that keeps errors (`variant`, `eUnique`), with the counts kept in step around it. */
  synced(expression: string): string;
  /** A fresh local variable name in the function being written. */
  local(): string;
  /** A fresh statement label in the function being written. */
  label(): string;
  /** The local that holds the errors a call returned (declared in the function being written). */
  returned(): string;
  /** The name of `node`'s collector function, and whether its errors' schema paths are relative to it. */
  collectorOf(node: SchemaNode): { name: string; relative: boolean };
  /** Whether `node`'s code must check the value's depth (it can be reached deeper than `MAX_DEPTH`). */
  depthChecked(node: SchemaNode): boolean;
  /** Statements that collect `node`'s errors for the value at `place`: inline, or a call to its function. */
  collect(node: SchemaNode, place: Place): string;
  /**
   * Statements that call `node`'s function for the value at `place` and keep its errors when `isJson`
   * (an expression) holds, or else drop them for `notJson` (a statement reporting the value). For a
   * node that finds errors in every value that is not JSON; `undefined` when `node` is written inline.
   */
  collectUnlessNotJson(node: SchemaNode, place: Place, isJson: string, notJson: string): string | undefined;
  /**
   * A boolean expression: whether `node` accepts `x` at depth expression `depth`; decided once per
   * call and value when `memoized` (the applicator's `memo` is set: see `ValidityMemo`).
   */
  accepts(node: SchemaNode, x: string, depth: string, memoized: boolean): string;
  /**
   * An expression: the message of the first error `node` finds in `x` at depth expression `depth`,
   * for a value it is known to fail; no error is kept.
   */
  firstMessage(node: SchemaNode, x: string, depth: string): string;
  /** Statements that collect a union's errors for the value at `place` (through its function). */
  union(check: AnyOfCheck | OneOfCheck, place: Place): string;
}
