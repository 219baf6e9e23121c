import { describe, expect, it } from "vitest";
import { BaseAgent } from "../../src/agent/base-agent.js";
import { formatRecord } from "../../src/agent/console-out.js";
import { buildRecord, type OutRecord, type PackInput } from "../../src/agent/out-records.js";
import { ScriptedModel, type ScriptStep } from "../../src/agent/scripted-model.js";
import { ToolRegistry } from "../../src/registry/index.js";
import { AGENT, recordingAgent, until } from "./helpers.js";

function registry(): ToolRegistry {
  const r = new ToolRegistry();
  r.register("units.c_to_f", { type: "object", properties: { c: { type: "number" } }, required: ["c"] }, (args) => ({ f: (args["c"] as number) * 1.8 + 32 }));
  return r;
}

const twoCalls = () =>
  new ScriptedModel([
    {
      text: "Converting both.",
      toolCalls: [
        { id: "a", name: "units.c_to_f", arguments: { c: 0 } },
        { id: "b", name: "units.c_to_f", arguments: { c: 100 } },
      ],
    },
    { text: "0 °C is 32 °F and 100 °C is 212 °F." },
  ]);

describe("buildRecord: the record shape by priority", () => {
  const now = new Date("2025-01-02T03:04:05.000Z");

  it("a task id makes a task record, stamped and signed by the agent", () => {
    expect(buildRecord({ task_id: "task_1", tool_name: "slow", tool_result: "1", is_error: false }, AGENT, now)).toEqual({
      kind: "task_done",
      task: true,
      task_id: "task_1",
      timestamp: "2025-01-02T03:04:05.000Z",
      ai_uuid: AGENT.uuid,
      ai_name: "tester",
      tool_name: "slow",
      tool_result: "1",
      is_error: false,
    });
  });

  it("tool parameters make a call, a tool result a result, anything else a message", () => {
    expect(buildRecord({ tool_name: "t", tool_parameter: { a: 1 }, call_id: "c" }, AGENT)).toEqual({
      kind: "tool_call",
      task: false,
      tool_name: "t",
      tool_parameter: { a: 1 },
      call_id: "c",
    });
    expect(buildRecord({ tool_name: "t", tool_result: "{}", call_id: "c", is_error: false, status: "ok" }, AGENT)).toMatchObject({
      kind: "tool_result",
      task: false,
      tool_result: "{}",
    });
    expect(buildRecord({ message: "hi", other: { type: "text", step: 1, streamed: false, final: true } }, AGENT)).toEqual({
      kind: "message",
      task: false,
      message: "hi",
      ai_uuid: AGENT.uuid,
      ai_name: "tester",
      other: { type: "text", step: 1, streamed: false, final: true },
    });
  });
});

describe("the records an agent packs", () => {
  it("reports a turn's text, each call, each result and the final text, in that order", async () => {
    const agent = recordingAgent({ name: "tester", registry: registry(), model: twoCalls() });
    await agent.conversationWithTool("convert 0 and 100 °C");
    expect(agent.records.map((r) => (r.kind === "message" ? `message:${r.other.type}` : r.kind))).toEqual([
      "message:text",
      "tool_call",
      "tool_call",
      "tool_result",
      "tool_result",
      "message:text",
    ]);
    expect(agent.of("tool_call")).toEqual([
      { kind: "tool_call", task: false, tool_name: "units.c_to_f", tool_parameter: { c: 0 }, call_id: "a" },
      { kind: "tool_call", task: false, tool_name: "units.c_to_f", tool_parameter: { c: 100 }, call_id: "b" },
    ]);
    const results = agent.of("tool_result").sort((x, y) => x.call_id.localeCompare(y.call_id));
    expect(results.map((r) => r.tool_result)).toEqual(['{"f":32}', '{"f":212}']);
    expect(agent.of("message").map((m) => m.other)).toEqual([
      { type: "text", step: 1, streamed: false, final: false },
      { type: "text", step: 2, streamed: false, final: true },
    ]);
  });

  it("reports the final turn's text record even when the turn has no text, so a sink sees the answer end", async () => {
    for (const stopReason of ["end", "max_tokens", "other"] as const) {
      const model = new ScriptedModel([{ text: "Converting.", toolCalls: [{ id: "a", name: "units.c_to_f", arguments: { c: 0 } }] }, { text: "", stopReason }]);
      const agent = recordingAgent({ name: "tester", registry: registry(), model });
      await agent.conversationWithTool("convert 0 °C");
      expect(agent.of("message").map((m) => [m.message, m.other])).toEqual([
        ["Converting.", { type: "text", step: 1, streamed: false, final: false }],
        ["", { type: "text", step: 2, streamed: false, final: true }],
      ]);
    }
  });

  it("streams text as text_delta records, then the turn's whole text", async () => {
    const agent = recordingAgent({ name: "tester", registry: registry(), model: new ScriptedModel([{ text: "Hello, streaming world." }], { chunkSize: 5 }) });
    await agent.conversationWithTool("hi", { stream: true });
    const messages = agent.of("message");
    const deltas = messages.filter((m) => m.other.type === "text_delta");
    expect(deltas.map((m) => m.message)).toEqual(["Hello", ", str", "eamin", "g wor", "ld."]);
    expect(messages.at(-1)).toMatchObject({ message: "Hello, streaming world.", other: { type: "text", streamed: true, final: true } });
  });

  it("lets out narrow the records by kind", async () => {
    const lines: string[] = [];
    class Narrowing extends BaseAgent {
      protected override out(content: OutRecord): void {
        switch (content.kind) {
          case "tool_call":
            lines.push(`call ${content.tool_name}(${JSON.stringify(content.tool_parameter)})`);
            break;
          case "tool_result":
            lines.push(`result ${content.call_id} ${content.status}`);
            break;
          case "task_done":
            lines.push(`task ${content.task_id}`);
            break;
          case "message":
            if (content.other.type === "text") lines.push(`text step ${content.other.step}`);
        }
      }
    }
    await new Narrowing({ name: "tester", registry: registry(), model: twoCalls() }).conversationWithTool("go");
    expect(lines.filter((l) => l.startsWith("call"))).toEqual(['call units.c_to_f({"c":0})', 'call units.c_to_f({"c":100})']);
    expect(lines[0]).toBe("text step 1");
    expect(lines.at(-1)).toBe("text step 2");
  });
});

describe("the default out", () => {
  function printed(stream: boolean): Promise<string> {
    let text = "";
    const agent = new BaseAgent({ name: "tester", registry: registry(), model: twoCalls(), stdout: { write: (t: string) => (text += t) } });
    return agent.conversationWithTool("convert", { stream }).then(() => text);
  }

  it("prints each turn's text once and a line per tool call and result (non-streaming)", async () => {
    const lines = (await printed(false)).split("\n");
    expect(lines[0]).toBe("Converting both.");
    expect(lines.slice(1, 3)).toEqual(['→ units.c_to_f {"c":0}', '→ units.c_to_f {"c":100}']);
    expect(lines.slice(3, 5).sort()).toEqual(['← units.c_to_f [ok] {"f":212}', '← units.c_to_f [ok] {"f":32}']);
    expect(lines.slice(5)).toEqual(["0 °C is 32 °F and 100 °C is 212 °F.", ""]);
  });

  it("prints the same text when streaming, as it arrives", async () => {
    const sortResults = (text: string) => {
      const lines = text.split("\n");
      return [...lines.slice(0, 3), ...lines.slice(3, 5).sort(), ...lines.slice(5)];
    };
    expect(sortResults(await printed(true))).toEqual(sortResults(await printed(false)));
  });

  it("starts a notice on a line of its own after text streamed before it", async () => {
    let text = "";
    const cutShort: ScriptStep = (_request, options) => {
      options.onText?.("Converting");
      return new Promise((_resolve, reject) => options.signal?.addEventListener("abort", () => reject(options.signal?.reason)));
    };
    const agent = new BaseAgent({ name: "tester", registry: registry(), model: new ScriptedModel([cutShort]), stdout: { write: (t: string) => (text += t) } });
    const running = agent.conversationWithTool("convert", { stream: true });
    await until(() => text !== "", "the streamed text");
    agent.abort();
    await running;
    expect(text).toBe("Converting\n! conversation aborted after 0 steps\n");
  });

  it("formats task, error and notice lines", () => {
    const record = (input: PackInput) => formatRecord(buildRecord(input, AGENT));
    expect(record({ task_id: "task_2", tool_name: "slow", tool_result: '"ok"', is_error: false })).toBe('✓ task task_2 (slow) finished: "ok"\n');
    expect(record({ tool_name: "t", tool_result: '{"error":"x"}', call_id: "c", is_error: true, status: "error" })).toBe('✗ t [error] {"error":"x"}\n');
    expect(record({ message: "stopped after 2 steps", other: { type: "max_steps", max_steps: 2 } })).toBe("! stopped after 2 steps\n");
    expect(record({ message: "boom", other: { type: "hook_error", event_type: "before", tool_name: "t" } })).toBe("! before hook for t threw: boom\n");
    expect(record({ message: "out of credit", other: { type: "error", step: 3 } })).toBe("! conversation failed at step 3: out of credit\n");
    expect(record({ message: "", other: { type: "text", step: 1, streamed: false, final: true } })).toBe("");
  });
});

describe("overriding pack without out", () => {
  it("warns at construction that out is the place to override", () => {
    const warnings: string[] = [];
    class PackOnly extends BaseAgent {
      protected override pack(input: PackInput): void {
        super.pack(input);
      }
    }
    new PackOnly({ name: "tester", registry: registry(), model: twoCalls(), logger: { warn: (m) => warnings.push(m) } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("PackOnly overrides pack() but not out()");
  });

  it("does not warn when out is overridden (with or without pack)", () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m) };
    class Both extends BaseAgent {
      protected override pack(input: PackInput): void {
        super.pack(input);
      }
      protected override out(): void {}
    }
    new Both({ name: "a", registry: registry(), model: twoCalls(), logger });
    recordingAgent({ name: "b", registry: registry(), model: twoCalls(), logger });
    new BaseAgent({ name: "c", registry: registry(), model: twoCalls(), logger });
    expect(warnings).toEqual([]);
  });
});

describe("an out that fails", () => {
  /** An agent whose out throws (sync) or rejects (async), and the warnings it logs. */
  function broken(failing: "sync" | "async", model: ScriptedModel): { agent: BaseAgent; warnings: string[] } {
    const warnings: string[] = [];
    class Broken extends BaseAgent {
      protected override out(): void | Promise<void> {
        if (failing === "sync") throw new Error("socket closed");
        return Promise.reject(new Error("socket closed"));
      }
    }
    return { agent: new Broken({ name: "tester", registry: registry(), model, logger: { warn: (m) => warnings.push(m) } }), warnings };
  }

  it("is reported through the logger and does not break the loop, sync or async", async () => {
    for (const failing of ["sync", "async"] as const) {
      const { agent, warnings } = broken(failing, twoCalls());
      const result = await agent.conversationWithTool("convert");
      await new Promise((resolve) => setImmediate(resolve));
      expect(result.stopped).toBe("end");
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toBe("gen-tools: Broken.out() threw: socket closed");
    }
  });

  it("on a failed conversation's error record, is logged and leaves the conversation's error as it was", async () => {
    for (const failing of ["sync", "async"] as const) {
      const thrown = new Error("rate limited");
      const { agent, warnings } = broken(failing, new ScriptedModel([() => Promise.reject(thrown)]));
      await expect(agent.conversationWithTool("convert")).rejects.toBe(thrown);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual(["gen-tools: Broken.out() threw: socket closed"]);
    }
  });
});
