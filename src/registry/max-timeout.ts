/**
 * The longest timeout Node's `setTimeout` keeps, about 24.8 days: it fires a longer one after 1 ms,
 * which would move every call to the background at once. Timeouts above it are refused, by the
 * registry and the dispatcher at run time and by gen-tools at build time.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
