import type OpenAI from "openai";
import type { AzureOpenAI } from "openai";
import { boundsRetryWait, fetchWithRetryBound } from "./retry-after.js";

/** The client's own fields the copy is made from: the SDK declares them private and protected. */
interface ClientInternals {
  fetch: typeof globalThis.fetch;
  _options: { apiKey?: unknown };
}

/**
 * A copy of `client` whose responses pass `boundRetryAfter` (retry-after.ts): the OpenAI SDK takes no
 * fetch nor middleware per request, only the client's own `fetch`, so the copy (`withOptions`) has
 * one wrapping the client's. An `apiKey` function (or an `AzureOpenAI`'s `azureADTokenProvider`, kept
 * as one) is handed on, as `withOptions` would keep only its last key. Sent through as it is: a client
 * the bound changes nothing for (`boundsRetryWait`), one that is no SDK's, and one `withOptions`
 * cannot copy whole (`copiesWhole`).
 */
export function withRetryBound(client: OpenAI, maxMs: number): OpenAI {
  if (!boundsRetryWait(client, maxMs) || typeof client.withOptions !== "function" || !copiesWhole(client)) return client;
  const internals = client as unknown as ClientInternals;
  const { apiKey } = internals._options;
  // Not a literal in the call: `withOptions` is typed with OpenAI's options, an AzureOpenAI's constructor takes more.
  const options = {
    ...(isAzure(client) ? { apiVersion: client.apiVersion, deployment: client.deploymentName } : {}),
    fetch: fetchWithRetryBound(internals.fetch, maxMs),
    ...(typeof apiKey === "function" ? { apiKey: apiKey as () => Promise<string> } : {}),
  };
  return client.withOptions(options);
}

/**
 * `withOptions` makes the copy from the options the client keeps (`_options`) and its public fields;
 * an `AzureOpenAI` keeps its API version and deployment apart, so they are given again (without them
 * its constructor would read `OPENAI_API_VERSION` and send to no deployment).
 */
function isAzure(client: OpenAI): client is AzureOpenAI {
  return "apiVersion" in client;
}

/**
 * Whether the copy sends with the client's credentials: not an `AzureOpenAI` of openai before 5.18,
 * which keeps its `azureADTokenProvider` in a field of its own (`_azureADTokenProvider`), out of the
 * options `withOptions` copies: its copy would send no token.
 */
function copiesWhole(client: OpenAI): boolean {
  return !("_azureADTokenProvider" in client);
}
