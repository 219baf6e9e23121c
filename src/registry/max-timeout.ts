/**
 * The longest timeout Node's `setTimeout` keeps, about 24.8 days: it fires a longer one after 1 ms,
 * which would move every call to the background at once. Timeouts above it are refused, by the
 * registry and the dispatcher at run time and by gen-tools at build time.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** How refusals of a timeout name the limit, after "up to". */
export const MAX_TIMEOUT_TEXT = `${MAX_TIMEOUT_MS} (about 24.8 days, the longest timer Node sets)`;

/** Whether `value` is a timeout Node's timers keep: a positive number of milliseconds up to `MAX_TIMEOUT_MS` (NaN is not). */
export function isTimeoutMs(value: unknown): value is number {
  return typeof value === "number" && value > 0 && value <= MAX_TIMEOUT_MS;
}
