import { describe, expect, it, vi } from "vitest";
import type { BackgroundTask } from "../../src/agent/background-tasks.js";
import { Dispatcher } from "../../src/agent/dispatcher.js";
import type { DispatchOutcome } from "../../src/agent/outcome.js";
import { ToolRegistry } from "../../src/registry/index.js";
import type { ToolCallContext } from "../../src/registry/types.js";
import { compile, type DeferredValidator, type Validator } from "../../src/validator/index.js";
import { AGENT, call, contentOf, deferred, until } from "./helpers.js";

const point = {
  type: "object",
  properties: { x: { type: "integer" }, label: { type: "string", minLength: 1 } },
  required: ["x"],
  additionalProperties: false,
} as const;

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("geo.move_point", { ...point, required: [...point.required] }, (args) => ({ moved: args["x"] }));
  r.register("geo.echo", { type: "object" }, (args) => args);
  r.register("admin.wipe", { type: "object" }, () => "wiped", { allowedAgents: ["root"] });
  r.register("fail.always", { type: "object" }, () => {
    throw new Error("disk full");
  });
  return r;
}

describe("Dispatcher.dispatch: the steps in order", () => {
  it("runs a valid call and returns the handler's value as JSON content", async () => {
    const outcome = await new Dispatcher(registry()).dispatch(call("geo.move_point", { x: 3 }, "id1"), { agent: AGENT });
    expect(outcome).toEqual({ callId: "id1", name: "geo.move_point", status: "ok", isError: false, result: { moved: 3 }, content: '{"moved":3}' });
  });

  it("sends a string result as it is", async () => {
    const r = new ToolRegistry();
    r.register("say", { type: "object" }, () => "hello there");
    const outcome = await new Dispatcher(r).dispatch(call("say", {}), { agent: AGENT });
    expect(outcome.content).toBe("hello there");
  });

  it("answers an unknown tool with the nearest names, as JSON", async () => {
    const outcome = await new Dispatcher(registry()).dispatch(call("geo.move_pont", {}), { agent: AGENT });
    expect(outcome.status).toBe("not_found");
    expect(outcome.isError).toBe(true);
    const content = contentOf(outcome);
    expect(content["error"]).toBe("tool_not_found");
    expect(content["suggestions"]).toContain("geo.move_point");
    expect(outcome.status === "not_found" && outcome.suggestions).toContain("geo.move_point");
  });

  it("looks the tool up in the registry once per call, known or not", async () => {
    const r = registry();
    const lookups = [vi.spyOn(r, "find"), vi.spyOn(r, "has"), vi.spyOn(r, "get")];
    const d = new Dispatcher(r);
    expect((await d.dispatch(call("geo.echo", {}), { agent: AGENT })).status).toBe("ok");
    expect((await d.dispatch(call("geo.ech", {}), { agent: AGENT })).status).toBe("not_found");
    expect(lookups.map((spy) => spy.mock.calls.length)).toEqual([2, 0, 0]);
  });

  it("suggests only tools the calling agent may use: a tool its access list hides is never named", async () => {
    const r = registry();
    r.register("admin.wipe_all", { type: "object" }, () => "wiped", { allowedAgents: ["root"] });
    r.register("admin.wipe_al", { type: "object" }, () => "listed");
    const d = new Dispatcher(r);
    d.registerBuiltin({ ...r.get("geo.echo"), name: "admin.wipe_a" });

    const hidden = await d.dispatch(call("admin.wipe_all_", {}), { agent: AGENT });
    expect(hidden).toMatchObject({ status: "not_found", suggestions: ["admin.wipe_al", "admin.wipe_a"] });
    expect(contentOf(hidden)).toEqual({
      error: "tool_not_found",
      message: 'unknown tool "admin.wipe_all_"; did you mean "admin.wipe_al" or "admin.wipe_a"?',
      suggestions: ["admin.wipe_al", "admin.wipe_a"],
    });

    // The agent the access list names is offered the tool, and gets it suggested.
    const root = await d.dispatch(call("admin.wipe_all_", {}), { agent: { uuid: "u-root", name: "root" } });
    expect(root).toMatchObject({ status: "not_found", suggestions: ["admin.wipe_all", "admin.wipe_al", "admin.wipe_a"] });
  });

  it("refuses a tool the agent is not allowed, before validating or running it", async () => {
    const ran: string[] = [];
    const r = registry();
    r.register("admin.reboot", point as never, () => ran.push("reboot"), { allowedAgents: ["root"] });
    const d = new Dispatcher(r);
    const refused = await d.dispatch(call("admin.reboot", { x: "not even valid" }), { agent: AGENT });
    expect(refused.status).toBe("refused");
    expect(contentOf(refused)).toMatchObject({ error: "permission_denied" });
    expect(contentOf(refused)["message"]).toContain("tester");
    expect(ran).toEqual([]);

    r.bindAgent({ uuid: "0b3c9a52-3c1e-4f0e-8f55-2f1d2f7c9d10", name: "root" });
    const allowed = await d.dispatch(call("admin.wipe", {}), { agent: { uuid: "0b3c9a52-3c1e-4f0e-8f55-2f1d2f7c9d10", name: "root" } });
    expect(allowed.status).toBe("ok");
  });

  it("on its own, with no uuid bound, runs a call whose agent the access list names, by that name", async () => {
    const allowed = await new Dispatcher(registry()).dispatch(call("admin.wipe", {}), { agent: { uuid: "u-root", name: "root" } });
    expect(allowed.status).toBe("ok");
  });

  it("judges a bound uuid by its binding: the name given beside it does not lift a refusal", async () => {
    const r = registry();
    r.bindAgent({ uuid: "u-guest", name: "guest" });
    const refused = await new Dispatcher(r).dispatch(call("admin.wipe", {}), { agent: { uuid: "u-guest", name: "root" } });
    expect(refused.status).toBe("refused");
    // Named by the binding it was judged by, not by the name it claimed.
    expect(contentOf(refused)["message"]).toBe("agent 'guest' may not call tool 'admin.wipe'");
  });

  it("returns invalid arguments as machine-readable JSON Pointer errors and does not run the handler", async () => {
    let ran = false;
    const r = new ToolRegistry();
    r.register("geo.move_point", { ...point, required: ["x"] }, () => (ran = true));
    const outcome = await new Dispatcher(r).dispatch(call("geo.move_point", { x: "3", label: "", extra: 1 }), { agent: AGENT });
    expect(ran).toBe(false);
    expect(outcome.status).toBe("invalid_arguments");
    expect(outcome.isError).toBe(true);
    const content = contentOf(outcome);
    expect(Object.keys(content).slice(0, 2)).toEqual(["error", "errors"]);
    expect(content["error"]).toBe("invalid_arguments");
    const errors = content["errors"] as { path: string; keyword: string; message: string }[];
    expect(errors.map((e) => [e.path, e.keyword])).toEqual(
      expect.arrayContaining([
        ["/x", "type"],
        ["/label", "minLength"],
      ]),
    );
    for (const e of errors) expect(Object.keys(e).slice(0, 3)).toEqual(["path", "keyword", "message"]);
    expect(outcome.status === "invalid_arguments" && outcome.errors.length).toBe(errors.length);
  });

  it("answers arguments that did not parse without running the tool", async () => {
    const outcome = await new Dispatcher(registry()).dispatch(
      { id: "p", name: "geo.echo", arguments: undefined, parseError: "Unexpected token } in JSON at position 7" },
      { agent: AGENT },
    );
    expect(outcome.status).toBe("parse_error");
    expect(contentOf(outcome)).toMatchObject({ error: "invalid_json" });
    expect(contentOf(outcome)["message"]).toContain("Unexpected token }");
  });

  it("gives the model a thrown error's message, without the stack unless includeStack", async () => {
    const plain = await new Dispatcher(registry()).dispatch(call("fail.always", {}), { agent: AGENT });
    expect(plain.status).toBe("error");
    expect(contentOf(plain)).toEqual({ error: "tool_error", message: "disk full" });

    const withStack = await new Dispatcher(registry(), { includeStack: true }).dispatch(call("fail.always", {}), { agent: AGENT });
    expect(contentOf(withStack)["stack"]).toMatch(/Error: disk full\n\s+at /);
  });

  it("reports a non-Error throw and a result JSON cannot carry as tool errors", async () => {
    const r = new ToolRegistry();
    r.register("throws.string", { type: "object" }, () => {
      throw "nope";
    });
    r.register("returns.bigint", { type: "object" }, () => ({ n: 1n }));
    const d = new Dispatcher(r);
    expect(contentOf(await d.dispatch(call("throws.string", {}), { agent: AGENT }))).toEqual({ error: "tool_error", message: "nope" });
    const big = await d.dispatch(call("returns.bigint", {}), { agent: AGENT });
    expect(big.status).toBe("error");
    expect(contentOf(big)["message"]).toBe("returns.bigint returned a bigint at /n, which JSON cannot write: return a number, or a string for a value past 2^53");
  });

  it("refuses a result, or a value inside it, that JSON would write as {} without a word (a Map, a Set, an iterator, an object whose data is not its own fields) or without its message (an error)", async () => {
    const r = new ToolRegistry();
    r.register("returns.map", { type: "object" }, () => new Map([["a", 1]]));
    r.register("returns.set", { type: "object" }, () => new Set([1]));
    r.register("returns.stream", { type: "object" }, async function* () {
      yield "a";
    });
    r.register("returns.items", { type: "object" }, function* () {
      yield 1;
    });
    r.register("returns.values", { type: "object" }, () => [1, 2].values());
    // A class of the user's that is iterable is data with fields, as JSON writes it.
    class Queue {
      readonly items = [1];
      *[Symbol.iterator]() {
        yield* this.items;
      }
    }
    r.register("returns.queue", { type: "object" }, () => new Queue());
    // Data only behind getters, as a fetch Response holds it before its body is read.
    class Page {
      readonly #status = 200;
      get status(): number {
        return this.#status;
      }
    }
    r.register("returns.page", { type: "object" }, () => new Page());
    r.register("returns.error", { type: "object" }, () => new Error("not found"));
    // An error with fields of its own would arrive as those, without its message.
    class NotFound extends Error {
      readonly status = 404;
    }
    r.register("returns.not_found", { type: "object" }, () => new NotFound("no such order"));
    r.register("returns.response", { type: "object" }, () => new Response("{}"));
    r.register("returns.empty", { type: "object" }, () => ({}));
    // Inside the result: the model would read {} where the data was, so it is refused there too, with where.
    r.register("returns.nested", { type: "object" }, () => ({ report: { "counts/by~day": new Map([["mon", 1]]) }, total: 1 }));
    r.register("returns.in_array", { type: "object" }, () => ({ pages: [{ n: 1 }, new Set([2])] }));
    r.register("returns.nested_error", { type: "object" }, () => ({ failures: [new Error("timeout")] }));
    // What a toJSON gives is not in the value the handler returned: the key is all there is to say where.
    r.register("returns.through_to_json", { type: "object" }, () => ({ page: { toJSON: () => ({ rows: new Map() }) } }));
    // An object JSON writes through its toJSON can hold a cycle that JSON never walks, and the search for where must not either.
    r.register("returns.cycle_behind_to_json", { type: "object" }, () => {
      const node: Record<string, unknown> = { toJSON: () => ({ rows: new Map() }) };
      node["self"] = node;
      return { page: node };
    });
    // Empty objects of its own, and "{}" in a string, are what the tool meant.
    r.register("returns.empty_inside", { type: "object" }, () => ({ filters: {}, note: "use {} for none", at: new Date(0) }));
    // A Map that says how it is written, and arrays and typed values, are as JSON writes them.
    r.register("returns.described", { type: "object" }, () => Object.assign(new Map([["a", 1]]), { toJSON: () => ({ a: 1 }) }));
    r.register("returns.array", { type: "object" }, () => [1, 2]);
    const d = new Dispatcher(r);
    const message = async (name: string) => contentOf(await d.dispatch(call(name, {}), { agent: AGENT }));
    expect(await message("returns.map")).toEqual({ error: "tool_error", message: "returns.map returned a Map, which JSON writes as {}: return an object, or an array of its entries" });
    expect(await message("returns.set")).toEqual({ error: "tool_error", message: "returns.set returned a Set, which JSON writes as {}: return an array" });
    for (const name of ["returns.stream", "returns.items", "returns.values"]) {
      expect(await message(name)).toEqual({ error: "tool_error", message: `${name} returned an iterator, which JSON writes as {}: a tool returns one value: collect the items into an array` });
    }
    expect((await d.dispatch(call("returns.described", {}), { agent: AGENT })).content).toBe('{"a":1}');
    expect((await d.dispatch(call("returns.array", {}), { agent: AGENT })).content).toBe("[1,2]");
    expect((await d.dispatch(call("returns.queue", {}), { agent: AGENT })).content).toBe('{"items":[1]}');
    expect(await message("returns.page")).toEqual({ error: "tool_error", message: "returns.page returned a Page, which JSON writes as {}: return the data it holds" });
    expect(await message("returns.error")).toEqual({ error: "tool_error", message: "returns.error returned an Error, which JSON writes without its message: throw it, or return its message" });
    expect(await message("returns.not_found")).toEqual({ error: "tool_error", message: "returns.not_found returned a NotFound, which JSON writes without its message: throw it, or return its message" });
    expect(await message("returns.response")).toEqual({ error: "tool_error", message: "returns.response returned a Response, which JSON writes as {}: read its body: return await response.json(), or .text()" });
    // An empty object of its own is what the tool meant.
    expect((await d.dispatch(call("returns.empty", {}), { agent: AGENT })).content).toBe("{}");
    expect(await message("returns.nested")).toEqual({ error: "tool_error", message: "returns.nested returned a Map at /report/counts~1by~0day, which JSON writes as {}: return an object, or an array of its entries" });
    expect(await message("returns.in_array")).toEqual({ error: "tool_error", message: "returns.in_array returned a Set at /pages/1, which JSON writes as {}: return an array" });
    expect(await message("returns.nested_error")).toEqual({ error: "tool_error", message: "returns.nested_error returned an Error at /failures/0, which JSON writes as {}: throw it, or return its message" });
    expect(await message("returns.through_to_json")).toEqual({ error: "tool_error", message: "returns.through_to_json returned a Map under the key 'rows', which JSON writes as {}: return an object, or an array of its entries" });
    expect(await message("returns.cycle_behind_to_json")).toEqual({ error: "tool_error", message: "returns.cycle_behind_to_json returned a Map under the key 'rows', which JSON writes as {}: return an object, or an array of its entries" });
    expect((await d.dispatch(call("returns.empty_inside", {}), { agent: AGENT })).content).toBe('{"filters":{},"note":"use {} for none","at":"1970-01-01T00:00:00.000Z"}');
  });

  it("passes the handler its context: tool name, agent, call id and a live signal", async () => {
    const seen: ToolCallContext[] = [];
    const r = new ToolRegistry();
    r.register("ctx.peek", { type: "object" }, (_args, ctx) => void seen.push(ctx));
    await new Dispatcher(r).dispatch(call("ctx.peek", {}, "call-9"), { agent: AGENT });
    expect(seen[0]).toMatchObject({ toolName: "ctx.peek", agent: AGENT, callId: "call-9" });
    expect(seen[0]?.signal.aborted).toBe(false);
  });
});

describe("idempotent retries after a throw", () => {
  function flaky(idempotent: boolean, failures: number) {
    const r = new ToolRegistry();
    let runs = 0;
    r.register(
      "net.fetch",
      { type: "object" },
      () => {
        runs += 1;
        if (runs <= failures) throw new Error(`attempt ${runs} failed`);
        return { runs };
      },
      { idempotent },
    );
    return { r, runs: () => runs };
  }

  it("retries an idempotent tool once by default", async () => {
    const { r, runs } = flaky(true, 1);
    const outcome = await new Dispatcher(r).dispatch(call("net.fetch", {}), { agent: AGENT });
    expect(outcome.status).toBe("ok");
    expect(runs()).toBe(2);
  });

  it("gives up after the configured retries and says how many attempts ran", async () => {
    const { r, runs } = flaky(true, 10);
    const outcome = await new Dispatcher(r, { idempotentRetries: 2 }).dispatch(call("net.fetch", {}), { agent: AGENT });
    expect(runs()).toBe(3);
    expect(outcome.status === "error" && outcome.attempts).toBe(3);
    expect(contentOf(outcome)["message"]).toBe("attempt 3 failed");
  });

  it("never retries a tool that is not idempotent", async () => {
    const { r, runs } = flaky(false, 1);
    const outcome = await new Dispatcher(r, { idempotentRetries: 5 }).dispatch(call("net.fetch", {}), { agent: AGENT });
    expect(outcome.status).toBe("error");
    expect(runs()).toBe(1);
  });
});

describe("the handler's copy of the arguments", () => {
  it("is its own on every run: a retry and the background task's arguments see none of what a run changed", async () => {
    const r = new ToolRegistry();
    const seen: unknown[] = [];
    const metaKeys: string[][] = [];
    r.register(
      "queue.push",
      { type: "object", properties: { items: { type: "array" }, meta: { type: "object" } } },
      (args) => {
        seen.push(structuredClone(args));
        metaKeys.push(Object.keys(args["meta"] as object));
        (args["items"] as unknown[]).push("added");
        (args["meta"] as Record<string, unknown>)["touched"] = true;
        return new Promise((_resolve, reject) => setTimeout(() => reject(new Error("queue busy")), 20));
      },
      { idempotent: true, timeoutMs: 5 },
    );
    const args = JSON.parse('{"items":["a"],"meta":{"__proto__":{"owner":"x"}}}') as Record<string, unknown>;
    const d = new Dispatcher(r);
    const outcome = await d.dispatch(call("queue.push", args), { agent: AGENT });
    expect(outcome.status).toBe("running");
    await until(() => d.tasks.list()[0]?.state === "settled", "the retried call to settle");
    const model = { items: ["a"], meta: JSON.parse('{"__proto__":{"owner":"x"}}') as unknown };
    expect(seen).toEqual([model, model]);
    expect(args).toEqual(model);
    expect(d.tasks.list()[0]?.arguments).toEqual(model);
    // The copy keeps a "__proto__" key as the data JSON made it, not as the copy's prototype.
    expect(metaKeys).toEqual([["__proto__"], ["__proto__"]]);
  });
});

describe("onTaskSettled", () => {
  it("is logged, not left to end the process as an unhandled rejection, when it throws or rejects", async () => {
    const r = new ToolRegistry();
    r.register("slow", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("done"), 20)), { timeoutMs: 5 });
    const warnings: string[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation((message: string) => void warnings.push(message));
    try {
      // A callback that throws, and an async one that rejects.
      const notifiers: Record<string, (task: BackgroundTask) => void> = {
        task_1: () => {
          throw new Error("notifier down");
        },
        task_2: async () => {
          throw new Error("notifier timed out");
        },
      };
      const d = new Dispatcher(r, { onTaskSettled: (task) => notifiers[task.id]?.(task) });
      await d.dispatch(call("slow", {}, "s1"), { agent: AGENT });
      await d.dispatch(call("slow", {}, "s2"), { agent: AGENT });
      await until(() => warnings.length === 2, "both failures to be logged");
      expect(warnings.sort()).toEqual([
        "gen-tools: onTaskSettled threw for task_1 (slow): notifier down",
        "gen-tools: onTaskSettled threw for task_2 (slow): notifier timed out",
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("Dispatcher.dispatchAll", () => {
  it("returns outcomes in call order when later calls finish first", async () => {
    const r = new ToolRegistry();
    const slow = deferred<string>();
    r.register("slow", { type: "object" }, () => slow.promise);
    r.register("fast", { type: "object" }, () => "fast done");
    const arrived: string[] = [];
    const all = new Dispatcher(r).dispatchAll([call("slow", {}, "a"), call("fast", {}, "b"), call("missing", {}, "c")], {
      agent: AGENT,
      onOutcome: (o) => {
        arrived.push(o.callId);
        if (arrived.length === 2) slow.resolve("slow done");
      },
    });
    const outcomes = await all;
    expect(arrived.slice(0, 2).sort()).toEqual(["b", "c"]);
    expect(arrived[2]).toBe("a");
    expect(outcomes.map((o) => [o.callId, o.status, o.content])).toEqual([
      ["a", "ok", "slow done"],
      ["b", "ok", "fast done"],
      ["c", "not_found", expect.any(String)],
    ]);
  });

  it("gives exactly one outcome per call whatever happened", async () => {
    const r = registry();
    const calls = [
      call("geo.move_point", { x: 1 }, "1"),
      call("nope", {}, "2"),
      call("admin.wipe", {}, "3"),
      call("geo.move_point", { x: "one" }, "4"),
      { id: "5", name: "geo.echo", arguments: undefined, parseError: "bad json" },
      call("fail.always", {}, "6"),
    ];
    const outcomes = await new Dispatcher(r).dispatchAll(calls, { agent: AGENT });
    expect(outcomes.map((o: DispatchOutcome) => [o.callId, o.status])).toEqual([
      ["1", "ok"],
      ["2", "not_found"],
      ["3", "refused"],
      ["4", "invalid_arguments"],
      ["5", "parse_error"],
      ["6", "error"],
    ]);
  });

  it("runs at most maxConcurrency handlers at once", async () => {
    const r = new ToolRegistry();
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 5 }, () => deferred());
    r.register("work", { type: "object", properties: { n: { type: "integer" } } }, async (args) => {
      active += 1;
      peak = Math.max(peak, active);
      await gates[args["n"] as number]?.promise;
      active -= 1;
      return args["n"];
    });
    const d = new Dispatcher(r, { maxConcurrency: 2 });
    const all = d.dispatchAll(
      gates.map((_, n) => call("work", { n }, `w${n}`)),
      { agent: AGENT },
    );
    await until(() => active === 2, "two handlers running");
    for (const gate of gates) gate.resolve();
    const outcomes = await all;
    expect(peak).toBe(2);
    expect(outcomes.map((o) => o.content)).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("answers every call as aborted when the signal aborts, including calls not started yet", async () => {
    const r = new ToolRegistry();
    const started: string[] = [];
    const seenSignals: AbortSignal[] = [];
    r.register("hang", { type: "object" }, (_args, ctx) => {
      started.push(ctx.callId ?? "");
      seenSignals.push(ctx.signal);
      return new Promise(() => undefined);
    });
    const controller = new AbortController();
    const all = new Dispatcher(r, { maxConcurrency: 1 }).dispatchAll([call("hang", {}, "x"), call("hang", {}, "y")], {
      agent: AGENT,
      signal: controller.signal,
    });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const outcomes = await all;
    expect(outcomes.map((o) => [o.callId, o.status])).toEqual([
      ["x", "aborted"],
      ["y", "aborted"],
    ]);
    expect(started).toEqual(["x"]);
    expect(seenSignals[0]?.aborted).toBe(true);
    expect(contentOf(outcomes[0] as DispatchOutcome)).toMatchObject({ error: "aborted" });
  });
});

describe("options", () => {
  it("refuses nonsensical limits at construction", () => {
    const r = new ToolRegistry();
    expect(() => new Dispatcher(r, { maxConcurrency: 0 })).toThrow(/maxConcurrency must be a positive integer, got 0/);
    expect(() => new Dispatcher(r, { argumentRetries: 1.5 })).toThrow(/argumentRetries/);
    expect(() => new Dispatcher(r, { idempotentRetries: -1 })).toThrow(/idempotentRetries/);
  });

  it("refuses a default timeout Node's timers cannot hold (they would fire after 1 ms), pointing to null for none", () => {
    const r = new ToolRegistry();
    for (const defaultTimeoutMs of [2 ** 31, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY, 0, -1, Number.NaN]) {
      expect(() => new Dispatcher(r, { defaultTimeoutMs })).toThrow(
        `defaultTimeoutMs must be a positive number of milliseconds up to 2147483647 (about 24.8 days, the longest timer Node sets), or null for no timeout, got ${defaultTimeoutMs}`,
      );
    }
    expect(new Dispatcher(r, { defaultTimeoutMs: 2 ** 31 - 1 }).defaultTimeoutMs).toBe(2 ** 31 - 1);
    expect(new Dispatcher(r, { defaultTimeoutMs: null }).defaultTimeoutMs).toBeNull();
    expect(new Dispatcher(r).defaultTimeoutMs).toBe(30_000);
  });

  it("awaits a call under the longest timeout Node's timers hold, rather than move it to the background at once", async () => {
    const r = new ToolRegistry();
    r.register("build", { type: "object" }, () => new Promise((resolve) => setTimeout(() => resolve("built"), 30)), { timeoutMs: 2 ** 31 - 1 });
    const outcome = await new Dispatcher(r).dispatch(call("build", {}), { agent: AGENT });
    expect(outcome).toMatchObject({ status: "ok", result: "built" });
  });
});

describe("Dispatcher.dispatch with a deferred validator (gen-tools' index)", () => {
  const schema = { type: "object", properties: { x: { type: "integer" } }, required: ["x"], additionalProperties: false } as const;

  /** A deferred validator whose import resolves to the interpreter's validator, counting its calls. */
  function counted(load: () => Promise<void> = async () => undefined): { validator: DeferredValidator; calls: () => number } {
    let calls = 0;
    const compiled = compile({ ...schema, required: [...schema.required] });
    const validator = Object.defineProperty((value: unknown) => {
      calls++;
      return compiled(value);
    }, "checkedSchema", { value: undefined }) as Validator;
    return { validator: { load: async () => (await load(), validator) }, calls: () => calls };
  }

  it("waits for the tool's validator on its first call, so that even that call runs the generated code", async () => {
    const { validator, calls } = counted();
    const r = new ToolRegistry();
    r.register("geo.move", { ...schema, required: [...schema.required] }, (args) => args["x"], { validator });
    const d = new Dispatcher(r);
    expect((await d.dispatch(call("geo.move", { x: 1 }), { agent: AGENT })).status).toBe("ok");
    expect(calls()).toBe(1);
    const invalid = await d.dispatch(call("geo.move", { x: "1" }), { agent: AGENT });
    expect(invalid.status).toBe("invalid_arguments");
    expect(calls()).toBe(2);
  });

  it("goes on with the interpreter when the import fails, with the same outcome, and the registry reports the failure", async () => {
    const { validator, calls } = counted(async () => {
      throw new Error("Cannot find module './tools.validators/0123456789abcdef.js'");
    });
    const reported: string[] = [];
    const r = new ToolRegistry({ onValidatorLoadError: (error) => reported.push(error.toolName) });
    r.register("geo.move", { ...schema, required: [...schema.required] }, (args) => args["x"], { validator });
    const d = new Dispatcher(r);
    const invalid = await d.dispatch(call("geo.move", {}), { agent: AGENT });
    expect(invalid.status).toBe("invalid_arguments");
    expect(contentOf(invalid)["errors"]).toEqual([expect.objectContaining({ keyword: "required", path: "/x" })]);
    expect((await d.dispatch(call("geo.move", { x: 2 }), { agent: AGENT })).status).toBe("ok");
    expect(calls()).toBe(0);
    expect(reported).toEqual(["geo.move"]);
    await expect(r.loadValidators()).rejects.toThrow(/^tool "geo\.move": its ahead-of-time validator could not be loaded/);
  });
});
