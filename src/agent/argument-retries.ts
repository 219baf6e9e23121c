import type { ValidationError } from "../validator/types.js";

/** Why a call is cut off instead of validated again. */
export interface RetryCutOff {
  message: string;
  /** The validation errors the model was last given for this tool. */
  errors: ValidationError[];
}

/**
 * Counts a conversation's calls with bad arguments, per tool, so a model stuck on a malformed call
 * is told to stop instead of looping until the step limit. A tool gets `limit` calls with invalid
 * arguments answered with their errors; any later call to it, and any verbatim repeat of a call
 * that already failed, is cut off and not run. One tracker is one conversation.
 */
export class ArgumentRetryTracker {
  readonly #failures = new Map<string, { count: number; lastErrors: ValidationError[]; seen: Set<string> }>();

  /** `limit` is the dispatcher's `argumentRetries`, which it has checked is a positive integer. */
  constructor(readonly limit: number) {}

  /** The cut-off for this call, or `undefined` when it may be validated and run. */
  check(toolName: string, args: unknown): RetryCutOff | undefined {
    const failures = this.#failures.get(toolName);
    if (failures === undefined) return undefined;
    if (failures.seen.has(canonical(args))) {
      return {
        message: `stop calling ${toolName} with these arguments: ${describeArguments(args)}. This exact call already failed validation; it will not be run. Fix the arguments as the errors say, or do without this tool.`,
        errors: failures.lastErrors,
      };
    }
    if (failures.count >= this.limit) {
      return {
        message: `stop calling ${toolName} with these arguments: ${describeArguments(args)}. ${failures.count} calls to ${toolName} had invalid arguments in this conversation, the most allowed; it will not be run again in this conversation.`,
        errors: failures.lastErrors,
      };
    }
    return undefined;
  }

  /** Records a call whose arguments failed to parse or validate. */
  recordFailure(toolName: string, args: unknown, errors: ValidationError[]): void {
    const failures = this.#failures.get(toolName) ?? { count: 0, lastErrors: [], seen: new Set<string>() };
    failures.count += 1;
    failures.lastErrors = errors;
    failures.seen.add(canonical(args));
    this.#failures.set(toolName, failures);
  }
}

/** Key order carries no meaning in JSON objects, so `{a,b}` and `{b,a}` are the same call. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? "undefined";
}

const SHOWN_ARGUMENTS_MAX = 200;

function describeArguments(args: unknown): string {
  const text = JSON.stringify(args) ?? "undefined";
  return text.length > SHOWN_ARGUMENTS_MAX ? `${text.slice(0, SHOWN_ARGUMENTS_MAX)}...` : text;
}
