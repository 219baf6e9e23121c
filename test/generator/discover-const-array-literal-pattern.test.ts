import { describe, expect, it } from "vitest";
import { discoveredBesideLeadingMark } from "./helpers/beside-leading-mark.js";
import { markedNotesSource } from "./helpers/marked-notes-source.js";

// A const declared by a pattern from a literal that holds gen-tools' marks
// (const [deco, register] = [gt.tool, gt.registerTool]) names them as const deco = gt.tool does:
// the decorator's tool and the registerTool call's tool are both discovered, without a diagnostic.

const discovered = (head: string[]): Promise<{ diagnostics: string[]; tools: string[] }> =>
  discoveredBesideLeadingMark({ "src/tools.ts": markedNotesSource([`import * as gt from "gen-tools";`, ...head], "deco()", "register") });

describe("a const declared by a pattern from a literal holding marks", () => {
  it.each([
    [`const [deco, register] = [gt.tool, gt.registerTool];`],
    [`const [, [deco], { r: register }] = [0, [gt.tool], { r: gt.registerTool }] as const;`],
    [`let { d: deco, r: register } = { d: gt.tool, r: gt.registerTool };`],
  ])("is followed to them for %s", async (head) => {
    const result = await discovered([head]);
    expect(result.diagnostics).toEqual([]);
    expect(result.tools).toEqual(["add", "alpha", "first"]);
  });
});
