/**
 * The SDKs wait as long as a retried response's `retry-after` says before their next try, with
 * no bound: a `retry-after: 3600` from an API or a proxy held an agent's turn an hour, silently.
 * gen-tools bounds that wait (`maxRetryAfter`): a response asking for a longer one is handed to the
 * SDK with `x-should-retry: false`, which both SDKs obey, so the request fails at once with the
 * `ProviderError` that says how long the API asked to wait.
 */

/**
 * The default bound, a minute: earlier versions of both SDKs obeyed a `retry-after` only under a
 * minute (past it they backed off as usual), and a turn silent for longer looks hung.
 */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

/** The `maxRetryAfter` option, checked: a number of milliseconds, 0 or more (`Infinity`: no bound). */
export function maxRetryAfterOption(value: number | undefined, user: string): number {
  if (value === undefined) return DEFAULT_MAX_RETRY_AFTER_MS;
  if (typeof value !== "number" || Number.isNaN(value) || value < 0) {
    throw new TypeError(`${user}: maxRetryAfter must be a number of milliseconds, 0 or more (Infinity for no bound), not ${String(value)}`);
  }
  return value;
}

/**
 * The header `boundRetryAfter` adds to a response it stopped the SDK from retrying, holding the bound
 * (ms), so that the error says why (an API's own `x-should-retry: false` is the API's word, not the
 * bound's).
 */
export const RETRY_BOUND_HEADER = "x-gen-tools-max-retry-after";

/**
 * The wait the API asked for, as the SDKs read it: `retry-after-ms`, else (absent, unreadable or 0)
 * `retry-after` in seconds or as an HTTP date. A wait in the past is none.
 */
export function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (!Number.isNaN(ms) && ms !== 0) return ms > 0 ? ms : undefined;
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = Number.parseFloat(value);
  const wait = Number.isNaN(seconds) ? Date.parse(value) - Date.now() : seconds * 1000;
  return wait >= 0 ? Math.ceil(wait) : undefined;
}

/**
 * `response` as it is, or, when it is an error asking for a wait longer than `maxMs`, a copy the
 * SDK will not retry (the body left unread for the SDK's error).
 */
export function boundRetryAfter(response: Response, maxMs: number): Response {
  // Only what the SDKs would retry: a 400's retry-after never made them wait.
  if (!sdkWouldRetry(response)) return response;
  const wait = retryAfterMs(response.headers);
  if (wait === undefined || wait <= maxMs) return response;
  const headers = new Headers(response.headers);
  headers.set("x-should-retry", "false");
  headers.set(RETRY_BOUND_HEADER, String(maxMs));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Whether both SDKs would retry `response` (their `shouldRetry`): as its `x-should-retry` says, else
 * for a timeout, a conflict, a rate limit or a server error.
 */
function sdkWouldRetry(response: Response): boolean {
  const said = response.headers.get("x-should-retry");
  if (said === "true" || said === "false") return said === "true";
  const { status } = response;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Whether a bound of `maxMs` changes anything for `client`: not without one (`Infinity`), nor for a
 * client that makes no retries, which waits for none (its failure says only what the API asked).
 */
export function boundsRetryWait(client: { readonly maxRetries: number }, maxMs: number): boolean {
  return maxMs !== Infinity && client.maxRetries !== 0;
}

/** `fetch`, each response bounded by `boundRetryAfter`. */
export function fetchWithRetryBound(fetch: typeof globalThis.fetch, maxMs: number): typeof globalThis.fetch {
  return async (input, init) => boundRetryAfter(await fetch(input, init), maxMs);
}
