import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { raceAbort } from "../src/abort-race.js";
import { deferred } from "./agent/helpers.js";

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
