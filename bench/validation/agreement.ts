import { isDeepStrictEqual } from "node:util";
import type { BenchSchema } from "../schemas/index.js";
import type { Contender } from "./contender.js";

export interface Agreement {
  /** `label → tools` it got wrong: those pairs are not timed. */
  wrong: Map<string, Set<string>>;
  /** One line per wrong verdict or error-list mismatch, for the report. */
  findings: string[];
}

/**
 * Checks, before anything is timed, that every contender accepts each valid value and rejects each
 * invalid one with at least one error, and that gen-tools' validators (interpreter and AOT) report
 * the same errors as each other: a benchmark of a wrong validator means nothing. Each instance is
 * checked on the values it is timed on, the valid ones by `forValid`'s and the invalid ones by
 * `forInvalid`'s (the same contenders, in the same order), so that neither carries the engine's
 * feedback of the other kind of value into its timing.
 */
export function checkAgreement(forValid: readonly Contender[], forInvalid: readonly Contender[], schemas: readonly BenchSchema[]): Agreement {
  const wrong = new Map<string, Set<string>>();
  const findings: string[] = [];
  const flag = (c: Contender, s: BenchSchema, message: string): void => {
    findings.push(`${c.label} on ${s.shape}: ${message}`);
    wrong.set(c.label, (wrong.get(c.label) ?? new Set()).add(s.tool));
  };
  for (const s of schemas) {
    for (const c of forValid) {
      const checker = c.checkers.get(s.tool);
      if (checker === undefined) continue;
      s.valid.forEach((value, i) => {
        if (!checker.isValid(value)) flag(c, s, `rejects valid[${i}]`);
      });
    }
    for (const c of forInvalid) {
      const checker = c.checkers.get(s.tool);
      if (checker === undefined) continue;
      s.invalid.forEach((value, i) => {
        if (checker.isValid(value)) flag(c, s, `accepts invalid[${i}]`);
        else if (checker.errorCount(value) === 0) flag(c, s, `rejects invalid[${i}] without an error`);
      });
    }
    findings.push(...compareErrors(forInvalid, s));
  }
  return { wrong, findings };
}

/** gen-tools' validators promise identical error objects; report each value where they differ. */
function compareErrors(contenders: readonly Contender[], s: BenchSchema): string[] {
  const withErrors = contenders.flatMap((c) => {
    const errors = c.checkers.get(s.tool)?.errors;
    return errors === undefined ? [] : [{ label: c.label, errors }];
  });
  const [reference, ...others] = withErrors;
  if (reference === undefined) return [];
  return others.flatMap((other) =>
    s.invalid.flatMap((value, i) =>
      isDeepStrictEqual(reference.errors(value), other.errors(value))
        ? []
        : [`${other.label} and ${reference.label} on ${s.shape}: different errors for invalid[${i}]`],
    ),
  );
}
