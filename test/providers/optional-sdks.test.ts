import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../", import.meta.url));

describe("without the optional SDKs installed", () => {
  it("the runtime and its SDK-backed entry points still import, and each SDK-backed part says which package to install", async () => {
    // A fresh process whose module resolution cannot find @anthropic-ai/sdk, openai or @modelcontextprotocol/sdk.
    const { stdout } = await run(
      "node_modules/.bin/tsx",
      ["--import", "./test/providers/without-sdks/hide-sdks.mjs", "test/providers/without-sdks/probe.ts"],
      { cwd: root },
    );
    const report = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Record<string, unknown>;
    expect(report).toEqual({
      exports: {
        runtime: ["toAnthropicTools", "toOpenAITools", "toMcpTools"],
        anthropic: ["AnthropicAgent", "AnthropicModel"],
        openai: ["OpenAIAgent", "OpenAIModel"],
        mcp: ["serveMcp"],
      },
      anthropic:
        "AnthropicModel needs the optional dependency @anthropic-ai/sdk: run `npm install @anthropic-ai/sdk`, or pass a constructed client as `client`",
      openai:
        "OpenAIModel needs the optional dependency openai: run `npm install openai`, or pass a constructed client as `client`",
      mcp: "serveMcp needs the optional dependency @modelcontextprotocol/sdk: run `npm install @modelcontextprotocol/sdk`",
    });
  });
});
