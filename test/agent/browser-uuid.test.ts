import { describe, expect, it, vi } from "vitest";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent } from "./helpers.js";

// As a browser bundle has it: node:crypto stubbed out by the bundler, with no randomUUID.
vi.mock("node:crypto", () => ({}));

describe("BaseAgent in a browser bundle", () => {
  it("takes its default uuid from the global crypto, not node:crypto", () => {
    const agent = recordingAgent({ name: "a", registry: new ToolRegistry(), model: new ScriptedModel([]) });
    expect(agent.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
