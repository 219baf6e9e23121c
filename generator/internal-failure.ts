/**
 * Failures of gen-tools itself: a bug, or the TypeScript compiler failing on unusual code. They are
 * not the user's mistake, so they cannot be said as one; what helps is where it happened (so that
 * the rest of the project is still reported, and the code in question can be changed or sent with
 * a report) and, on request, the stack a report needs.
 */
import type { Diagnostic } from "./diagnostics.js";

/** The environment variable that adds an internal failure's stack to its report. */
export const DEBUG_VARIABLE = "GEN_TOOLS_DEBUG";

/** The failure as a report reads it: the error's own words, what to do, and the stack under `GEN_TOOLS_DEBUG=1`. */
export function describeFailure(error: unknown): string {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const advice = "This is a bug in gen-tools, or the TypeScript compiler failing on this code: please report it";
  const stack = error instanceof Error ? error.stack : undefined;
  return process.env[DEBUG_VARIABLE] === "1" && stack !== undefined
    ? `${what}. ${advice}, with this stack:\n${stack}`
    : `${what}. ${advice} (${DEBUG_VARIABLE}=1 adds the stack)`;
}

/**
 * GT9001 at `at`: gen-tools failed on `what` (`tool 'search'`, `this file`). An error, since the
 * outputs would lack what failed.
 */
export function internalFailure(error: unknown, at: Pick<Diagnostic, "file" | "line" | "column">, what: string): Diagnostic {
  return { code: "GT9001", severity: "error", message: `gen-tools failed on ${what}: ${describeFailure(error)}`, ...at };
}
