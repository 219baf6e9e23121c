import type { JsonSchema } from "../../src/json-schema.js";
import type { Validator } from "../../src/validator/types.js";
import { loadExport } from "../pieces.js";
import type { BenchSchema } from "../schemas/index.js";
import { contender, genToolsChecker, LABELS, type ContenderSetup } from "./contender.js";

type Compile = (schema: JsonSchema) => Validator;

/** gen-tools' interpreter: `compile(schema)` once, then the returned validator per call. */
export async function interpreterContender(schemas: readonly BenchSchema[]): Promise<ContenderSetup> {
  const label = LABELS.INTERPRETER;
  const compile = await loadExport<Compile>("src/validator/index.js", "compile");
  if (!compile.ok) return { label, unavailable: compile.reason };
  return contender(label, schemas, (s) => genToolsChecker(compile.value(s.schema)));
}
