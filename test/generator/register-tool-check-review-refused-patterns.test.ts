import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { runCliProcess } from "./helpers/cli-process.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/**
 * `gen-tools --check` on a project of this one source, in a process of its own that is killed
 * after 60 seconds: a check that does not end must fail the test, not hang it. Each diagnostic it
 * printed, by its severity, code and message; `undefined` where it was killed.
 */
function checkInOwnProcess(tools: string): string[] | undefined {
  project = tempProject({ "src/tools.ts": tools });
  const run = runCliProcess(["-p", project.tsconfig, "--check"], { timeoutMs: 60_000 });
  if (run.signal !== null) return undefined;
  return `${run.stdout}${run.stderr}`
    .split("\n")
    .flatMap((line) => /(?:error|warning) GT\d{4}: .*/.exec(line) ?? []);
}

describe("the registerTool check beside a pattern the validator refuses", () => {
  it("ends, leaving to the schema's own check (GT3005) a pattern that can backtrack catastrophically, where a key made up for another pattern ran it", () => {
    // The key made up for the first pattern (30 a's, then _a) makes (a|a)* try 2^30 ways before it fails.
    const tools = ['import { registerTool } from "gen-tools";', registered("catastrophic", objectParameter("tags", `patternProperties: { "^${"a".repeat(30)}_": { type: "number" }, "^(a|a)*$": { type: "number" } }`), "{ tags: Record<string, number> }")].join("\n");
    expect(checkInOwnProcess(tools)).toEqual([
      expect.stringMatching(/^error GT3005: tool 'catastrophic': input schema \/properties\/tags\/patternProperties\/\^\(a\|a\)\*\$: patternProperties key can backtrack catastrophically/),
    ]);
  }, 90_000);

  it("reports a pattern too large for V8 to run (40,000 characters in a row), of Latin-1 characters or others, as the schema's problem (GT3005), where the check failed (GT9001)", async () => {
    const tools = [
      'import { registerTool } from "gen-tools";',
      registered("latin", objectParameter("tags", `patternProperties: { "^${"a".repeat(40_000)}_": { type: "number" } }`), "{ tags: Record<string, number> }"),
      registered("euro", objectParameter("tags", `patternProperties: { "^${"€".repeat(40_000)}_": { type: "number" } }`), "{ tags: Record<string, number> }"),
    ].join("\n");
    project = tempProject({ "src/tools.ts": tools });
    const { diagnostics } = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    // Beside it, only the warning that each schema, over 32 KB, is large.
    const refused = (tool: string): string => `GT3005 tool '${tool}' cannot be run by JavaScript's regular expression engine: Regular expression too large`;
    expect(diagnostics.map(({ code, message }) => (code === "GT3005" ? `${code} ${message.split(":")[0]} ${message.slice(message.indexOf("cannot"))}` : `${code} ${message.split(" of JSON")[0]}`)).sort()).toEqual(
      [refused("euro"), refused("latin"), "GT3007 tool 'latin': its input schema is 39.2 KB", "GT3007 tool 'euro': its input schema is 117 KB"].sort(),
    );
  });
});
