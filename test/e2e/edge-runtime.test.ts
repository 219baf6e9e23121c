import { resolve } from "node:path";
import { createContext, runInContext } from "node:vm";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { anthropicJson, anthropicStream } from "../providers/anthropic-wire.js";
import { openaiJson, openaiStream } from "../providers/openai-wire.js";
import { wireServerPerTest, type WireReply } from "../providers/wire-server.js";

const REPO = resolve(import.meta.dirname, "../..");

/** The package's entry points (package.json "exports"), at their sources. */
const ENTRY_POINTS: Record<string, string> = {
  "gen-tools": "src/index.ts",
  "gen-tools/openai": "src/providers/openai.ts",
  "gen-tools/anthropic": "src/providers/anthropic.ts",
};

/** A Worker's `import … from "gen-tools/openai"` bundles the source, not whatever dist/ holds. */
const genToolsFromSource: Plugin = {
  name: "gen-tools from source",
  setup(build) {
    build.onResolve({ filter: /^gen-tools(\/|$)/ }, (args) => {
      const source = ENTRY_POINTS[args.path];
      if (source === undefined) throw new Error(`no entry point ${args.path} in this test's ENTRY_POINTS`);
      return { path: resolve(REPO, source) };
    });
  },
};

const bundles = new Map<string, Promise<string>>();

/**
 * A Worker whose module is `worker` (it exports what the script run after it uses), bundled as
 * wrangler bundles one: esbuild with no platform given, so its browser one, which follows
 * package.json's `browser` map (@anthropic-ai/sdk's maps its internal/node.mjs, which imports
 * node:fs and node:child_process, to a web one); ES2022; the Worker's export conditions. Each
 * Worker is bundled once for the file.
 */
function workerBundle(worker: string): Promise<string> {
  let bundle = bundles.get(worker);
  if (bundle === undefined) {
    bundle = build({
      stdin: { contents: worker, resolveDir: REPO, loader: "ts" },
      bundle: true,
      write: false,
      format: "iife",
      globalName: "worker",
      target: "es2022",
      conditions: ["workerd", "worker", "browser"],
      plugins: [genToolsFromSource],
      logLevel: "silent",
    }).then((result) => result.outputFiles[0]!.text);
    bundles.set(worker, bundle);
  }
  return bundle;
}

const RUNTIME_WORKER = `export * from "gen-tools";`;

interface WorkerRun {
  lines: string[];
  result: unknown;
}

/**
 * Runs `script` after the bundle, in a context with a Worker's globals, where Node's own (`process`,
 * `Buffer`, `require`) do not exist, only the Web APIs a Worker has; `console.log` lines are kept.
 */
async function runInWorkerGlobals(bundle: string, script: string): Promise<WorkerRun> {
  const lines: string[] = [];
  const context = createContext({
    console: { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn: ${line}`), error: (line: string) => lines.push(`error: ${line}`) },
    navigator: { userAgent: "Cloudflare-Workers" },
    crypto,
    Request,
    Response,
    Headers,
    FormData,
    Blob,
    File,
    ReadableStream,
    WritableStream,
    TransformStream,
    TextDecoderStream,
    AbortController,
    AbortSignal,
    Event,
    EventTarget,
    DOMException,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    structuredClone,
    atob,
    btoa,
    TextEncoder,
    TextDecoder,
    URL,
    URLSearchParams,
    performance,
  });
  // Node's fetch belongs to the test's realm: its json() would make objects whose prototype is that
  // realm's Object.prototype, which the runtime in the Worker's realm rightly does not take for JSON
  // objects. A Worker's own fetch parses in the Worker's realm; so does this one.
  const workerJson = runInContext("JSON", context) as JSON;
  context["fetch"] = async (...request: Parameters<typeof fetch>): Promise<Response> => {
    const response = await fetch(...request);
    Object.defineProperty(response, "json", { value: async () => workerJson.parse(await response.text()) });
    return response;
  };
  const result: unknown = await runInContext(`${bundle}\n(async () => { ${script} })()`, context);
  return { lines, result };
}

describe("the runtime in a Cloudflare Worker", () => {
  it("bundles without Node's modules, and validates, dispatches and prints without Node's globals", async () => {
    const bundle = await workerBundle(RUNTIME_WORKER);
    expect(bundle).not.toMatch(/from\s*"node:|require\("node:/);

    const { lines, result } = await runInWorkerGlobals(
      bundle,
      `const { ToolRegistry, BaseAgent, ScriptedModel, compile } = worker;
       const registry = new ToolRegistry();
       registry.register("notes.add", { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, (args) => "added " + args.text);
       const model = new ScriptedModel([
         { toolCalls: [{ name: "notes.add", arguments: { text: 7 } }] },
         { toolCalls: [{ name: "notes.add", arguments: { text: "milk" } }] },
         { text: "Done." },
       ]);
       const agent = new BaseAgent({ name: "notes", registry, model });
       const conversation = await agent.conversationWithTool("add milk");
       return { stop: conversation.stopped, text: conversation.text, valid: compile({ type: "integer" })(1.5).errors.map((e) => e.keyword) };`,
    );
    expect(result).toEqual({ stop: "end", text: "Done.", valid: ["type"] });
    // The default out had no process.stdout: it printed whole lines to the console.
    expect(lines).toEqual([
      '→ notes.add {"text":7}',
      expect.stringMatching(/^✗ notes\.add \[invalid_arguments\] .*"path":"\/text"/),
      '→ notes.add {"text":"milk"}',
      "← notes.add [ok] added milk",
      "Done.",
    ]);
  }, 60_000);

  it("says that a manifest cannot be read from a file there, and how to load it instead", async () => {
    const { result } = await runInWorkerGlobals(await workerBundle(RUNTIME_WORKER), `return await worker.readManifest("tools.manifest.json").catch((error) => error.message);`);
    expect(result).toMatch(/tools\.manifest\.json.*no file system.*import manifest from "\.\/tools\.manifest\.json" with \{ type: "json" \}.*loadManifest/);
  }, 60_000);
});

/**
 * A provider's agent in a Worker: its entry point, the SDK and the client the Worker makes (a
 * Worker has no process.env: the API key comes from its `env`), and the provider's replies to
 * two conversations, the first streamed, each a call of notes.add then a text.
 */
interface ProviderWorker {
  entryPoint: string;
  agent: string;
  sdk: string;
  client: (baseURL: string) => string;
  replies: WireReply[];
  path: string;
}

const PROVIDER_WORKERS: ProviderWorker[] = [
  {
    entryPoint: "gen-tools/openai",
    agent: "OpenAIAgent",
    sdk: "openai",
    client: (baseURL) => `new SDK({ apiKey: "test-key", baseURL: ${JSON.stringify(`${baseURL}/v1`)}, maxRetries: 0 })`,
    replies: [
      openaiStream({ toolCalls: [{ id: "call_1", name: "notes-add", arguments: '{"text":"milk"}' }], finishReason: "tool_calls" }),
      openaiStream({ text: "Added milk.", finishReason: "stop" }),
      openaiJson({ toolCalls: [{ id: "call_2", name: "notes-add", arguments: '{"text":"eggs"}' }], finishReason: "tool_calls" }),
      openaiJson({ text: "Added eggs.", finishReason: "stop" }),
    ],
    path: "/v1/chat/completions",
  },
  {
    entryPoint: "gen-tools/anthropic",
    agent: "AnthropicAgent",
    sdk: "@anthropic-ai/sdk",
    client: (baseURL) => `new SDK({ apiKey: "test-key", baseURL: ${JSON.stringify(baseURL)}, maxRetries: 0 })`,
    replies: [
      anthropicStream([{ toolUse: { id: "toolu_1", name: "notes-add", input: { text: "milk" } } }], "tool_use"),
      anthropicStream([{ text: "Added milk." }], "end_turn"),
      anthropicJson([{ toolUse: { id: "toolu_2", name: "notes-add", input: { text: "eggs" } } }], "tool_use"),
      anthropicJson([{ text: "Added eggs." }], "end_turn"),
    ],
    path: "/v1/messages",
  },
];

describe.each(PROVIDER_WORKERS)("$entryPoint in a Cloudflare Worker", (provider) => {
  const worker = `export { ToolRegistry } from "gen-tools";
    export { ${provider.agent} } from "${provider.entryPoint}";
    export { default as SDK } from "${provider.sdk}";`;
  const wire = wireServerPerTest();

  it("bundles without Node's modules, and runs an agent whose SDK reaches the API with fetch, streamed and not", async () => {
    const bundle = await workerBundle(worker);
    expect(bundle).not.toMatch(/from\s*"node:|require\("node:/);
    const server = await wire.start(provider.replies);

    const { lines, result } = await runInWorkerGlobals(
      bundle,
      `const { ToolRegistry, ${provider.agent}, SDK } = worker;
       const registry = new ToolRegistry();
       registry.register("notes.add", { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, (args) => "added " + args.text, { description: "Add a note" });
       const agent = new ${provider.agent}({ name: "notes", registry, model: "test-model", client: ${provider.client(server.baseURL)} });
       const streamed = await agent.conversationWithTool("add milk", { stream: true });
       const whole = await agent.conversationWithTool("add eggs");
       return [streamed, whole].map((conversation) => ({ stop: conversation.stopped, text: conversation.text }));`,
    );
    expect(result).toEqual([
      { stop: "end", text: "Added milk." },
      { stop: "end", text: "Added eggs." },
    ]);
    expect(server.pending()).toBe(0);
    expect(server.requests.map((request) => [request.method, request.path])).toEqual(Array(4).fill(["POST", provider.path]));
    expect(server.requests.map((request) => (request.body as { stream?: boolean }).stream ?? false)).toEqual([true, true, false, false]);
    expect(JSON.stringify(server.requests[1]?.body)).toContain("added milk");
    expect(lines).toEqual([
      '→ notes.add {"text":"milk"}',
      "← notes.add [ok] added milk",
      "Added milk.",
      '→ notes.add {"text":"eggs"}',
      "← notes.add [ok] added eggs",
      "Added eggs.",
    ]);
  }, 60_000);
});
