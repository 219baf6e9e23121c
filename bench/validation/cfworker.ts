import { Validator, type Schema } from "@cfworker/json-schema";
import type { BenchSchema } from "../schemas/index.js";
import { contender, LABELS, type Contender } from "./contender.js";

/** `@cfworker/json-schema`, an interpreter; `shortCircuit` stops at the first error. */
export function cfworkerContender(schemas: readonly BenchSchema[], shortCircuit: boolean): Contender {
  return contender(shortCircuit ? LABELS.CF_SHORT : LABELS.CF_ALL, schemas, (s) => {
    // cfworker's `Schema` type lists its keywords closed; the bench schemas use only those.
    const validator = new Validator(s.schema as Schema, "2020-12", shortCircuit);
    return {
      call: validator.validate.bind(validator),
      isValid: (value) => validator.validate(value).valid,
      errorCount: (value) => validator.validate(value).errors.length,
    };
  });
}
