import type { JsonSchema } from "../json-schema.js";
import { buildTree } from "./build-tree.js";
import { inspectSchema } from "./check-schema.js";
import { SchemaError } from "./schema-error.js";
import { ErrorSink } from "./schema-node.js";
import type { ValidateOptions, ValidationResult, Validator } from "./types.js";

/** Every valid value gets this same (frozen) result: validating a valid value allocates nothing. */
const VALID: ValidationResult = Object.freeze({ ok: true });

export const DEFAULT_MAX_ERRORS = 100;

/**
 * Prepares `schema` once (references resolved, RegExps built, keywords grouped by the type they
 * apply to) and returns the validator. Throws a `SchemaError` listing the problems when the schema
 * cannot be used: an unsupported keyword, a keyword of the wrong shape, an unusable `pattern`, an
 * unresolvable `$ref` or a `$ref` cycle (see `checkSchema`).
 */
export function compile(schema: JsonSchema, options: ValidateOptions = {}): Validator {
  const { assertFormats, maxErrors } = readOptions(options);
  const { blocking } = inspectSchema(schema);
  if (blocking.length > 0) throw new SchemaError(blocking);
  const { root, memo } = buildTree(schema, { assertFormats });
  const validator = (value: unknown): ValidationResult => {
    if (root.valid(value, 0)) return VALID;
    const sink = new ErrorSink(maxErrors);
    root.collect(value, 0, "", sink);
    return { ok: false, errors: sink.errors };
  };
  return memo === undefined ? validator : (value) => memo.run(() => validator(value));
}

/**
 * Checks `value` against `schema`: `{ ok: true }`, or `{ ok: false, errors }` with every error (up to
 * `maxErrors`) in a fixed order. Never coerces (`"42"` is not a number). Compiles the schema on every
 * call: to validate many values, `compile` once.
 */
export function validate(schema: JsonSchema, value: unknown, options?: ValidateOptions): ValidationResult {
  return compile(schema, options)(value);
}

export function readOptions(options: ValidateOptions): Required<ValidateOptions> {
  const { assertFormats = false, maxErrors = DEFAULT_MAX_ERRORS } = options;
  if (typeof assertFormats !== "boolean") throw new TypeError(`assertFormats must be a boolean, got ${typeof assertFormats}`);
  if (!(maxErrors === Infinity || (Number.isInteger(maxErrors) && maxErrors >= 1))) {
    throw new RangeError(`maxErrors must be a positive integer (or Infinity), got ${String(maxErrors)}`);
  }
  return { assertFormats, maxErrors };
}
