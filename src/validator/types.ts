import type { JsonSchema } from "../json-schema.js";

/** One reason a value does not match a schema, as data a model can act on. */
export interface ValidationError {
  /** JSON Pointer (RFC 6901) into the value: `/user/email`; `""` for the value itself. */
  path: string;
  /** The schema keyword that failed: `type`, `required`, `pattern`, ... */
  keyword: string;
  /** Short and aimed at a model that will retry: `must be string`. */
  message: string;
  /** JSON Pointer into the schema, to the failing keyword: `/properties/user/properties/email/type`. */
  schemaPath: string;
  /** What the keyword wanted, where it can be said in one value (`"string"`, `3`, `["a","b"]`). */
  expected?: unknown;
  /** The JSON type of what was found, for `type` errors (`"integer"`, `"null"`). */
  actual?: string;
  /** Keyword-specific details, Ajv-style (`{ missingProperty: "email" }`, `{ limit: 3 }`). */
  params?: Record<string, unknown>;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

export interface ValidateOptions {
  /** Treat `format` as an assertion for the formats the validator knows. Default: annotation only. */
  assertFormats?: boolean | undefined;
  /** Stop after this many errors. Default 100. */
  maxErrors?: number | undefined;
}

/** A compiled validator: what `compile(schema)` and the ahead-of-time validators both provide. */
export type Validator = ((value: unknown) => ValidationResult) & {
  /**
   * Set on ahead-of-time validators: the JSON text of the schema they were generated from, which
   * gen-tools checked at build time with `checkSchema`. `register` skips its own check of a schema
   * with exactly that text; a deferred validator whose import carries another schema's is refused.
   */
  readonly checkedSchema?: string;
};

/**
 * An ahead-of-time validator whose code is imported on the tool's first call: what gen-tools'
 * `tools.validators.js` holds for each tool, so that starting an application does not parse the
 * validators of a whole catalogue. The registry checks calls with the interpreter until `load` is
 * done (both give the same results).
 */
export interface DeferredValidator {
  /** Imports the validator. */
  load(): Promise<Validator>;
  /**
   * Set by gen-tools when the schema passed every check at build time: the hash of the tools' names
   * and input schemas the index was made for, which gen-tools writes in the manifest too. When
   * `loadManifest` finds the same in the manifest, the two were written together, and the registry
   * takes the tool's schema as checked. A validator imported for the tool that carries another
   * schema's text (`checkedSchema`) is refused.
   */
  readonly validatorsHash?: string | undefined;
}

/** A reason a schema itself is unusable, found before any value is checked. */
export interface SchemaProblem {
  /** JSON Pointer into the schema. */
  schemaPath: string;
  keyword: string;
  message: string;
}

export type { JsonSchema };
