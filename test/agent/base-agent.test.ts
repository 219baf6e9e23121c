import { describe, expect, it } from "vitest";
import type { ModelClient, ModelTurn } from "../../src/agent/model.js";
import type { PackInput } from "../../src/agent/out-records.js";
import { ScriptedModel, ScriptError } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { deferred, RecordingAgent, recordingAgent, until } from "./helpers.js";
import { agentWithSettledJob, sentAfterJob } from "./settled-job.js";

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("notes.add", { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, (args) => ({ id: 1, text: args["text"] }));
  r.register("notes.count", { type: "object" }, () => 1, { description: "How many notes there are." });
  r.register("admin.purge", { type: "object" }, () => "purged", { allowedAgents: ["admin"] });
  return r;
}

describe("BaseAgent construction", () => {
  it("takes a random uuid by default and binds itself to the registry", () => {
    const r = registry();
    const agent = recordingAgent({ name: "admin", registry: r, model: new ScriptedModel([]) });
    expect(agent.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.checkPermission(agent.uuid, "admin.purge")).toBe(true);
    expect(recordingAgent({ name: "x", uuid: "fixed-id", registry: r, model: new ScriptedModel([]) }).uuid).toBe("fixed-id");
  });

  it("refuses a registry that already has a tool named task_result", () => {
    const r = registry();
    r.register("task_result", { type: "object" }, () => null);
    expect(() => recordingAgent({ name: "a", registry: r, model: new ScriptedModel([]) })).toThrow(/tool named "task_result".*rename/);
  });

  it("refuses to offer the model a task_result the registry gained after the agent was made, rather than name it twice", async () => {
    const r = registry();
    const model = new ScriptedModel([{ toolCalls: [{ name: "task_result", arguments: { task_id: "job-42" } }] }, { text: "ok" }]);
    const agent = recordingAgent({ name: "a", registry: r, model });
    r.register("task_result", { type: "object" }, () => "the application's job 42");
    const message = `the registry has a tool named "task_result", which is agent "a"'s built-in tool of that name: rename the registry's tool`;
    expect(() => agent.toolDefinitions()).toThrow(message);
    await expect(agent.conversationWithTool("go")).rejects.toThrow(message);
    expect(model.requests).toEqual([]);

    r.unregister("task_result");
    expect(agent.toolDefinitions().map((t) => t.name)).toEqual(["notes.add", "notes.count", "task_result"]);
  });

  it("refuses a step limit below one", () => {
    expect(() => recordingAgent({ name: "a", registry: registry(), model: new ScriptedModel([]), maxSteps: 0 })).toThrow(/maxSteps/);
  });
});

describe("conversationWithTool", () => {
  it("sends the system prompt and only the tools the registry allows the agent, plus task_result", async () => {
    const model = new ScriptedModel([{ text: "Hi." }], { expectTools: ["notes.add", "notes.count", "task_result"] });
    const agent = recordingAgent({ name: "guest", registry: registry(), model, system: "You keep notes." });
    await agent.conversationWithTool("hello");
    const [request] = model.requests;
    expect(request?.system).toBe("You keep notes.");
    expect(request?.messages).toEqual([{ role: "user", content: "hello" }]);
    expect(request?.tools.find((t) => t.name === "notes.count")).toEqual({
      name: "notes.count",
      description: "How many notes there are.",
      inputSchema: { type: "object" },
    });
  });

  for (const stream of [false, true]) {
    describe(`regressions of the original (stream: ${stream})`, () => {
      it("loses no text: an earlier turn's text stays in history and events, and the answer is the final turn's whole text", async () => {
        const model = new ScriptedModel([
          { text: "First I will add the note. ", toolCalls: [{ name: "notes.add", arguments: { text: "milk" } }] },
          { text: "Done: the note 'milk' is saved, and you have 1 note in total." },
        ]);
        const agent = recordingAgent({ name: "guest", registry: registry(), model });
        const result = await agent.conversationWithTool("note milk", { stream });
        expect(result.text).toBe("Done: the note 'milk' is saved, and you have 1 note in total.");
        expect(result.messages[1]).toMatchObject({ role: "assistant", text: "First I will add the note. " });
        const texts = agent.of("message").filter((m) => m.other.type === "text").map((m) => m.message);
        expect(texts).toEqual(["First I will add the note. ", "Done: the note 'milk' is saved, and you have 1 note in total."]);
        if (stream) {
          const streamed = agent.of("message").filter((m) => m.other.type === "text_delta").map((m) => m.message).join("");
          expect(streamed).toBe(texts.join(""));
        }
      });

      it("returns the model's final reply after several rounds of tools, not the last tool result", async () => {
        const model = new ScriptedModel([
          { toolCalls: [{ name: "notes.add", arguments: { text: "a" } }] },
          { toolCalls: [{ name: "notes.add", arguments: { text: "b" } }] },
          { toolCalls: [{ name: "notes.count", arguments: {} }] },
          { text: "Added a and b." },
        ]);
        const agent = recordingAgent({ name: "guest", registry: registry(), model });
        const result = await agent.conversationWithTool("add a and b", { stream });
        expect(result).toMatchObject({ text: "Added a and b.", steps: 4, stopped: "end" });
        expect(result.messages.at(-1)).toEqual({ role: "assistant", text: "Added a and b.", toolCalls: [] });
        model.assertDone();
      });
    });
  }

  it("keeps the model's call as the model sent it when the handler changes its arguments in place", async () => {
    const r = new ToolRegistry();
    r.register("stats.median", { type: "object", properties: { values: { type: "array", items: { type: "number" } }, round: { type: "integer" } } }, (args) => {
      const values = args["values"] as number[];
      values.sort((a, b) => a - b);
      args["round"] ??= 2;
      return values[Math.floor(values.length / 2)];
    });
    const sent = { values: [9, 1, 5] };
    const model = new ScriptedModel([{ toolCalls: [{ id: "m1", name: "stats.median", arguments: sent }] }, { text: "5" }, { text: "still 5" }]);
    const agent = recordingAgent({ name: "analyst", registry: r, model });
    const hooked: unknown[] = [];
    agent.registerToolHook((_type, _name, args) => void hooked.push(structuredClone(args)));

    await agent.conversationWithTool("median of 9, 1, 5?");
    await agent.conversationWithTool("and now?");
    // Every later request replays the call as the model made it.
    for (const request of model.requests.slice(1)) {
      expect(request.messages[1]).toEqual({ role: "assistant", text: "", toolCalls: [{ id: "m1", name: "stats.median", arguments: { values: [9, 1, 5] } }] });
    }
    expect(agent.of("tool_result")).toMatchObject([{ tool_result: "5" }]);
    // Hooks, before and after the handler, and the buffered tool_call record see it too.
    expect(hooked).toEqual([sent, sent]);
    expect(agent.of("tool_call")).toMatchObject([{ tool_parameter: { values: [9, 1, 5] } }]);
  });

  it("logs an overridden pack() that throws for a background task's record, rather than let it end the process", async () => {
    class FailingPack extends RecordingAgent {
      protected override pack(input: PackInput): void {
        if ("task_id" in input) throw new Error("no room for task records");
        super.pack(input);
      }
    }
    const r = new ToolRegistry();
    r.register("slow", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("done"), 20)), { timeoutMs: 5 });
    const warnings: string[] = [];
    const model = new ScriptedModel([{ toolCalls: [{ name: "slow", arguments: {} }] }, { text: "started" }]);
    const agent = new FailingPack({ name: "a", registry: r, model, logger: { warn: (message) => void warnings.push(message) } });
    await agent.conversationWithTool("go");
    await until(() => warnings.length === 1, "the failure to be logged");
    expect(warnings).toEqual(["gen-tools: FailingPack.pack() threw for task_1: no room for task records"]);
  });

  it("logs an overridden pack() that throws for a call's records and goes on, rather than leave calls without results in the history", async () => {
    class FailingPack extends RecordingAgent {
      protected override pack(input: PackInput): void {
        if ("tool_parameter" in input || "tool_result" in input) throw new Error("the socket is closed");
        super.pack(input);
      }
    }
    const warnings: string[] = [];
    const model = new ScriptedModel([{ toolCalls: [{ id: "c1", name: "notes.count" }] }, { text: "One note." }]);
    const agent = new FailingPack({ name: "a", registry: registry(), model, logger: { warn: (message) => void warnings.push(message) } });
    expect(await agent.conversationWithTool("How many?")).toMatchObject({ text: "One note.", stopped: "end" });
    expect(agent.messages[2]).toEqual({ role: "tool", results: [{ callId: "c1", name: "notes.count", content: "1", isError: false }] });
    expect(warnings).toEqual(["gen-tools: FailingPack.pack() threw: the socket is closed", "gen-tools: FailingPack.pack() threw: the socket is closed"]);
  });

  it("feeds every call's result back, in call order, under its call id", async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          { id: "x1", name: "notes.add", arguments: { text: "q" } },
          { id: "x2", name: "admin.purge", arguments: {} },
          { id: "x3", name: "notes.add", arguments: {} },
        ],
      },
      { text: "ok" },
    ]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    await agent.conversationWithTool("go");
    const toolMessage = model.requests[1]?.messages.at(-1);
    expect(toolMessage?.role).toBe("tool");
    if (toolMessage?.role !== "tool") return;
    expect(toolMessage.results.map((r) => [r.callId, r.name, r.isError])).toEqual([
      ["x1", "notes.add", false],
      ["x2", "admin.purge", true],
      ["x3", "notes.add", true],
    ]);
    expect(JSON.parse(toolMessage.results[1]?.content ?? "")).toMatchObject({ error: "permission_denied" });
  });

  it("stops at the step limit, says so in the result and an event, and leaves no call unanswered", async () => {
    const loop = { text: "Again.", toolCalls: [{ name: "notes.count", arguments: {} }] };
    const model = new ScriptedModel([loop, loop, loop, loop]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model, maxSteps: 3 });
    const result = await agent.conversationWithTool("count forever");
    expect(result).toMatchObject({ stopped: "max_steps", steps: 3, text: "Again." });
    expect(result.messages.at(-1)?.role).toBe("tool");
    expect(model.remaining).toBe(1);
    expect(agent.of("message").filter((m) => m.other.type === "max_steps")).toMatchObject([
      { message: "stopped after 3 steps with tool calls still coming", other: { type: "max_steps", max_steps: 3 } },
    ]);
  });

  it("keeps the history across conversations until reset()", async () => {
    const model = new ScriptedModel([{ text: "one" }, { text: "two" }, { text: "three" }]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    await agent.conversationWithTool("first");
    const second = await agent.conversationWithTool("second");
    expect(second.messages).toEqual([
      { role: "user", content: "first" },
      { role: "assistant", text: "one", toolCalls: [] },
      { role: "user", content: "second" },
      { role: "assistant", text: "two", toolCalls: [] },
    ]);
    agent.reset();
    expect(agent.messages).toEqual([]);
    await agent.conversationWithTool("third");
    expect(model.requests[2]?.messages).toEqual([{ role: "user", content: "third" }]);
  });

  it("starts afresh after a reset() made while a conversation runs: that conversation ends in the history it started with", async () => {
    const gate = deferred();
    const model = new ScriptedModel([
      async () => (await gate.promise, { toolCalls: [{ name: "notes.count" }] }),
      { text: "One note." },
      { text: "Hello." },
    ]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    const first = agent.conversationWithTool("How many notes?");
    agent.reset();
    gate.resolve();
    expect((await first).messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(agent.messages).toEqual([]);
    await agent.conversationWithTool("Hi.");
    expect(model.requests[2]?.messages).toEqual([{ role: "user", content: "Hi." }]);
  });

  it("refuses a second conversation while one is running", async () => {
    const gate = deferred();
    const model = new ScriptedModel([async () => (await gate.promise, { text: "done" })]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    const first = agent.conversationWithTool("one");
    await expect(agent.conversationWithTool("two")).rejects.toThrow(/already in a conversation/);
    gate.resolve();
    await expect(first).resolves.toMatchObject({ text: "done" });
  });

  it("fails loudly when the model fails (here: the script runs out)", async () => {
    const agent = recordingAgent({ name: "guest", registry: registry(), model: new ScriptedModel([{ toolCalls: [{ name: "notes.count" }] }]) });
    await expect(agent.conversationWithTool("go")).rejects.toThrow(ScriptError);
  });

  it("takes the turn of a model client written in plain JavaScript whose respond returns it without a promise", async () => {
    const turn: ModelTurn = { text: "Hello.", toolCalls: [], stopReason: "end" };
    const model: ModelClient = { provider: "stub", respond: (() => turn) as unknown as ModelClient["respond"] };
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    expect(await agent.conversationWithTool("Hi.")).toMatchObject({ text: "Hello.", stopped: "end" });
  });

  it("keeps no prompt whose first request failed after a background task's note joined it: trying again sends the prompt once, the note once", async () => {
    const rateLimited = (): never => {
      throw new Error("429 rate limited");
    };
    const { agent, model } = await agentWithSettledJob(registry(), [rateLimited, { text: "It finished." }]);

    await expect(agent.conversationWithTool("Status?")).rejects.toThrow("429 rate limited");
    await agent.conversationWithTool("Status?");
    expect(sentAfterJob(model.requests[3]?.messages)).toEqual(["[background tasks finished]", "Status?"]);
  });
});

describe("aborting a conversation", () => {
  it("while the model is answering: stops with 'aborted' and an event", async () => {
    const controller = new AbortController();
    const model = new ScriptedModel([(_request, options) => new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)))]);
    const agent = recordingAgent({ name: "guest", registry: registry(), model });
    const running = agent.conversationWithTool("go", { signal: controller.signal });
    await until(() => model.requests.length === 1, "the model request");
    controller.abort();
    const result = await running;
    expect(result).toMatchObject({ stopped: "aborted", steps: 0, text: "" });
    expect(agent.of("message").at(-1)).toMatchObject({ other: { type: "aborted" } });
  });

  it("while tools run: every call is answered as aborted, and agent.abort() works like the signal", async () => {
    const r = registry();
    const signals: AbortSignal[] = [];
    r.register("slow.wait", { type: "object" }, (_args, ctx) => {
      signals.push(ctx.signal);
      return new Promise(() => undefined);
    });
    const model = new ScriptedModel([{ toolCalls: [{ id: "w", name: "slow.wait" }, { id: "n", name: "notes.count" }] }, { text: "fine" }]);
    const agent = recordingAgent({ name: "guest", registry: r, model, defaultTimeoutMs: null });
    const running = agent.conversationWithTool("wait");
    await until(() => signals.length === 1, "the handler to start");
    agent.abort();
    const result = await running;
    expect(result.stopped).toBe("aborted");
    expect(signals[0]?.aborted).toBe(true);
    const last = result.messages.at(-1);
    expect(last?.role === "tool" && last.results.map((x) => [x.callId, x.isError])).toEqual([
      ["w", true],
      ["n", false],
    ]);

    // The agent stays usable after abort().
    await expect(agent.conversationWithTool("hello")).resolves.toMatchObject({ stopped: "end", text: "fine" });
  });
});
