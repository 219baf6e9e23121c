import type OpenAI from "openai";
import { boundsRetryWait, fetchWithRetryBound } from "./retry-after.js";

/** The client's own fields the copy is made from: the SDK declares them private and protected. */
interface ClientInternals {
  fetch: typeof globalThis.fetch;
  _options: { apiKey?: unknown };
}

/**
 * A copy of `client` whose responses pass `boundRetryAfter` (retry-after.ts): the OpenAI SDK takes no
 * fetch nor middleware per request, only the client's own `fetch`, so the copy (`withOptions`) has
 * one wrapping the client's. An `apiKey` function is handed on, as `withOptions` would keep only its
 * last key. Sent through as it is: a client the bound changes nothing for (`boundsRetryWait`), one
 * that is no SDK's, and an `AzureOpenAI` (`apiVersion`), whose copy `withOptions` makes without its
 * API version and deployment.
 */
export function withRetryBound(client: OpenAI, maxMs: number): OpenAI {
  if (!boundsRetryWait(client, maxMs) || typeof client.withOptions !== "function" || "apiVersion" in client) return client;
  const internals = client as unknown as ClientInternals;
  const { apiKey } = internals._options;
  return client.withOptions({
    fetch: fetchWithRetryBound(internals.fetch, maxMs),
    ...(typeof apiKey === "function" ? { apiKey: apiKey as () => Promise<string> } : {}),
  });
}
