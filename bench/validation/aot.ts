import { importValidators, writeValidatorFiles } from "../validator-files.js";
import type { BenchSchema } from "../schemas/index.js";
import { genToolsChecker, LABELS, type Checker, type Contender } from "./contender.js";

/** The ahead-of-time validators: gen-tools' validators files for the set, written to `dir`, every validator imported. */
export async function aotContender(schemas: readonly BenchSchema[], dir: string): Promise<Contender> {
  const { index } = await writeValidatorFiles(
    schemas.map((s) => ({ name: s.tool, schema: s.schema })),
    dir,
  );
  const validators = await importValidators(index);
  const checkers = new Map<string, Checker>();
  for (const s of schemas) {
    const validate = validators[s.tool];
    if (validate === undefined) throw new Error(`the generated index has no validator for '${s.tool}'`);
    checkers.set(s.tool, genToolsChecker(validate));
  }
  return { label: LABELS.AOT, checkers };
}
