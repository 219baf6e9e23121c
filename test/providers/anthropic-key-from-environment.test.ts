import { afterEach, expect, it, vi } from "vitest";
import { ToolRegistry } from "../../src/registry/index.js";
import { AnthropicAgent } from "../../src/providers/anthropic-agent.js";
import { anthropicJson } from "./anthropic-wire.js";
import { wireServerPerTest } from "./wire-server.js";

/**
 * The Anthropic SDK makes a client without an API key and finds it has none only when it sends:
 * README promises that a client made from the environment without a key is made again on the next
 * call, as the OpenAI SDK's is (turn-endings.test.ts), so a key set after the failure is used.
 */
const wire = wireServerPerTest();
afterEach(() => {
  vi.unstubAllEnvs();
});

it("an AnthropicAgent made without a key says to set ANTHROPIC_API_KEY, and uses the key set after", async () => {
  const server = await wire.start([anthropicJson([{ text: "Hi." }], "end_turn")]);
  vi.stubEnv("ANTHROPIC_API_KEY", undefined);
  vi.stubEnv("ANTHROPIC_AUTH_TOKEN", undefined);
  vi.stubEnv("ANTHROPIC_BASE_URL", server.baseURL);
  const agent = new AnthropicAgent({ name: "a", registry: new ToolRegistry(), model: "claude-test", stdout: { write: () => undefined } });

  await expect(agent.conversationWithTool("Hello.")).rejects.toThrow(/^Anthropic API: no API key: set ANTHROPIC_API_KEY, or pass a client made with one as `client`/);
  vi.stubEnv("ANTHROPIC_API_KEY", "test-key");
  expect(await agent.conversationWithTool("Hello.")).toMatchObject({ text: "Hi.", stopped: "end" });
  expect(JSON.stringify(wire.requests?.[0]?.headers)).toContain("test-key");
});
