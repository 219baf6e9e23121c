import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The GT4011 warnings of a run over these files under these compiler options, formatted. */
async function nullCheckWarnings(files: Record<string, string>, compilerOptions: Record<string, unknown>): Promise<string[]> {
  project = tempProject(files, compilerOptions);
  const result = await GenToolsSession.open({ project: project.tsconfig, cwd: project.dir }).run({ check: true });
  return result.diagnostics.filter((d) => d.code === "GT4011").map(formatDiagnostic);
}

const LOOSE = {
  "src/types.ts": "export interface Range { from: number; to: number | null }\n",
  "src/a.ts": `import { tool } from "gen-tools";
import type { Range } from "./types.js";

export class Loose {
  /**
   * Finds.
   * @param text The text.
   * @param range Where.
   */
  @tool()
  find(text: string, range: Range): number {
    return text.length + range.from;
  }
}
`,
};
/** Where GT4011 points: the key of the last project's tsconfig (one line, whose columns follow this checkout's path). */
function setting(key: string): string {
  const text = readFileSync((project as TempProject).tsconfig, "utf8");
  return `tsconfig.json:1:${text.indexOf(`"${key}"`) + 1}`;
}

const tail = "and the checker erases null and undefined from types: schemas need strictNullChecks for null and optional values to be right (a type written '| null' refuses null, and a parameter or property written '| undefined' is required, as at";

describe("strictNullChecks off (GT4011)", () => {
  it("warns at the tsconfig, naming the first null a tool's types write, through the types they name", async () => {
    expect(await nullCheckWarnings(LOOSE, { strict: false })).toEqual([
      `${setting("strict")} - warning GT4011: "strict" is false, so strictNullChecks is off, ${tail} src/types.ts:1:53 in tool 'find'): set "strictNullChecks": true`,
    ]);
    expect(await nullCheckWarnings(LOOSE, { strict: true, strictNullChecks: false })).toEqual([
      `${setting("strictNullChecks")} - warning GT4011: "strictNullChecks" is false, ${tail} src/types.ts:1:53 in tool 'find'): set "strictNullChecks": true`,
    ]);
  });

  it("warns for a registerTool handler's parameter type, which the schema's null then contradicts", async () => {
    const registered = `import { registerTool } from "gen-tools";

export const pick = registerTool(
  {
    name: "pick",
    description: "Picks.",
    parameters: { type: "object", properties: { key: { type: ["string", "null"] } }, required: ["key"], additionalProperties: false },
  },
  ({ key }: { key: string | undefined }) => key,
);
`;
    expect(await nullCheckWarnings({ "src/pick.ts": registered }, { strict: false })).toEqual([
      `${setting("strict")} - warning GT4011: "strict" is false, so strictNullChecks is off, ${tail} src/pick.ts:9:29 in tool 'pick'): set "strictNullChecks": true`,
    ]);
  });

  it("says nothing when no tool's types write null or undefined, or when strictNullChecks is on", async () => {
    expect(await nullCheckWarnings({ "src/a.ts": agentSource("AAgent", ["alpha"]) }, { strict: false })).toEqual([]);
    expect(await nullCheckWarnings(LOOSE, { strict: false, strictNullChecks: true })).toEqual([]);
    expect(await nullCheckWarnings(LOOSE, {})).toEqual([]);
  });
});
