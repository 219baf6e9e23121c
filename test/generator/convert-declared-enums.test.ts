import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

describe("a declared enum whose members have no initializers", () => {
  it("is GT1017 at each member, saying it is declared without a value", () => {
    const p = makeProject({ "a.ts": "declare enum Mode { Fast, Slow }\n/** Tool. */\nexport function f(/** Mode. */ mode: Mode) {}\n" });
    expect(p.problems("f")).toEqual([
      "a.ts:1:21 - error GT1017: type 'Mode' has a computed member 'Fast' (declared without a value), whose value is not known at build time: give it a literal value",
      "a.ts:1:27 - error GT1017: type 'Mode' has a computed member 'Slow' (declared without a value), whose value is not known at build time: give it a literal value",
    ]);
  });
});
