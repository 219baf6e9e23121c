import { afterEach, expect, it, vi } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, call, until } from "./helpers.js";

// A Dispatcher's onHookError that throws fails the call whose hooks it reports while the call waits
// for them. A background task's call has been answered already: nothing awaits its hooks, so such a
// throw is warned of, never an unhandled rejection (which ends a Node process), and the task's
// onTaskSettled still runs.

afterEach(() => {
  vi.restoreAllMocks();
});

it.each([
  [
    "throws",
    () => {
      throw new Error("audit log is down");
    },
  ],
  ["rejects", () => Promise.reject(new Error("audit log is down"))],
] as const)(
  "warns of an onHookError that throws for a background task's after hook that %s, and still settles the task",
  async (_, fail) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const registry = new ToolRegistry();
      registry.register(
        "report.compile",
        { type: "object" },
        () =>
          new Promise((resolve) => setTimeout(() => resolve("compiled"), 10)),
        { timeoutMs: 1 },
      );
      const settled: BackgroundTask[] = [];
      const d = new Dispatcher(registry, {
        onTaskSettled: (task) => void settled.push(task),
        onHookError: (failure) => {
          throw new Error(`onHookError failed on ${failure.eventType}`);
        },
      });
      d.registerToolHook((eventType) => {
        if (eventType === "after") return fail();
      });
      const outcome = await d.dispatch(call("report.compile", {}), {
        agent: AGENT,
      });
      expect(outcome.status).toBe("running");
      await until(() => settled.length === 1, "onTaskSettled");
      expect(settled[0]?.outcome).toMatchObject({
        status: "ok",
        content: "compiled",
      });
      expect(warn.mock.calls.map((args) => String(args[0]))).toEqual([
        "gen-tools: onHookError threw for task_1 (report.compile): onHookError failed on after",
      ]);
      // An unhandled rejection is reported on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  },
);
