import type { JsonTypeName } from "../json-schema.js";
import { kindOf } from "./json-kind.js";
import { FALSE_SCHEMA_MESSAGE, maxDepthMessage, notJsonMessage, typeMessage } from "./messages.js";
import type { ApplicatorCheck } from "./keywords/applicators.js";
import type { ArrayCheck } from "./keywords/array.js";
import type { NumberCheck } from "./keywords/number.js";
import type { ObjectCheck } from "./keywords/object.js";
import type { StringCheck } from "./keywords/string.js";
import type { ValueCheck } from "./keywords/value.js";
import type { ValidationError } from "./types.js";

/**
 * How deep into a value validation goes. A value nested deeper (which no tool's arguments need,
 * but a hostile or buggy caller can send) gets one `maxDepth` error at the first level too deep,
 * instead of the stack overflowing in the recursive walk.
 */
export const MAX_DEPTH = 256;

/** Collected errors, up to `max`. */
export class ErrorSink {
  readonly errors: ValidationError[] = [];
  constructor(readonly max: number) {}

  get full(): boolean {
    return this.errors.length >= this.max;
  }

  add(error: ValidationError): void {
    if (this.errors.length < this.max) this.errors.push(error);
  }
}

/**
 * One keyword's test, prepared from the schema. `valid` is the fast path: no allocation, stops at
 * the first failure. `collect` runs only for a value already known to be invalid somewhere, and
 * reports every error with its paths; both agree on what passes.
 */
export interface Check<T> {
  readonly schemaPath: string;
  valid(value: T, depth: number): boolean;
  /** `path` is the JSON Pointer of `value`, already escaped. */
  collect(value: T, depth: number, path: string, sink: ErrorSink): void;
}

/** `type` as bits, so that a value's type is tested with one AND. */
export const TYPE_BITS: Readonly<Record<JsonTypeName, number>> = {
  null: 1,
  boolean: 2,
  object: 4,
  array: 8,
  number: 16 | 32,
  integer: 32,
  string: 64,
};
const NON_INTEGER = 16;
export const ANY_TYPE = 127;

/**
 * A compiled subschema: its `type`, then its checks grouped by the JSON type they apply to, so that a
 * value is dispatched on its type once. Errors come in a fixed keyword order: `type`, `enum`, `const`,
 * the keywords of the value's type (in the order of `SUPPORTED_KEYWORDS`, `unevaluatedItems` and
 * `unevaluatedProperties` last), then `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`, `dependentSchemas`.
 */
export class SchemaNode {
  /** The `false` schema, which refuses everything. */
  never = false;
  types: readonly JsonTypeName[] | undefined = undefined;
  typeMask = ANY_TYPE;
  readonly forAny: ValueCheck[] = [];
  readonly forNumbers: NumberCheck[] = [];
  readonly forStrings: StringCheck[] = [];
  readonly forArrays: ArrayCheck[] = [];
  readonly forObjects: ObjectCheck[] = [];
  readonly applicators: ApplicatorCheck[] = [];
  #typeMessages: Map<string, string> | undefined = undefined;

  /**
   * `id` numbers the nodes of one tree (see `ValidityMemo`). `dynamicScope` is the key of the
   * `DynamicScope` the node stands for its subschema in (`""` in a schema without `$dynamicRef`).
   */
  constructor(readonly schemaPath: string, readonly id: number, readonly dynamicScope = "") {}

  // Each list of checks is looped over where it is used, not in one shared helper: a call site's
  // inline cache is per site, and one site calling every kind of check goes megamorphic: it cost
  // about a fifth more instructions on invalid values than sites that each see one JSON type's checks.
  valid(value: unknown, depth: number): boolean {
    if (depth > MAX_DEPTH || this.never) return false;
    switch (typeof value) {
      case "string": {
        if ((this.typeMask & 64) === 0) return false;
        const checks = this.forStrings;
        for (let i = 0; i < checks.length; i++) if (!(checks[i] as StringCheck).valid(value)) return false;
        break;
      }
      case "number": {
        if (!Number.isFinite(value)) return false;
        if ((this.typeMask & (Number.isInteger(value) ? 32 : NON_INTEGER)) === 0) return false;
        const checks = this.forNumbers;
        for (let i = 0; i < checks.length; i++) if (!(checks[i] as NumberCheck).valid(value)) return false;
        break;
      }
      case "boolean":
        if ((this.typeMask & 2) === 0) return false;
        break;
      case "object":
        if (value === null) {
          if ((this.typeMask & 1) === 0) return false;
        } else if (Array.isArray(value)) {
          if ((this.typeMask & 8) === 0) return false;
          const checks = this.forArrays;
          for (let i = 0; i < checks.length; i++) if (!(checks[i] as ArrayCheck).valid(value, depth)) return false;
        } else {
          const proto: unknown = Object.getPrototypeOf(value);
          if (proto !== Object.prototype && proto !== null) return false;
          if ((this.typeMask & 4) === 0) return false;
          const checks = this.forObjects;
          for (let i = 0; i < checks.length; i++) if (!(checks[i] as ObjectCheck).valid(value as Record<string, unknown>, depth)) return false;
        }
        break;
      default:
        return false;
    }
    const any = this.forAny;
    for (let i = 0; i < any.length; i++) if (!(any[i] as ValueCheck).valid(value)) return false;
    const applicators = this.applicators;
    for (let i = 0; i < applicators.length; i++) if (!(applicators[i] as ApplicatorCheck).valid(value, depth)) return false;
    return true;
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    if (depth > MAX_DEPTH) {
      sink.add({ path, keyword: "maxDepth", message: maxDepthMessage(MAX_DEPTH), schemaPath: this.schemaPath, params: { limit: MAX_DEPTH } });
      return;
    }
    if (this.never) {
      sink.add({ path, keyword: "false", message: FALSE_SCHEMA_MESSAGE, schemaPath: this.schemaPath });
      return;
    }
    const bit = typeBitOf(value);
    if (this.types !== undefined && (this.typeMask & bit) === 0) {
      const expected = this.types.length === 1 ? this.types[0] : this.types;
      const actual = kindOf(value);
      sink.add({ path, keyword: "type", message: this.#typeMessage(actual), schemaPath: `${this.schemaPath}/type`, expected, actual });
    } else if (bit === 0) {
      const actual = kindOf(value);
      sink.add({ path, keyword: "type", message: notJsonMessage(actual), schemaPath: this.schemaPath, actual });
    }
    // A value that is not JSON gets that one error: no other keyword can say anything useful about it.
    if (bit === 0) return;
    const any = this.forAny;
    for (let i = 0; i < any.length && !sink.full; i++) (any[i] as ValueCheck).collect(value, depth, path, sink);
    if (bit === 64) {
      const checks = this.forStrings;
      for (let i = 0; i < checks.length && !sink.full; i++) (checks[i] as StringCheck).collect(value as string, depth, path, sink);
    } else if (bit === 32 || bit === NON_INTEGER) {
      const checks = this.forNumbers;
      for (let i = 0; i < checks.length && !sink.full; i++) (checks[i] as NumberCheck).collect(value as number, depth, path, sink);
    } else if (bit === 8) {
      const checks = this.forArrays;
      for (let i = 0; i < checks.length && !sink.full; i++) (checks[i] as ArrayCheck).collect(value as unknown[], depth, path, sink);
    } else if (bit === 4) {
      const checks = this.forObjects;
      for (let i = 0; i < checks.length && !sink.full; i++) (checks[i] as ObjectCheck).collect(value as Record<string, unknown>, depth, path, sink);
    }
    const applicators = this.applicators;
    for (let i = 0; i < applicators.length && !sink.full; i++) (applicators[i] as ApplicatorCheck).collect(value, depth, path, sink);
  }

  /** The `type` error's message for a value of kind `actual`, formatted once per kind. */
  #typeMessage(actual: string): string {
    this.#typeMessages ??= new Map();
    let message = this.#typeMessages.get(actual);
    if (message === undefined) {
      message = typeMessage(this.types as readonly JsonTypeName[], actual);
      this.#typeMessages.set(actual, message);
    }
    return message;
  }
}

/** The bit of `value`'s JSON type (a non-integer `number` is only the number bit), or 0 when it is not JSON. */
function typeBitOf(value: unknown): number {
  switch (typeof value) {
    case "string":
      return 64;
    case "number":
      return Number.isInteger(value) ? 32 : Number.isFinite(value) ? NON_INTEGER : 0;
    case "boolean":
      return 2;
    case "object": {
      if (value === null) return 1;
      if (Array.isArray(value)) return 8;
      const proto: unknown = Object.getPrototypeOf(value);
      return proto === Object.prototype || proto === null ? 4 : 0;
    }
    default:
      return 0;
  }
}

/**
 * Collects the errors of `value`, found at `path` + "/" + `token` (`token` already escaped), against
 * `node`. A primitive is decided on the fast path first, and its pointer is joined only when it
 * fails. An object or array goes straight to `collect`, which reports nothing for a valid one:
 * deciding it with `valid` first would walk its subtree once more here and again at every level
 * above.
 */
export function collectChild(node: SchemaNode, value: unknown, depth: number, path: string, token: string | number, sink: ErrorSink): void {
  if ((typeof value !== "object" || value === null) && node.valid(value, depth)) return;
  node.collect(value, depth, path + "/" + token, sink);
}
