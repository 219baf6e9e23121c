import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Parameters whose required string argument `name` has this `pattern`. */
function withPattern(name: string, pattern: string): string {
  return `{ type: "object", properties: { ${name}: { description: "The ${name}.", type: "string", pattern: ${JSON.stringify(pattern)} } }, required: ["${name}"] }`;
}

/** Each GT3005 message of `gen-tools --check` on these registerTool tools. */
async function refusals(tools: readonly string[]): Promise<string[]> {
  project = tempProject({ "src/tools.ts": ['import { registerTool } from "gen-tools";', ...tools].join("\n") });
  const { diagnostics } = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return diagnostics.filter(({ code }) => code === "GT3005").map(({ message }) => message);
}

describe("GT3005 for a pattern keyword the validator refuses", () => {
  it("quotes the pattern with the reason, where the message gave the reason alone and its pointer, ending in /pattern, does not show the pattern", async () => {
    const messages = await refusals([
      registered("unterminated", withPattern("code", "^[a-"), "{ code: string }"),
      registered("catastrophic", withPattern("word", "^(a+)+$"), "{ word: string }"),
    ]);
    expect(messages).toEqual([
      "tool 'unterminated': input schema /properties/code/pattern: pattern '^[a-' is not a valid regular expression with the u flag: Unterminated character class",
      "tool 'catastrophic': input schema /properties/word/pattern: pattern '^(a+)+$' can backtrack catastrophically (exponential time on some inputs): in '(a+)+', 'a+' can take characters that the next repetition could match; rewrite it so that each repetition can match a given text in only one way",
    ]);
  });

  it("cuts a long pattern short after 100 characters, as a pointer's long token is", async () => {
    const long = `${"€".repeat(150)}\\-`;
    expect(await refusals([registered("long", withPattern("code", long), "{ code: string }")])).toEqual([
      `tool 'long': input schema /properties/code/pattern: pattern '${"€".repeat(100)}…' is not a valid regular expression with the u flag: Invalid escape`,
    ]);
  });

  it("still names a refused patternProperties key once, by its pointer", async () => {
    const tool = registered("keyed", objectParameter("tags", `patternProperties: { "^[a-": { type: "string" } }`), "{ tags: Record<string, string> }");
    expect(await refusals([tool])).toEqual([
      "tool 'keyed': input schema /properties/tags/patternProperties/^[a-: patternProperties key is not a valid regular expression with the u flag: Unterminated character class",
    ]);
  });
});
