import { compile } from "../../src/validator/index.js";
import type { BenchSchema } from "../schemas/index.js";
import { contender, genToolsChecker, LABELS, type Contender } from "./contender.js";

/** gen-tools' interpreter: `compile(schema)` once, then the returned validator per call. */
export function interpreterContender(schemas: readonly BenchSchema[]): Contender {
  return contender(LABELS.INTERPRETER, schemas, (s) => genToolsChecker(compile(s.schema)));
}
