import { importAotModule, writeAotModule } from "../aot-module.js";
import type { BenchSchema } from "../schemas/index.js";
import { genToolsChecker, LABELS, type Checker, type Contender } from "./contender.js";

/** The ahead-of-time validators: one module generated for the whole set, written to `dir`, imported. */
export async function aotContender(schemas: readonly BenchSchema[], dir: string): Promise<Contender> {
  const file = await writeAotModule(
    schemas.map((s) => ({ name: s.tool, schema: s.schema })),
    dir,
  );
  const validators = await importAotModule(file);
  const checkers = new Map<string, Checker>();
  for (const s of schemas) {
    const validate = validators[s.tool];
    if (validate === undefined) throw new Error(`the generated module has no validator for '${s.tool}'`);
    checkers.set(s.tool, genToolsChecker(validate));
  }
  return { label: LABELS.AOT, checkers };
}
