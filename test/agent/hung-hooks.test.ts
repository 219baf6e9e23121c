import { describe, expect, it } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import type { DispatchOutcome } from "../../src/agent/outcome.js";
import type { ToolEventType } from "../../src/agent/tool-hooks.js";
import type { ToolHandler } from "../../src/registry/types.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A hook that never settles (an audit hook awaiting a logging service that hangs) must not hold a
// call past its abort: the caller's "stop" has to end the call, as it does for a handler that
// ignores its signal.

/**
 * Calls a tool run by `handler` with a hook that never settles on `hangsOn` and records every event
 * it sees, and aborts once the hook has seen `seen` events.
 */
async function abortAfter(hangsOn: ToolEventType, seen: number, handler: ToolHandler): Promise<{ outcome: DispatchOutcome; events: ToolEventType[] }> {
  const r = new ToolRegistry();
  r.register("files.read", { type: "object" }, handler);
  const d = new Dispatcher(r);
  const events: ToolEventType[] = [];
  d.registerToolHook((eventType) => {
    events.push(eventType);
    return eventType === hangsOn ? new Promise<void>(() => undefined) : undefined;
  });
  const controller = new AbortController();
  const outcome = d.dispatch(call("files.read", {}), { agent: AGENT, signal: controller.signal });
  await until(() => events.length === seen, `${seen} hook events`);
  controller.abort();
  return { outcome: await outcome, events };
}

describe("a hook that never settles", () => {
  it("before the handler: the abort answers the call as aborted, and the handler never runs", async () => {
    const runs: string[] = [];
    const { outcome, events } = await abortAfter("before", 1, () => runs.push("files.read"));
    expect(outcome.status).toBe("aborted");
    expect(runs).toEqual([]);
    // The error hooks still hear of the abort.
    expect(events).toEqual(["before", "error"]);
  });

  it("after the handler: the abort answers the call with the handler's result", async () => {
    const { outcome } = await abortAfter("after", 2, () => "contents");
    expect(outcome).toMatchObject({ status: "ok", content: "contents" });
  });

  it("on the abort itself: the call is answered as aborted at once", async () => {
    const { outcome, events } = await abortAfter("error", 1, () => new Promise(() => undefined));
    expect(outcome.status).toBe("aborted");
    expect(events).toEqual(["before", "error"]);
  });
});
