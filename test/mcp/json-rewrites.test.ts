import { describe, expect, it } from "vitest";
import { rewrittenByJson } from "../../src/agent/lost-in-json.js";

describe("rewrittenByJson: what JSON wrote instead of a value, for the MCP server's refusals", () => {
  it("names non-finite numbers, Invalid Dates and what JSON leaves out, where they are", () => {
    const value = { mean: NaN, list: [1, Infinity, undefined, () => 1], at: new Date("tomorrow"), note: undefined, ok: 2 };
    expect(rewrittenByJson(value, "/mean")).toBe("NaN at /mean, which JSON writes as null");
    expect(rewrittenByJson(value, "/list/1")).toBe("Infinity at /list/1, which JSON writes as null");
    expect(rewrittenByJson(value, "/list/2")).toBe("undefined at /list/2, which JSON writes as null");
    expect(rewrittenByJson(value, "/list/3")).toBe("a function at /list/3, which JSON writes as null");
    expect(rewrittenByJson(value, "/at")).toBe("an Invalid Date at /at, which JSON writes as null");
    expect(rewrittenByJson(value, "/note")).toBe("undefined at /note, which JSON leaves out");
    expect(rewrittenByJson(-Infinity, "")).toBe("-Infinity, which JSON writes as null");
    expect(rewrittenByJson(undefined, "")).toBe("undefined, which is sent as null");
  });

  it("says nothing of what JSON writes as it is, or of a place the value does not have", () => {
    const value = { ok: 2, at: new Date(0), list: [1], nothing: null };
    for (const pointer of ["", "/ok", "/at", "/list/0", "/nothing", "/missing", "/list/5", "/ok/deeper", "no-slash"]) {
      expect(rewrittenByJson(value, pointer)).toBeUndefined();
    }
  });

  it("follows toJSON as JSON does, with the key JSON passes", () => {
    const keys: string[] = [];
    const value = { stats: { toJSON: (key: string) => (keys.push(key), { mean: NaN }) } };
    expect(rewrittenByJson(value, "/stats/mean")).toBe("NaN at /stats/mean, which JSON writes as null");
    expect(keys).toEqual(["stats"]);
    // A Date inside is text: nothing to walk into.
    expect(rewrittenByJson({ at: new Date(0) }, "/at/0")).toBeUndefined();
  });
});
