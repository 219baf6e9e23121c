import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { BaseAgent } from "../../src/agent/base-agent.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { OpenAIAgent } from "../../src/providers/openai-agent.js";
import { ProviderError } from "../../src/index.js";
import { anthropicJson, anthropicStream } from "./anthropic-wire.js";
import { openaiJson, openaiStream } from "./openai-wire.js";
import type { WireReply } from "./wire-server.js";

/**
 * What `conversationWithTool` rejects with when the provider's API fails, through the official SDKs
 * against a local server: each request is answered by the next of the test's handlers, which may
 * answer an error status, cut the connection, or never answer.
 */
type Handler = (res: ServerResponse) => void;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

async function serve(handlers: Handler[]): Promise<{ baseURL: string; bodies: Record<string, unknown>[] }> {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      handlers.shift()?.(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
}

/** A scripted reply of the wire helpers, as a handler. */
function wire(answer: WireReply): Handler {
  if ("json" in answer) return reply(answer.status ?? 200, answer.json);
  return (res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.end(answer.sse.map(({ event, data }) => `${event === undefined ? "" : `event: ${event}\n`}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`).join(""));
  };
}

/** The start of a streamed answer, then the connection cut: a proxy's reset, a dropped network. */
function cutAfter(firstEvent: string): Handler {
  return (res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(firstEvent);
    setTimeout(() => res.socket?.destroy(), 10);
  };
}

const never: Handler = () => undefined;

function weatherRegistry(): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register("notes.add", { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, () => 1, { description: "Add a note" });
  registry.register("weather.get", { type: "object", properties: { city: { type: "string" } }, required: ["city"] }, () => 1, { description: "Weather" });
  return registry;
}

interface ProviderCase {
  label: string;
  agent(baseURL: string, client?: { maxRetries?: number; timeout?: number }, stdout?: { write(text: string): void }): BaseAgent;
  answer(stream: boolean, text: string): WireReply;
  /** A turn calling `notes.add` with `{ text: "milk" }`. */
  callNotesAdd(stream: boolean): WireReply;
  /** The API's error body for `status`, in its own shape. */
  error(type: string, message: string): unknown;
  /** The API's refusal of the second tool's schema, as it words it. */
  toolRefusal: { body: unknown; says: string };
  /** What the SDK's error class is, for `cause`. */
  errorClass: abstract new (...args: never[]) => Error;
  streamStart: string;
}

const quiet = { write: () => undefined };

const providers: ProviderCase[] = [
  {
    label: "Anthropic",
    agent: (baseURL, client, stdout = quiet) =>
      new AnthropicAgent({ name: "a", registry: weatherRegistry(), stdout, model: "claude-test", client: new Anthropic({ apiKey: "k", baseURL, maxRetries: 0, ...client }) }),
    answer: (stream, text) => (stream ? anthropicStream : anthropicJson)([{ text }], "end_turn"),
    callNotesAdd: (stream) => (stream ? anthropicStream : anthropicJson)([{ toolUse: { id: "toolu_1", name: "notes-add", input: { text: "milk" } } }], "tool_use"),
    error: (type, message) => ({ type: "error", error: { type, message } }),
    toolRefusal: {
      body: { type: "error", error: { type: "invalid_request_error", message: "tools.1.custom.input_schema: JSON schema is invalid" } },
      says: 'tools.1.custom.input_schema: JSON schema is invalid (gen-tools tool "weather.get")',
    },
    errorClass: Anthropic.APIError,
    streamStart: `event: message_start\ndata: ${JSON.stringify({ type: "message_start", message: { id: "m", type: "message", role: "assistant", model: "x", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } })}\n\n`,
  },
  {
    label: "OpenAI",
    agent: (baseURL, client, stdout = quiet) =>
      new OpenAIAgent({ name: "a", registry: weatherRegistry(), stdout, model: "gpt-test", client: new OpenAI({ apiKey: "k", baseURL, maxRetries: 0, ...client }) }),
    answer: (stream, text) => (stream ? openaiStream : openaiJson)({ text, finishReason: "stop" }),
    callNotesAdd: (stream) => (stream ? openaiStream : openaiJson)({ toolCalls: [{ id: "call_1", name: "notes-add", arguments: '{"text":"milk"}' }], finishReason: "tool_calls" }),
    error: (type, message) => ({ error: { message, type, param: null, code: null } }),
    toolRefusal: {
      body: { error: { message: "Invalid schema for function 'weather-get': 'additionalProperties' is required to be supplied and to be false.", type: "invalid_request_error", param: "tools[1].function.parameters", code: "invalid_function_parameters" } },
      says: `Invalid schema for function 'weather-get': 'additionalProperties' is required to be supplied and to be false. (gen-tools tool "weather.get")`,
    },
    errorClass: OpenAI.APIError,
    streamStart: `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "x", choices: [{ index: 0, delta: { role: "assistant", content: "Hi" }, finish_reason: null }] })}\n\n`,
  },
];

async function failure(run: Promise<unknown>): Promise<ProviderError> {
  const error = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe.each(providers.flatMap((p) => [false, true].map((stream) => [p.label, stream, p] as const)))("%s API failures (stream: %s)", (label, stream, p) => {
  it("names the provider, the status, the API's type and message, and the request id; the SDK's error is the cause", async () => {
    const { baseURL } = await serve([reply(401, p.error("authentication_error", "invalid x-api-key"), { "request-id": "req_7", "x-request-id": "req_7" })]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi", { stream }));
    expect(error.message).toBe(`${label} API error 401: authentication_error: invalid x-api-key (request id req_7)`);
    expect(error).toMatchObject({ provider: label.toLowerCase(), status: 401, type: "authentication_error" });
    expect(error.cause).toBeInstanceOf(p.errorClass);
  });

  it("names gen-tools' tool the API refused, and a second run after the refusal sends the prompt once", async () => {
    const { baseURL, bodies } = await serve([reply(400, p.toolRefusal.body), wire(p.answer(stream, "Sunny."))]);
    const agent = p.agent(baseURL);
    const error = await failure(agent.conversationWithTool("Weather in Oslo?", { stream }));
    expect(error.message).toBe(`${label} API error 400: invalid_request_error: ${p.toolRefusal.says}`);
    expect(error.toolName).toBe("weather.get");
    expect(agent.messages).toEqual([]);

    const result = await agent.conversationWithTool("Weather in Oslo?", { stream });
    expect(result).toMatchObject({ text: "Sunny.", stopped: "end" });
    expect(JSON.stringify(bodies[1]?.["messages"]).split("Weather in Oslo?")).toHaveLength(2);
  });

  it("keeps the call made before a later request failed, and the next run goes on from it", async () => {
    const overloaded = reply(529, p.error("overloaded_error", "Overloaded"));
    const { baseURL, bodies } = await serve([wire(p.callNotesAdd(stream)), overloaded, wire(p.answer(stream, "Added."))]);
    const agent = p.agent(baseURL);
    const error = await failure(agent.conversationWithTool("Note milk.", { stream }));
    expect(error.message).toBe(`${label} API error 529: overloaded_error: Overloaded`);
    expect(agent.messages.map((m) => m.role)).toEqual(["user", "assistant", "tool"]);

    const result = await agent.conversationWithTool("Did it work?", { stream });
    expect(result).toMatchObject({ text: "Added.", stopped: "end" });
    const sent = JSON.stringify(bodies[2]?.["messages"]);
    expect(sent.split("Note milk.")).toHaveLength(2);
    expect(sent).toContain("Did it work?");
  });

  it("leaves retrying a 429 to the SDK's maxRetries, and says when the API asks to be tried again", async () => {
    const limited = reply(429, p.error("rate_limit_error", "Too many requests"), { "retry-after-ms": "20" });
    const { baseURL, bodies } = await serve([limited, limited, reply(429, p.error("rate_limit_error", "Too many requests"), { "retry-after": "30" })]);
    const error = await failure(p.agent(baseURL, { maxRetries: 2 }).conversationWithTool("Hi", { stream }));
    expect(bodies).toHaveLength(3);
    expect(error.message).toBe(`${label} API error 429: rate_limit_error: Too many requests (retry after 30 s, the API says)`);
    expect(error.retryAfterMs).toBe(30_000);
  });

  it("says what a gateway's non-JSON error page said", async () => {
    const { baseURL } = await serve([
      (res) => {
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html>Bad gateway</html>");
      },
    ]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi", { stream }));
    expect(error.message).toBe(`${label} API error 502: <html>Bad gateway</html>`);
  });

  it("says where a refused connection was going", async () => {
    const { baseURL } = await serve([]);
    close?.();
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi", { stream }));
    expect(error.message).toMatch(new RegExp(`^${label} API: the request to ${baseURL} failed: connect ECONNREFUSED`));
  });

  it("says the connection closed mid-response, and the history is as before", async () => {
    const { baseURL } = await serve([stream ? cutAfter(p.streamStart) : cutAfter("{")]);
    const agent = p.agent(baseURL);
    const error = await failure(agent.conversationWithTool("Hi", { stream }));
    expect(error.message).toBe(`${label} API: the connection closed before the response was complete (other side closed)`);
    expect(agent.messages).toEqual([]);
  });

  it("says a request outlived the client's timeout", async () => {
    const { baseURL } = await serve([never]);
    const error = await failure(p.agent(baseURL, { timeout: 100 }).conversationWithTool("Hi", { stream }));
    expect(error.message).toBe(`${label} API: no response from ${baseURL} within the client's timeout of 100 ms`);
  });

  it("closes a response that stops coming after its headers, at the client's timeout", async () => {
    const { baseURL } = await serve([
      (res) => {
        res.writeHead(200, { "content-type": stream ? "text/event-stream" : "application/json" });
        res.write(stream ? p.streamStart : "{");
      },
    ]);
    const agent = p.agent(baseURL, { timeout: 200 });
    const started = Date.now();
    const error = await failure(agent.conversationWithTool("Hi", { stream }));
    expect(error.message).toBe(`${label} API: the response from ${baseURL} stopped: nothing came for 200 ms (the client's timeout), so it was closed`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(agent.messages).toEqual([]);
  });

  it("ends a request that gets no answer at agent.abort(), as aborted, and out prints so", async () => {
    const { baseURL } = await serve([never]);
    const printed: string[] = [];
    const agent = p.agent(baseURL, {}, { write: (text) => printed.push(text) });
    const started = Date.now();
    setTimeout(() => agent.abort(), 50);
    const result = await agent.conversationWithTool("Hi", { stream });
    expect(result.stopped).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(printed.join("")).toContain("conversation aborted after 0 steps");
    expect(agent.messages).toEqual([]);
  });

  it("ends the SDK's wait before a retry at agent.abort()", async () => {
    const { baseURL } = await serve([reply(429, p.error("rate_limit_error", "Too many requests"), { "retry-after": "5" })]);
    const agent = p.agent(baseURL, { maxRetries: 1 });
    const started = Date.now();
    setTimeout(() => agent.abort(), 100);
    const result = await agent.conversationWithTool("Hi", { stream });
    expect(result.stopped).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe.each([
  { p: providers[0] as ProviderCase, event: `event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n` },
  { p: providers[1] as ProviderCase, event: `data: {"error":{"type":"overloaded_error","message":"Overloaded"}}\n\n` },
])("an error event mid-stream", ({ p, event }) => {
  it(`${p.label}: names the provider, the API's type and message`, async () => {
    const { baseURL } = await serve([
      (res) => {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`${p.streamStart}${event}`);
      },
    ]);
    const error = await failure(p.agent(baseURL).conversationWithTool("Hi", { stream: true }));
    expect(error.message).toBe(`${p.label} API error in the stream: overloaded_error: Overloaded`);
    expect(error).toMatchObject({ status: undefined, type: "overloaded_error" });
  });
});

it("Anthropic: a maxTokens the SDK sends only streamed says to stream, or to lower it", async () => {
  const client = new Anthropic({ apiKey: "k", baseURL: "http://127.0.0.1:9", maxRetries: 0 });
  const agent = new AnthropicAgent({ name: "a", registry: weatherRegistry(), stdout: quiet, model: "claude-test", maxTokens: 64_000, client });
  const error = await failure(agent.conversationWithTool("Hi"));
  expect(error.message).toMatch(/^Anthropic API: the SDK sends a request for this many tokens \(maxTokens\) only streamed: pass \{ stream: true \} to conversationWithTool, or lower maxTokens \(the SDK: Streaming is required/);
});

it("passes the error of a client that is no SDK's (a test double) on as it is", async () => {
  const thrown = new Error("the double has no answer");
  const client = { baseURL: "double", timeout: 1, messages: { create: () => Promise.reject(thrown) } } as unknown as Anthropic;
  const agent = new AnthropicAgent({ name: "a", registry: weatherRegistry(), stdout: quiet, model: "claude-test", client });
  await expect(agent.conversationWithTool("Hi")).rejects.toBe(thrown);
});

it("streams from a client that is no SDK's, with no timeout, without closing its slow events", async () => {
  async function* events() {
    for (const event of (anthropicStream([{ text: "Slow but whole." }], "end_turn") as { sse: { data: unknown }[] }).sse) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      yield event.data;
    }
  }
  const client = { baseURL: "double", messages: { create: () => Promise.resolve(events()) } } as unknown as Anthropic;
  const agent = new AnthropicAgent({ name: "a", registry: weatherRegistry(), stdout: quiet, model: "claude-test", client });
  expect(await agent.conversationWithTool("Hi", { stream: true })).toMatchObject({ text: "Slow but whole.", stopped: "end" });
});
