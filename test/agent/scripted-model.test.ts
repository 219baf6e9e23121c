import { describe, expect, it } from "vitest";
import type { ModelRequest } from "../../src/agent/model.js";
import { ScriptedModel, ScriptError } from "../../src/agent/scripted-model.js";

const request = (content = "hi", tools = ["a.b"]): ModelRequest => ({
  messages: [{ role: "user", content }],
  tools: tools.map((name) => ({ name, description: "", inputSchema: { type: "object" } })),
});

describe("ScriptedModel", () => {
  it("replays turns in order, with default call ids and stop reasons", async () => {
    const model = new ScriptedModel([{ text: "calling", toolCalls: [{ name: "a.b", arguments: { x: 1 } }, { name: "a.b" }] }, { text: "done" }]);
    expect(await model.respond(request(), { stream: false })).toEqual({
      text: "calling",
      toolCalls: [
        { id: "call_1_0", name: "a.b", arguments: { x: 1 } },
        { id: "call_1_1", name: "a.b", arguments: {} },
      ],
      stopReason: "tool_use",
    });
    expect(await model.respond(request(), { stream: false })).toEqual({ text: "done", toolCalls: [], stopReason: "end" });
    expect(model.remaining).toBe(0);
    model.assertDone();
  });

  it("carries parse errors through as the provider would", async () => {
    const model = new ScriptedModel([{ toolCalls: [{ id: "p", name: "a.b", parseError: "Unexpected token" }] }]);
    const turn = await model.respond(request(), { stream: false });
    expect(turn.toolCalls).toEqual([{ id: "p", name: "a.b", arguments: undefined, parseError: "Unexpected token" }]);
  });

  it("fails loudly when the script runs out, naming the last message", async () => {
    const model = new ScriptedModel([{ text: "only" }]);
    await model.respond(request(), { stream: false });
    await expect(model.respond(request("again?"), { stream: false })).rejects.toThrow(
      new ScriptError('ScriptedModel: request 2 but the script has 1 turn; the last message was {"role":"user","content":"again?"}'),
    );
  });

  it("fails when turns were never requested", () => {
    expect(() => new ScriptedModel([{ text: "a" }, { text: "b" }]).assertDone()).toThrow(/2 of 2 scripted turns were never requested/);
  });

  it("checks the offered tools, per model or per turn", async () => {
    const model = new ScriptedModel([{ text: "1" }, { text: "2", expectTools: ["x.y"] }], { expectTools: ["a.b", "c.d"] });
    await expect(model.respond(request("hi", ["a.b", "e.f"]), { stream: false })).rejects.toThrow(
      "ScriptedModel: turn 1 expected the tools [a.b, c.d] but was offered [a.b, e.f]; missing: c.d; unexpected: e.f",
    );
    await expect(model.respond(request("hi", ["x.y"]), { stream: false })).resolves.toMatchObject({ text: "2" });
  });

  it("runs a turn's expect() and fails on a throw or false", async () => {
    const model = new ScriptedModel([
      { text: "1", expect: (r) => r.messages.length === 1 },
      { text: "2", expect: (r) => r.messages.length === 99 },
      {
        text: "3",
        expect: () => {
          throw new Error("wrong prompt");
        },
      },
    ]);
    await expect(model.respond(request(), { stream: false })).resolves.toMatchObject({ text: "1" });
    await expect(model.respond(request(), { stream: false })).rejects.toThrow(/turn 2's expect\(\) returned false/);
    await expect(model.respond(request(), { stream: false })).rejects.toThrow("wrong prompt");
  });

  it("builds a turn from a function of the request", async () => {
    const model = new ScriptedModel([(r) => ({ text: `you said ${r.messages[0]?.role === "user" ? r.messages[0].content : "?"}` })]);
    expect((await model.respond(request("pineapple"), { stream: false })).text).toBe("you said pineapple");
  });

  it("streams text in chunks through onText, and gives it whole when not streaming", async () => {
    const pieces: string[] = [];
    const model = new ScriptedModel([{ text: "abcdefghij" }, { text: "abcdefghij" }], { chunkSize: 3 });
    await model.respond(request(), { stream: true, onText: (d) => pieces.push(d) });
    expect(pieces).toEqual(["abc", "def", "ghi", "j"]);
    pieces.length = 0;
    await model.respond(request(), { stream: false, onText: (d) => pieces.push(d) });
    expect(pieces).toEqual(["abcdefghij"]);
  });

  it("streams whole characters: a piece never ends in half a surrogate pair", async () => {
    const pieces: string[] = [];
    const model = new ScriptedModel([{ text: "Done ✅ 🎉🎉" }, { text: "🎉🎉🎉" }]);
    await model.respond(request(), { stream: true, onText: (d) => pieces.push(d) });
    expect(pieces).toEqual(["Done", " ✅ 🎉", "🎉"]);
    // Each piece is text on its own, as a sink that encodes it piece by piece needs.
    expect(pieces.map((piece) => Buffer.from(piece).toString())).toEqual(pieces);
    pieces.length = 0;
    await model.respond(request(), { stream: true, onText: (d) => pieces.push(d) });
    expect(pieces).toEqual(["🎉🎉🎉"]);
  });

  it("records copies of what it was sent", async () => {
    const model = new ScriptedModel([{ text: "ok" }]);
    const sent = request("original");
    await model.respond(sent, { stream: false });
    sent.messages.push({ role: "user", content: "mutated later" });
    expect(model.requests[0]?.messages).toEqual([{ role: "user", content: "original" }]);
  });

  it("rejects when the signal is already aborted", async () => {
    const model = new ScriptedModel([{ text: "never" }]);
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    await expect(model.respond(request(), { stream: false, signal: controller.signal })).rejects.toThrow("stop");
  });
});
