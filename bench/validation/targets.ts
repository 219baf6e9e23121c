import type { BenchSchema } from "../schemas/index.js";
import type { Target } from "../targets.js";
import { LABELS } from "./contender.js";
import type { ResultTable } from "./results.js";

const { AJV, AJV_ALL, CF_SHORT, CF_ALL, INTERPRETER, AOT } = LABELS;

/**
 * Issue 5's validation targets, per schema: AOT ≥ 1.2× Ajv on valid and ≥ 1.0× Ajv (allErrors) on
 * invalid; interpreter ≥ 0.15× Ajv on flat and nested, ≥ 5× @cfworker everywhere.
 * A ratio is missing only where a validator got the schema's values wrong and was not timed.
 */
export function validationTargets(schemas: readonly BenchSchema[], results: ResultTable): Target[] {
  const target = (
    title: string,
    label: string,
    base: string,
    s: BenchSchema,
    kind: "valid" | "invalid",
    bound: number,
  ): Target => {
    const measured = results.ratio(label, base, s.tool, kind);
    const absent = results.get(label, s.tool) === undefined ? label : base;
    const reason = `${absent} not timed: it disagreed with the expected verdicts`;
    return {
      label: `${title} [${s.shape}]`,
      direction: "atLeast",
      bound,
      unit: "×",
      measured,
      ...(measured === undefined ? { reason } : {}),
    };
  };
  return schemas.flatMap((s) => [
    target("AOT valid / Ajv", AOT, AJV, s, "valid", 1.2),
    target("AOT invalid / Ajv allErrors", AOT, AJV_ALL, s, "invalid", 1.0),
    ...(s.shape === "flat" || s.shape === "nested"
      ? [target("interpreter valid / Ajv", INTERPRETER, AJV, s, "valid", 0.15)]
      : []),
    target("interpreter valid / @cfworker", INTERPRETER, CF_SHORT, s, "valid", 5),
    target("interpreter invalid / @cfworker all errors", INTERPRETER, CF_ALL, s, "invalid", 5),
  ]);
}
