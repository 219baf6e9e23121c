import { describe, expect, it } from "vitest";
import { formatRecord } from "../../src/agent/console-out.js";
import { buildRecord } from "../../src/agent/out-records.js";
import { AGENT } from "./helpers.js";

/** The default out's line for a tool result. */
function resultLine(result: string): string {
  return formatRecord(buildRecord({ tool_name: "t", tool_result: result, call_id: "c", is_error: false, status: "ok" }, AGENT));
}

describe("the default out's tool result line", () => {
  it("puts a result on one line, cut past 200 characters", () => {
    expect(resultLine("a\n\tb  c")).toBe("← t [ok] a b c\n");
    expect(resultLine(`${"x".repeat(150)}\n\n${"y".repeat(150)}`)).toBe(`← t [ok] ${"x".repeat(150)} ${"y".repeat(49)}…\n`);
    expect(resultLine("z".repeat(200))).toBe(`← t [ok] ${"z".repeat(200)}\n`);
  });

  it("reads past a long run of whitespace at the start of a large result", () => {
    expect(resultLine(`${" \n".repeat(100_000)}${"w".repeat(300)}`)).toBe(`← t [ok]  ${"w".repeat(199)}…\n`);
    expect(resultLine(`${"v".repeat(70_000)}${" ".repeat(10)}`)).toBe(`← t [ok] ${"v".repeat(200)}…\n`);
  });

  it("does not cut a character written as a surrogate pair in two", () => {
    const line = resultLine(`${"a".repeat(199)}😀${"b".repeat(10)}`);
    expect(line).toBe(`← t [ok] ${"a".repeat(199)}…\n`);
    expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
