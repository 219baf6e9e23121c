import { describe, expect, it } from "vitest";
import { ScriptedModel, type ScriptStep } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { recordingAgent, until } from "./helpers.js";

// result.steps counts the model turns taken, whichever way the conversation ends: a request aborted
// before its turn arrived took none.

/** A model step that waits for its request's signal and rejects with its reason, as an SDK does. */
const answersOnlyAbort: ScriptStep = (_request, options) =>
  new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)));

/** `notes.count`, which answers at once, and `slow.wait`, which runs until its call is aborted. */
function registry(): { registry: ToolRegistry; waiting: () => boolean } {
  const r = new ToolRegistry();
  let waiting = false;
  r.register("notes.count", { type: "object" }, () => 3);
  r.register("slow.wait", { type: "object" }, (_args, ctx) => {
    waiting = true;
    return new Promise((_resolve, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason)));
  });
  return { registry: r, waiting: () => waiting };
}

/** Runs `script` and aborts the conversation once `ready` holds. */
async function abortedWhen(script: ScriptStep[], ready: (model: ScriptedModel, waiting: () => boolean) => boolean) {
  const { registry: r, waiting } = registry();
  const model = new ScriptedModel(script);
  const agent = recordingAgent({ name: "guest", registry: r, model, defaultTimeoutMs: null });
  const running = agent.conversationWithTool("Count the notes.");
  await until(() => ready(model, waiting), "the moment to abort");
  agent.abort();
  return { result: await running, event: agent.of("message").at(-1) };
}

describe("result.steps, the model turns taken", () => {
  it("is 0 for a conversation aborted while its first request ran, as its event says", async () => {
    const { result, event } = await abortedWhen([answersOnlyAbort], (model) => model.requests.length === 1);

    expect(result).toMatchObject({ stopped: "aborted", steps: 0 });
    expect(event).toMatchObject({ message: "conversation aborted after 0 steps", other: { type: "aborted" } });
  });

  it("counts the turns that arrived before a later request was aborted", async () => {
    const script = [{ toolCalls: [{ name: "notes.count" }] }, answersOnlyAbort];
    const { result, event } = await abortedWhen(script, (model) => model.requests.length === 2);

    expect(result).toMatchObject({ stopped: "aborted", steps: 1 });
    expect(event).toMatchObject({ message: "conversation aborted after 1 step" });
  });

  it("counts a turn whose tool calls were aborted while they ran", async () => {
    const { result } = await abortedWhen([{ toolCalls: [{ name: "slow.wait" }] }], (_model, waiting) => waiting());

    expect(result).toMatchObject({ stopped: "aborted", steps: 1 });
  });

  it("is maxSteps when the step limit ends the conversation", async () => {
    const counts = { toolCalls: [{ name: "notes.count" }] };
    const agent = recordingAgent({ name: "guest", registry: registry().registry, model: new ScriptedModel([counts, counts]), maxSteps: 2 });

    expect(await agent.conversationWithTool("Count the notes.")).toMatchObject({ stopped: "max_steps", steps: 2 });
  });

  it("counts a refused turn, which arrived", async () => {
    const model = new ScriptedModel([{ text: "I can't help with that.", stopReason: "other" }]);
    const agent = recordingAgent({ name: "guest", registry: registry().registry, model });

    expect(await agent.conversationWithTool("Count the notes.")).toMatchObject({ stopped: "other", steps: 1 });
  });
});
