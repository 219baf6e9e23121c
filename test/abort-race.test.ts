import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { raceAbort } from "../src/abort-race.js";
import { Dispatcher } from "../src/agent/dispatcher.js";
import type { ModelClient, ModelTurn, RespondOptions } from "../src/agent/model.js";
import { ResponseWatch } from "../src/providers/response-watch.js";
import { ToolRegistry } from "../src/registry/index.js";
import { AGENT, call, deferred, recordingAgent, until } from "./agent/helpers.js";

// Racing a promise against an AbortSignal (a model's request, a call's hooks, a handler's run) must
// leave no listener on the signal whoever wins, answer at once for a signal aborted already, and
// leave no unhandled rejection behind when the promise fails after losing.

function listeners(signal: AbortSignal): number {
  return getEventListeners(signal, "abort").length;
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
afterEach(() => {
  process.off("unhandledRejection", onUnhandled);
  unhandled.length = 0;
});

describe("raceAbort", () => {
  it("gives the promise's value when it settles first, and removes its listener", async () => {
    const controller = new AbortController();
    const pending = deferred<string>();
    const race = raceAbort(pending.promise, controller.signal, () => "aborted");
    expect(listeners(controller.signal)).toBe(1);
    pending.resolve("turn");
    await expect(race).resolves.toBe("turn");
    expect(listeners(controller.signal)).toBe(0);
  });

  it("rejects with the promise's rejection when it fails first, and removes its listener", async () => {
    const controller = new AbortController();
    const pending = deferred<string>();
    const race = raceAbort(pending.promise, controller.signal, () => "aborted");
    pending.reject(new Error("connection reset"));
    await expect(race).rejects.toThrow("connection reset");
    expect(listeners(controller.signal)).toBe(0);
  });

  it("gives onAbort's value at the abort, removes its listener, and handles the promise's later rejection", async () => {
    process.on("unhandledRejection", onUnhandled);
    const controller = new AbortController();
    const pending = deferred<string>();
    const race = raceAbort(pending.promise, controller.signal, () => "aborted");
    controller.abort();
    await expect(race).resolves.toBe("aborted");
    expect(listeners(controller.signal)).toBe(0);
    pending.reject(new Error("late failure"));
    // Node reports an unhandled rejection once the microtasks have run.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  });

  it("rejects with what onAbort throws", async () => {
    const controller = new AbortController();
    const race = raceAbort(new Promise<string>(() => undefined), controller.signal, () => {
      throw controller.signal.reason;
    });
    const reason = new Error("stopped by the user");
    controller.abort(reason);
    await expect(race).rejects.toBe(reason);
  });

  it("answers at once for a signal aborted already, adding no listener, and handles the promise's later rejection", async () => {
    process.on("unhandledRejection", onUnhandled);
    const signal = AbortSignal.abort();
    const pending = deferred<string>();
    let called = false;
    const race = raceAbort(pending.promise, signal, () => {
      called = true;
      return "aborted";
    });
    expect(called).toBe(true);
    expect(listeners(signal)).toBe(0);
    await expect(race).resolves.toBe("aborted");
    pending.reject(new Error("late failure"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  });

  it("gives the promise itself without a signal", () => {
    const pending = Promise.resolve("turn");
    expect(raceAbort(pending, undefined, () => "aborted")).toBe(pending);
  });
});

describe("the races on an abort signal (the dispatcher's firstOf keeps its own, with its timer)", () => {
  it("Dispatcher: a call moved to the background keeps no listener on the caller's signal", async () => {
    const registry = new ToolRegistry();
    const gate = deferred<string>();
    registry.register("slow.job", { type: "object" }, () => gate.promise, { timeoutMs: 20 });
    const controller = new AbortController();
    const outcome = await new Dispatcher(registry).dispatch(call("slow.job", {}), { agent: AGENT, signal: controller.signal });
    expect(outcome.status).toBe("running");
    expect(listeners(controller.signal)).toBe(0);
    gate.resolve("done");
  });

  it("Dispatcher: a handler that aborts the caller's signal before returning has its call answered as aborted at once", async () => {
    const registry = new ToolRegistry();
    const controller = new AbortController();
    registry.register("files.read", { type: "object" }, () => {
      controller.abort();
      return new Promise(() => undefined);
    });
    const d = new Dispatcher(registry, { defaultTimeoutMs: null });
    const outcome = await d.dispatch(call("files.read", {}), { agent: AGENT, signal: controller.signal });
    expect(outcome.status).toBe("aborted");
    expect(listeners(controller.signal)).toBe(0);
  });

  it("ResponseWatch: a caller's signal aborted already rejects with its reason at once, though the request never ends", async () => {
    const reason = new Error("stopped by the user");
    const watch = new ResponseWatch(1000, AbortSignal.abort(reason));
    await expect(watch.watch(() => new Promise(() => undefined))).rejects.toBe(reason);
  });

  it("ResponseWatch: a request that ends leaves no listener on the watch's signal", async () => {
    const watch = new ResponseWatch(1000, new AbortController().signal);
    await expect(watch.watch(async () => "turn")).resolves.toBe("turn");
    expect(listeners(watch.signal)).toBe(0);
  });

  describe("BaseAgent: the model's request leaves no listener on the signal it was given", () => {
    /** A model client whose `respond` is `answer`, keeping the signal each request had. */
    function modelWith(answer: () => Promise<ModelTurn>): { model: ModelClient; signals: AbortSignal[] } {
      const signals: AbortSignal[] = [];
      const model: ModelClient = {
        provider: "test",
        respond(_request, options: RespondOptions) {
          if (options.signal !== undefined) signals.push(options.signal);
          return answer();
        },
      };
      return { model, signals };
    }

    it("when it answers", async () => {
      const { model, signals } = modelWith(async () => ({ text: "hi", toolCalls: [], stopReason: "end" }));
      const result = await recordingAgent({ name: "a", registry: new ToolRegistry(), model }).conversationWithTool("Hi");
      expect(result.text).toBe("hi");
      expect(signals.map(listeners)).toEqual([0]);
    });

    it("when it throws before returning a promise", async () => {
      const { model, signals } = modelWith(() => {
        throw new Error("client misconfigured");
      });
      await expect(recordingAgent({ name: "a", registry: new ToolRegistry(), model }).conversationWithTool("Hi")).rejects.toThrow("client misconfigured");
      expect(signals.map(listeners)).toEqual([0]);
    });

    it("when the conversation is aborted while the model never answers", async () => {
      const { model, signals } = modelWith(() => new Promise(() => undefined));
      const agent = recordingAgent({ name: "a", registry: new ToolRegistry(), model });
      const conversation = agent.conversationWithTool("Hi");
      await until(() => signals.length === 1, "the request");
      agent.abort();
      expect((await conversation).stopped).toBe("aborted");
      expect(signals.map(listeners)).toEqual([0]);
    });
  });
});
