import type { ValidationError, Validator } from "../../src/validator/types.js";
import type { BenchSchema } from "../schemas/index.js";

/** The validators' row labels, also how the targets find them. */
export const LABELS = {
  INTERPRETER: "gen-tools interpreter",
  AOT: "gen-tools AOT",
  AJV: "Ajv",
  AJV_ALL: "Ajv (allErrors)",
  CF_SHORT: "@cfworker (shortCircuit)",
  CF_ALL: "@cfworker (all errors)",
} as const;

/** One validator bound to one schema. */
export interface Checker {
  /** The timed call: the validator's own entry point, unwrapped. */
  call: (value: unknown) => unknown;
  isValid(value: unknown): boolean;
  /** How many errors it reports for a value (0 when valid): shows what "all errors" collected. */
  errorCount(value: unknown): number;
  /** gen-tools' own error objects, for validators that produce them (interpreter, AOT). */
  errors?(value: unknown): ValidationError[];
}

/** A validator under test, with a checker per tool of the schema set. */
export interface Contender {
  label: string;
  checkers: Map<string, Checker>;
}

/** Builds a contender from a per-schema factory. */
export function contender(
  label: string,
  schemas: readonly BenchSchema[],
  make: (s: BenchSchema) => Checker,
): Contender {
  return { label, checkers: new Map(schemas.map((s) => [s.tool, make(s)])) };
}

/** The checker of a gen-tools validator (interpreter or AOT): both return `ValidationResult`. */
export function genToolsChecker(validate: Validator): Checker {
  const errors = (value: unknown): ValidationError[] => {
    const result = validate(value);
    return result.ok ? [] : result.errors;
  };
  return {
    call: validate,
    isValid: (value) => validate(value).ok,
    errorCount: (value) => errors(value).length,
    errors,
  };
}
