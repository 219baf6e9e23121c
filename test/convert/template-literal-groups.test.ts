import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

describe("template literals of one union merged into one pattern", () => {
  it("keeps a member written as a commented alias a branch of its own, with its keywords", () => {
    const p = makeProject({
      "a.ts":
        "/** Milliseconds. @maxLength 6 */\ntype Ms = `${number}ms`;\ntype Sec = `${number}s`;\n" +
        "/** @param d How long. */\nexport function f(d: Ms | Sec | `${number}h`) {}",
    });
    const schema = p.tool("f").inputSchema;
    const num = String.raw`[-+]?(?:(?:0*(?:[1-9]\d{0,307}|0)(?:\.\d*)?|\.\d+)(?:[eE](?:-\d+|\+?0+))?|(?:0*\d(?:\.\d*)?|\.\d+)[eE]\+?0*(?:[12]?\d{1,2}|30[0-7]))`;
    expect(schema.properties?.d).toEqual({
      description: "How long.",
      anyOf: [
        { type: "string", pattern: `^${num}ms$`, description: "Milliseconds.", maxLength: 6 },
        { type: "string", pattern: `^${num}(?:s|h)$` },
      ],
    });
    expectMeaning(schema, { valid: [{ d: "1234ms" }, { d: "123456s" }], invalid: [{ d: "12345ms" }] });
  });
});
