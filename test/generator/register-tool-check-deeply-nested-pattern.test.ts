import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A `pattern` of a required string argument `code`, as a registerTool schema writes it. */
function stringWithPattern(pattern: string): string {
  return `{ type: "object", properties: { code: { description: "The code.", type: "string", pattern: ${JSON.stringify(pattern)} } }, required: ["code"] }`;
}

/** Each diagnostic of `gen-tools --check` on this source, as its code and message. */
async function checked(tools: readonly string[]): Promise<string[]> {
  project = tempProject({ "src/tools.ts": ['import { registerTool } from "gen-tools";', ...tools].join("\n") });
  const { diagnostics } = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return diagnostics.map(({ code, message }) => `${code} ${message}`);
}

const tooDeep = (depth: number): string => `nests its groups ${depth} deep, more than the 256 that can be checked for catastrophic backtracking: write it with fewer groups inside one another`;

describe("a pattern whose groups nest too deeply to be checked", () => {
  it("is GT3005 saying how deep and what to do, where a thousand quantified groups failed the run (GT9001: Maximum call stack size exceeded)", async () => {
    const quantified = `${"(?:".repeat(1_000)}a${")*".repeat(1_000)}`;
    expect(await checked([registered("quantified", stringWithPattern(quantified), "{ code: string }")])).toEqual([
      `GT3005 tool 'quantified': input schema /properties/code/pattern: pattern '${quantified.slice(0, 100)}…' ${tooDeep(1_000)}`,
    ]);
  });

  it("is GT3005 saying so, not that a pattern V8 runs is no regular expression, for 3,000 groups in a pattern or a patternProperties key", async () => {
    const groups = `${"(".repeat(3_000)}a${")".repeat(3_000)}`;
    const diagnostics = await checked([
      registered("in_pattern", stringWithPattern(groups), "{ code: string }"),
      registered("in_key", objectParameter("tags", `patternProperties: { ${JSON.stringify(groups)}: { type: "string" } }`), "{ tags: Record<string, string> }"),
    ]);
    expect(diagnostics.map((d) => d.replace(/patternProperties\/\(+…/, "patternProperties/(…"))).toEqual([
      `GT3005 tool 'in_pattern': input schema /properties/code/pattern: pattern '${groups.slice(0, 100)}…' ${tooDeep(3_000)}`,
      `GT3005 tool 'in_key': input schema /properties/tags/patternProperties/(…: patternProperties key ${tooDeep(3_000)}`,
    ]);
  });

  it("is checked, and passes, at 256 groups deep, escaped parentheses and those in a character class not counted", async () => {
    const deepest = `${"(".repeat(256)}[(]\\(a${")".repeat(256)}`;
    expect(await checked([registered("deepest", stringWithPattern(deepest), "{ code: string }")])).toEqual([]);
  });
});
