import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI, { AzureOpenAI } from "openai";
import type { BaseAgent } from "../../src/agent/base-agent.js";
import type { ModelClient } from "../../src/agent/model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { AnthropicModel } from "../../src/providers/anthropic-model.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { OpenAIModel } from "../../src/providers/openai-model.js";
import { ProviderError } from "../../src/index.js";
import { anthropicJson } from "./anthropic-wire.js";
import { openaiJson } from "./openai-wire.js";
import type { WireReply } from "./wire-server.js";

/**
 * The SDKs wait as long as a 429's `retry-after` says before they retry; gen-tools bounds that wait
 * (`maxRetryAfter`, default 60 s). Through the official SDKs against a local server that answers
 * each request with the next scripted status, headers and JSON body.
 */
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

async function serve(answers: Answer[]): Promise<{ baseURL: string; requests: IncomingHttpHeaders[]; urls: string[] }> {
  const requests: IncomingHttpHeaders[] = [];
  const urls: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests.push(req.headers);
      urls.push(req.url ?? "");
      const answer = answers.shift() ?? { status: 500, body: { error: { type: "test_error", message: "no answer left" } } };
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, urls };
}

function body(reply: WireReply): unknown {
  if (!("json" in reply)) throw new Error("a JSON reply was meant");
  return reply.json;
}

interface ProviderCase {
  label: string;
  agent(baseURL: string, options?: { maxRetryAfter?: number }): BaseAgent;
  model(baseURL: string): ModelClient;
  rateLimited(headers: Record<string, string>): Answer;
  answer(text: string): Answer;
}

const registry = new ToolRegistry();
const quiet = { write: () => undefined };

const providers: ProviderCase[] = [
  {
    label: "Anthropic",
    agent: (baseURL, options) =>
      new AnthropicAgent({ name: "a", registry, stdout: quiet, model: "claude-test", client: new Anthropic({ apiKey: "k", baseURL, maxRetries: 2 }), ...options }),
    model: (baseURL) => new AnthropicModel({ model: "claude-test", client: new Anthropic({ apiKey: "k", baseURL, maxRetries: 2 }) }),
    rateLimited: (headers) => ({ status: 429, headers, body: { type: "error", error: { type: "rate_limit_error", message: "Too many requests" } } }),
    answer: (text) => ({ status: 200, body: body(anthropicJson([{ text }], "end_turn")) }),
  },
  {
    label: "OpenAI",
    agent: (baseURL, options) =>
      new OpenAIAgent({ name: "a", registry, stdout: quiet, model: "gpt-test", client: new OpenAI({ apiKey: "k", baseURL, maxRetries: 2 }), ...options }),
    model: (baseURL) => new OpenAIModel({ model: "gpt-test", client: new OpenAI({ apiKey: "k", baseURL, maxRetries: 2 }) }),
    rateLimited: (headers) => ({ status: 429, headers, body: { error: { message: "Too many requests", type: "rate_limit_error", param: null, code: null } } }),
    answer: (text) => ({ status: 200, body: body(openaiJson({ text, finishReason: "stop" })) }),
  },
];

async function failure(run: Promise<unknown>): Promise<ProviderError> {
  const error = await run.catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const anHour = new Date(Date.now() + 3_600_000).toUTCString();

describe.each(providers)("$label", (p) => {
  it.each([
    ["retry-after", { "retry-after": "3600" }, "3600"],
    ["retry-after-ms", { "retry-after-ms": "3600000" }, "3600"],
    ["retry-after as an HTTP date", { "retry-after": anHour }, "\\d+(\\.\\d+)?"],
    ["retry-after after a retry-after-ms of 0 (as the SDKs read them)", { "retry-after-ms": "0", "retry-after": "3600" }, "3600"],
  ])("fails at once when %s asks for an hour, saying so and what to do", async (_form, headers, seconds) => {
    const { baseURL, requests } = await serve([p.rateLimited(headers)]);
    const started = Date.now();
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi"));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
    expect(error.message).toMatch(
      new RegExp(
        `^${p.label} API error 429: rate_limit_error: Too many requests \\(the API asks to wait ${seconds} s before a retry, longer than maxRetryAfter \\(60 s\\), so it was not retried: try again after that wait, or raise maxRetryAfter\\)`,
      ),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBeGreaterThan(3_590_000);
  }, 5000);

  it("leaves a response the SDK does not retry as it is: a 400's retry-after gets no advice about maxRetryAfter", async () => {
    const refused = p.rateLimited({ "retry-after": "3600" });
    const { baseURL, requests } = await serve([{ ...refused, status: 400 }]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi"));
    expect(requests).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/\(retry after 3600 s, the API says\)/);
    expect(error.message).not.toContain("maxRetryAfter");
  });

  it("gives no advice about maxRetryAfter where the API itself said not to retry", async () => {
    const { baseURL, requests } = await serve([p.rateLimited({ "retry-after": "3600", "x-should-retry": "false" })]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi"));
    expect(requests).toHaveLength(1);
    expect(error.message).toBe(`${p.label} API error 429: rate_limit_error: Too many requests (retry after 3600 s, the API says)`);
  });

  it("fails at once streamed too", async () => {
    const { baseURL, requests } = await serve([p.rateLimited({ "retry-after": "3600" })]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi", { stream: true }));
    expect(requests).toHaveLength(1);
    expect(error.retryAfterMs).toBe(3_600_000);
  }, 5000);

  it("retries a retry-after of 1 s as the SDK does", async () => {
    const { baseURL, requests } = await serve([p.rateLimited({ "retry-after": "1" }), p.answer("Hello.")]);
    const result = await p.agent(baseURL).conversationWithTool("Hi");
    expect(result).toMatchObject({ text: "Hello.", stopped: "end" });
    expect(requests).toHaveLength(2);
  });

  it("bounds the wait by maxRetryAfter", async () => {
    const { baseURL, requests } = await serve([p.rateLimited({ "retry-after-ms": "200" })]);
    const error = await failure(p.agent(baseURL, { maxRetryAfter: 100 }).conversationWithTool("Hi"));
    expect(requests).toHaveLength(1);
    expect(error.message).toContain("(the API asks to wait 0.2 s before a retry, longer than maxRetryAfter (0.1 s), so it was not retried");
  });

  it("with no bound (Infinity), says only when the API asks to be tried again", async () => {
    const { baseURL } = await serve([p.rateLimited({ "retry-after": "3600", "x-should-retry": "false" })]);
    const error = await failure(p.agent(baseURL, { maxRetryAfter: Infinity }).conversationWithTool("Hi"));
    expect(error.message).toBe(`${p.label} API error 429: rate_limit_error: Too many requests (retry after 3600 s, the API says)`);
  });

  it("ends the SDK's wait before a retry at agent.abort()", async () => {
    const { baseURL, requests } = await serve([p.rateLimited({ "retry-after": "30" })]);
    const agent = p.agent(baseURL);
    const started = Date.now();
    setTimeout(() => agent.abort(), 100);
    const result = await agent.conversationWithTool("Hi");
    expect(result.stopped).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
  });

  it.each([false, true])("ends the model's turn at its signal's abort during the SDK's wait before a retry, with its reason (stream: %s)", async (stream) => {
    const { baseURL } = await serve([p.rateLimited({ "retry-after": "30" })]);
    const controller = new AbortController();
    const reason = new Error("the user left");
    setTimeout(() => controller.abort(reason), 100);
    const started = Date.now();
    await expect(p.model(baseURL).respond({ messages: [{ role: "user", content: "Hi" }], tools: [] }, { stream, signal: controller.signal })).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(2000);
  }, 5000);
});

it.each([
  ["AnthropicModel", (maxRetryAfter: number) => new AnthropicModel({ model: "m", maxRetryAfter })],
  ["OpenAIModel", (maxRetryAfter: number) => new OpenAIModel({ model: "m", maxRetryAfter })],
])("%s refuses a maxRetryAfter that is no wait", (user, make) => {
  expect(() => make(-1)).toThrow(`${user}: maxRetryAfter must be a number of milliseconds, 0 or more (Infinity for no bound), not -1`);
  expect(() => make(Number.NaN)).toThrow("not NaN");
});

it.each([
  ["Anthropic", (baseURL: string) => new AnthropicAgent({ name: "a", registry, stdout: quiet, model: "m", client: new Anthropic({ apiKey: "k", baseURL, maxRetries: 0 }) })],
  ["OpenAI", (baseURL: string) => new OpenAIAgent({ name: "a", registry, stdout: quiet, model: "m", client: new OpenAI({ apiKey: "k", baseURL, maxRetries: 0 }) })],
])("%s: a client that makes no retries gets no advice about maxRetryAfter", async (label, agent) => {
  const p = providers.find((each) => each.label === label)!;
  const { baseURL, requests } = await serve([p.rateLimited({ "retry-after": "3600" })]);
  const error = await failure(agent(baseURL).conversationWithTool("Hi"));
  expect(requests).toHaveLength(1);
  expect(error.message).toBe(`${label} API error 429: rate_limit_error: Too many requests (retry after 3600 s, the API says)`);
});

it("OpenAI: an apiKey function is still asked for each request", async () => {
  const openai = providers[1] as ProviderCase;
  const { baseURL, requests } = await serve([openai.answer("One."), openai.answer("Two.")]);
  let asked = 0;
  const client = new OpenAI({ apiKey: async () => `key-${++asked}`, baseURL });
  const agent = new OpenAIAgent({ name: "a", registry, stdout: quiet, model: "gpt-test", client });
  await agent.conversationWithTool("Hi");
  await agent.conversationWithTool("Again");
  expect(requests.map((headers) => headers.authorization)).toEqual(["Bearer key-1", "Bearer key-2"]);
});

it("OpenAI: a key set on the client after a request is the one the next request sends", async () => {
  const openai = providers[1] as ProviderCase;
  const { baseURL, requests } = await serve([openai.answer("One."), openai.answer("Two.")]);
  const client = new OpenAI({ apiKey: "first", baseURL });
  const agent = new OpenAIAgent({ name: "a", registry, stdout: quiet, model: "gpt-test", client });
  await agent.conversationWithTool("Hi");
  client.apiKey = "second";
  await agent.conversationWithTool("Again");
  expect(requests.map((headers) => headers.authorization)).toEqual(["Bearer first", "Bearer second"]);
});

describe("OpenAI: an AzureOpenAI client", () => {
  const openai = providers[1] as ProviderCase;
  const toDeployment = "/openai/deployments/gpt-deploy/chat/completions?api-version=2024-10-21";
  const azure = (endpoint: string, credentials: { apiKey: string } | { azureADTokenProvider: () => Promise<string> } = { apiKey: "k" }) =>
    new AzureOpenAI({ endpoint, apiVersion: "2024-10-21", deployment: "gpt-deploy", maxRetries: 2, ...credentials });
  const agent = (client: AzureOpenAI) => new OpenAIAgent({ name: "a", registry, stdout: quiet, model: "gpt-test", client });

  it("fails at once when retry-after asks for an hour, the request sent to its deployment with its API version and key", async () => {
    const { baseURL, requests, urls } = await serve([openai.rateLimited({ "retry-after": "3600" })]);
    const started = Date.now();
    const error = await failure(agent(azure(baseURL)).conversationWithTool("Hi"));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toMatch(/^OpenAI API error 429: rate_limit_error: Too many requests \(the API asks to wait 3600 s before a retry, longer than maxRetryAfter \(60 s\), so it was not retried/);
    expect(urls).toEqual([toDeployment]);
    expect(requests[0]?.["api-key"]).toBe("k");
  }, 5000);

  it("retries a retry-after of 1 s, each try to its deployment", async () => {
    const { baseURL, urls } = await serve([openai.rateLimited({ "retry-after": "1" }), openai.answer("Hello.")]);
    expect(await agent(azure(baseURL)).conversationWithTool("Hi")).toMatchObject({ text: "Hello.", stopped: "end" });
    expect(urls).toEqual([toDeployment, toDeployment]);
  });

  it("sends the token its azureADTokenProvider gives for each request", async () => {
    const { baseURL, requests } = await serve([openai.answer("One."), openai.answer("Two.")]);
    let asked = 0;
    const client = azure(baseURL, { azureADTokenProvider: async () => `token-${++asked}` });
    await agent(client).conversationWithTool("Hi");
    await agent(client).conversationWithTool("Again");
    expect(requests.map((headers) => [headers.authorization, headers["api-key"]])).toEqual([
      ["Bearer token-1", undefined],
      ["Bearer token-2", undefined],
    ]);
  });
});
