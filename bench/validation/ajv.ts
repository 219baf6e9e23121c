import { Ajv2020 } from "ajv/dist/2020.js";
import type { BenchSchema } from "../schemas/index.js";
import { contender, LABELS, type Contender } from "./contender.js";

/** Ajv 8, compiled for draft 2020-12; `allErrors` off stops at the first error, on collects all. */
export function ajvContender(schemas: readonly BenchSchema[], allErrors: boolean): Contender {
  const ajv = new Ajv2020({ allErrors });
  return contender(allErrors ? LABELS.AJV_ALL : LABELS.AJV, schemas, (s) => {
    const validate = ajv.compile(s.schema);
    return {
      call: validate,
      isValid: (value) => validate(value),
      errorCount: (value) => (validate(value) ? 0 : (validate.errors?.length ?? 0)),
    };
  });
}
