import { isPlainObject } from "../validator/json-kind.js";
import { ResponseStalledError } from "./response-watch.js";
import { RETRY_BOUND_HEADER, retryAfterMs as retryAfter } from "./retry-after.js";
import type { ToolNameMap } from "./tool-names.js";

/**
 * A request to a provider's API that failed: the API answered with an error (`status` is its HTTP
 * status; undefined for an error event mid-stream), or no answer came (the connection was refused,
 * closed mid-response, or timed out). The message names the provider, the status, the API's own
 * error type and message, and the gen-tools tool the API blamed; the SDK's error is the `cause`
 * (`error.cause instanceof Anthropic.RateLimitError`), after the SDK's own retries (`maxRetries`).
 */
export class ProviderError extends Error {
  override name = "ProviderError";
  /** `"anthropic"` or `"openai"`, as `ModelClient.provider`. */
  readonly provider: string;
  /** The HTTP status the API answered with; undefined when none came, or for an error event mid-stream. */
  readonly status: number | undefined;
  /** The API's error type (`rate_limit_error`, `invalid_request_error`), when it gave one. */
  readonly type: string | undefined;
  /** The gen-tools name of the tool the API's message blames (`weather.get` for `'weather-get'`). */
  readonly toolName: string | undefined;
  /** How long the API asked to wait before trying again (its `retry-after`), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, details: ProviderErrorDetails, options: { cause: unknown }) {
    super(message, options);
    this.provider = details.provider;
    this.status = details.status;
    this.type = details.type;
    this.toolName = details.toolName;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export interface ProviderErrorDetails {
  provider: string;
  status?: number;
  type?: string;
  toolName?: string;
  retryAfterMs?: number;
}

/** The client a request went through: an SDK's, whose class holds the SDK's error classes as statics. */
export interface SdkClient {
  readonly baseURL: string;
  readonly timeout: number;
  readonly constructor: Function;
}

/** The SDK error classes a failure is told apart by: read off the client, since the SDK is loaded late. */
type SdkErrorClass = "APIError" | "APIConnectionError" | "APIConnectionTimeoutError" | "APIUserAbortError";

/** What a failure is described against: the client it went through and the request's tools. */
export interface FailureContext {
  provider: "anthropic" | "openai";
  client: SdkClient;
  /** The request's tools' gen-tools names, in the order they were sent. */
  tools: readonly string[];
  names: ToolNameMap;
}

const PROVIDER_LABELS = { anthropic: "Anthropic", openai: "OpenAI" } as const;

/**
 * `error`, thrown while asking the provider, as a `ProviderError` when it is the API's error, a
 * connection refused, timed out, closed or stalled mid-response, or one of the Anthropic SDK's
 * refusals to send (no API key, a maxTokens it sends only streamed); anything else (an abort,
 * gen-tools' own errors, those of a client that is no SDK's) as it is.
 */
export function providerFailure(error: unknown, context: FailureContext): unknown {
  // A client that is no SDK's (a test double) has none of these classes: its errors pass as they are.
  const sdkClasses = context.client.constructor as Partial<Record<SdkErrorClass, unknown>>;
  const isSdk = (name: SdkErrorClass): boolean => {
    const errorClass = sdkClasses[name];
    return typeof errorClass === "function" && error instanceof errorClass;
  };
  const label = `${PROVIDER_LABELS[context.provider]} API`;
  const fail = (message: string, details: Omit<ProviderErrorDetails, "provider"> = {}): ProviderError =>
    new ProviderError(message, { provider: context.provider, ...details }, { cause: error });

  if (isSdk("APIUserAbortError")) return error;
  if (isSdk("APIConnectionTimeoutError")) {
    return fail(`${label}: no response from ${context.client.baseURL} within the client's timeout of ${context.client.timeout} ms`);
  }
  if (isSdk("APIConnectionError")) {
    return fail(`${label}: the request to ${context.client.baseURL} failed: ${innermostMessage(error)}`);
  }
  if (lacksCredentials(error)) {
    return fail(`${label}: no API key: set ANTHROPIC_API_KEY, or pass a client made with one as \`client\` (the SDK: ${innermostMessage(error)})`);
  }
  // The Anthropic SDK sends a request whose maxTokens could take it past 10 minutes only streamed.
  if (error instanceof Error && error.message.startsWith("Streaming is required")) {
    return fail(`${label}: the SDK sends a request for this many tokens (maxTokens) only streamed: pass { stream: true } to conversationWithTool, or lower maxTokens (the SDK: ${error.message})`);
  }
  if (error instanceof ResponseStalledError) {
    return fail(`${label}: the response from ${context.client.baseURL} stopped: nothing came for ${error.idleMs} ms (the client's timeout), so it was closed`);
  }
  // Node's fetch ends a body the server stopped sending with a bare TypeError("terminated").
  if (error instanceof TypeError && error.message === "terminated") {
    return fail(`${label}: the connection closed before the response was complete (${innermostMessage(error)})`);
  }
  if (!isSdk("APIError") || !(error instanceof Error)) return error;

  const { status, requestID, headers } = error as Error & { status?: number; requestID?: string | null; headers?: Headers };
  const body = apiErrorBody(error);
  const apiMessage = body.message ?? error.message.replace(/^\d{3} /, "");
  const toolName = blamedTool(apiMessage, body.param, context);
  const retryAfterMs = headers === undefined ? undefined : retryAfter(headers);
  const parts = [
    status === undefined ? `${label} error in the stream:` : `${label} error ${status}:`,
    body.type === undefined ? "" : `${body.type}:`,
    apiMessage,
    toolName === undefined ? "" : `(gen-tools tool "${toolName}")`,
    retryAfterMs === undefined ? "" : retryAdvice(retryAfterMs, headers),
    requestID ? `(request id ${requestID})` : "",
  ];
  return fail(parts.filter((part) => part !== "").join(" "), { status, type: body.type, toolName, retryAfterMs });
}

/**
 * When to try again. A response the bound stopped the SDK from retrying (retry-after.ts marks it
 * with the bound) failed at once for its wait past `maxRetryAfter`: that is said, and what to do.
 */
function retryAdvice(retryAfterMs: number, headers: Headers | undefined): string {
  const bound = headers?.get(RETRY_BOUND_HEADER) ?? null;
  if (bound === null) return `(retry after ${retryAfterMs / 1000} s, the API says)`;
  const maxRetryAfter = Number(bound);
  return `(the API asks to wait ${retryAfterMs / 1000} s before a retry, longer than maxRetryAfter (${maxRetryAfter / 1000} s), so it was not retried: try again after that wait, or raise maxRetryAfter)`;
}

/** The Anthropic SDK's word that its client has no API key (nor other credentials) to send. */
export function lacksCredentials(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("Could not resolve authentication method");
}

/**
 * The API's own error fields: Anthropic's SDK keeps the whole body (`{ type: "error", error: {
 * type, message } }`), OpenAI's its `error` member (`{ message, type, param, code }`).
 */
function apiErrorBody(error: Error): { message?: string; type?: string; param?: string } {
  const held = (error as { error?: unknown }).error;
  const inner = isPlainObject(held) && isPlainObject(held["error"]) ? held["error"] : held;
  if (!isPlainObject(inner)) return {};
  const text = (key: string): string | undefined => (typeof inner[key] === "string" ? inner[key] : undefined);
  return { message: text("message"), type: text("type"), param: text("param") };
}

/**
 * The gen-tools tool an API error blames: OpenAI names the function as sent (`Invalid schema for
 * function 'weather-get'`) and points at it in `param` (`tools[0].function.parameters`); Anthropic
 * gives its place (`tools.0.custom.input_schema: ...`).
 */
function blamedTool(message: string, param: string | undefined, context: FailureContext): string | undefined {
  const named = /function '([^']+)'/.exec(message)?.[1];
  const byName = named === undefined ? undefined : context.names.fromProvider(named);
  if (byName !== undefined) return byName;
  const index = /^tools(?:\.|\[)(\d+)/.exec(param ?? message)?.[1];
  return index === undefined ? undefined : context.tools[Number(index)];
}

/** The deepest cause's message: `connect ECONNREFUSED 127.0.0.1:4`, not the SDK's `Connection error.`. */
function innermostMessage(error: unknown): string {
  let deepest = error;
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause;
  return deepest instanceof Error ? deepest.message : String(deepest);
}
