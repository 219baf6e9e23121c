// Imports the runtime and its SDK-backed entry points with the SDKs hidden, then asks each
// SDK-backed part for its SDK. Prints one JSON line: what loaded, and the error each part gave.
const runtime = await import("../../../src/index.js");
const anthropic = await import("../../../src/providers/anthropic.js");
const openai = await import("../../../src/providers/openai.js");
const mcp = await import("../../../src/mcp/server.js");

async function errorOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "no error";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const request = { messages: [{ role: "user" as const, content: "hi" }], tools: [] };
const agent = { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7b", name: "probe" };
const registry = {
  get: () => {
    throw new Error("none");
  },
  has: () => false,
  find: () => undefined,
  checkPermission: () => false,
  agentName: () => "probe",
  bindAgent: () => undefined,
  toolsFor: () => [],
};

console.log(
  JSON.stringify({
    exports: {
      runtime: ["toAnthropicTools", "toOpenAITools", "toMcpTools"].filter((name) => name in runtime),
      anthropic: Object.keys(anthropic),
      openai: Object.keys(openai),
      mcp: Object.keys(mcp),
    },
    anthropic: await errorOf(() => new anthropic.AnthropicModel({ model: "m" }).respond(request, { stream: false })),
    openai: await errorOf(() => new openai.OpenAIModel({ model: "m" }).respond(request, { stream: false })),
    mcp: await errorOf(() => mcp.serveMcp(registry, { agent })),
  }),
);
