import { describe, expect, it } from "vitest";
import type { ScriptStep } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { until } from "./helpers.js";
import { agentWithSettledJob } from "./settled-job.js";

// A note of background results that went out with a request no turn answered (aborted, refused,
// failed) stays in the history for the next prompt. reset() must not drop it with the history: the
// model has never answered it, and the task is marked delivered, so no later note would tell of it.

/** A model step that waits for its request's signal and rejects with its reason, as an SDK does. */
const answersOnlyAbort: ScriptStep = (_request, options) =>
  new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)));

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("notes.count", { type: "object" }, () => 3);
  return r;
}

const NOTE = '[background tasks finished]\n{"task_id":"task_1","tool":"jobs.run","status":"done","result":"job done"}';

describe("reset() after a conversation that no turn answered", () => {
  it("after abort(): the next conversation still gets the note its aborted request carried", async () => {
    const { agent, model } = await agentWithSettledJob(registry(), [answersOnlyAbort, { text: "The job is done." }]);
    const running = agent.conversationWithTool("Status?");
    await until(() => model.requests.length === 3, "the status request");
    agent.abort();
    await running;

    agent.reset();
    await agent.conversationWithTool("Anything new?");

    expect(model.requests[3]?.messages).toEqual([
      { role: "user", content: NOTE },
      { role: "user", content: "Anything new?" },
    ]);
  });

  it("reset() while the request runs, then abort(): the note goes on to the next conversation", async () => {
    const { agent, model } = await agentWithSettledJob(registry(), [answersOnlyAbort, { text: "The job is done." }]);
    const running = agent.conversationWithTool("Status?");
    await until(() => model.requests.length === 3, "the status request");
    agent.reset();
    agent.abort();
    await running;

    await agent.conversationWithTool("Anything new?");

    expect(model.requests[3]?.messages).toEqual([
      { role: "user", content: NOTE },
      { role: "user", content: "Anything new?" },
    ]);
  });

  it("reset() after an answered conversation forgets its note with the rest", async () => {
    const { agent, model } = await agentWithSettledJob(registry(), [{ text: "The job is done." }, { text: "Nothing." }]);
    await agent.conversationWithTool("Status?");

    agent.reset();
    await agent.conversationWithTool("Anything new?");

    expect(model.requests[3]?.messages).toEqual([{ role: "user", content: "Anything new?" }]);
  });
});
