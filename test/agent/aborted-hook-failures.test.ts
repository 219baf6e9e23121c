import { afterEach, describe, expect, it, vi } from "vitest";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, deferred, until } from "./helpers.js";

// A Dispatcher's onHookError that throws fails the call whose hooks it reports, when the call waits
// for them. Once the call is aborted nothing waits for its hooks any more (hung-hooks), so such a
// throw must be warned of, as for an aborted call's error hooks: not lost, and never an unhandled
// rejection, which ends a Node process.

afterEach(() => {
  vi.restoreAllMocks();
});

/** A dispatcher over one tool whose onHookError throws. */
function dispatcherWithThrowingOnHookError(): Dispatcher {
  const registry = new ToolRegistry();
  registry.register("files.read", { type: "object" }, () => "contents");
  return new Dispatcher(registry, {
    onHookError: (failure) => {
      throw new Error(`onHookError failed on ${failure.eventType}`);
    },
  });
}

function warnings(warn: { mock: { calls: unknown[][] } }): string[] {
  return warn.mock.calls.map((args) => String(args[0]));
}

describe("onHookError that throws for a before hook of an aborted call", () => {
  it("is warned of when the hook itself aborted the call before its promise failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const d = dispatcherWithThrowingOnHookError();
    const controller = new AbortController();
    // A policy hook that stops the agent, then fails while writing its audit record.
    d.registerToolHook(async (eventType) => {
      if (eventType !== "before") return;
      controller.abort();
      await Promise.resolve();
      throw new Error("audit log unreachable");
    });
    const outcome = await d.dispatch(call("files.read", {}), { agent: AGENT, signal: controller.signal });
    expect(outcome.status).toBe("aborted");
    await until(() => warn.mock.calls.length > 0, "a warning");
    expect(warnings(warn)).toEqual(["gen-tools: onHookError threw for files.read: onHookError failed on before"]);
  });

  it("is warned of when the hook failed after the abort answered the call", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const d = dispatcherWithThrowingOnHookError();
    const audit = deferred();
    let started = false;
    d.registerToolHook((eventType) => {
      if (eventType !== "before") return undefined;
      started = true;
      return audit.promise;
    });
    const controller = new AbortController();
    const outcome = d.dispatch(call("files.read", {}), { agent: AGENT, signal: controller.signal });
    await until(() => started, "the before hook");
    controller.abort();
    expect((await outcome).status).toBe("aborted");
    audit.reject(new Error("audit log unreachable"));
    await until(() => warn.mock.calls.length > 0, "a warning");
    expect(warnings(warn)).toEqual(["gen-tools: onHookError threw for files.read: onHookError failed on before"]);
  });
});
