import { importAotModule, loadAotGenerator, writeAotModule } from "../aot-module.js";
import { firstLine } from "../pieces.js";
import type { BenchSchema } from "../schemas/index.js";
import { genToolsChecker, LABELS, type Checker, type ContenderSetup } from "./contender.js";

/** The ahead-of-time validators: one module generated for the whole set, written to `dir`, imported. */
export async function aotContender(schemas: readonly BenchSchema[], dir: string): Promise<ContenderSetup> {
  const label = LABELS.AOT;
  const generate = await loadAotGenerator();
  if (!generate.ok) return { label, unavailable: generate.reason };
  let validators;
  try {
    const file = await writeAotModule(
      generate.value,
      schemas.map((s) => ({ name: s.tool, schema: s.schema })),
      dir,
    );
    validators = await importAotModule(file);
  } catch (error) {
    return { label, unavailable: `generated module failed: ${firstLine(error)}` };
  }
  const checkers = new Map<string, Checker>();
  for (const s of schemas) {
    const validate = validators[s.tool];
    if (validate === undefined) return { label, unavailable: `generated module has no validator for '${s.tool}'` };
    checkers.set(s.tool, genToolsChecker(validate));
  }
  return { label, checkers };
}
