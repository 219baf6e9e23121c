import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A class A<i> in src/a<i>.ts whose one tool method is named save. */
function saver(i: number): string {
  return `import { tool } from "gen-tools";

export class A${i} {
  /** Saves. */
  @tool()
  save(): void {}
}
`;
}

async function clashes(count: number): Promise<string[]> {
  const files = Object.fromEntries(Array.from({ length: count }, (_, i) => [`src/a${i}.ts`, saver(i)]));
  project = tempProject(files);
  const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
  return result.diagnostics.filter((d) => d.code === "GT2002").map(formatDiagnostic);
}

describe("a tool name declared many times (GT2002)", () => {
  it("lists the first five locations, sorted, and how many more", async () => {
    const hint = 'give each a distinct name option, make a base class abstract, or set nameStyle "class.method"';
    expect(await clashes(12)).toEqual([
      `src/a0.ts:6:3 - error GT2002: tool name 'save' is declared 12 times: A0.save (src/a0.ts:6), A1.save (src/a1.ts:6), A10.save (src/a10.ts:6), A11.save (src/a11.ts:6), A2.save (src/a2.ts:6) and 7 more; ${hint}`,
    ]);
  });

  it("lists all of five", async () => {
    const [message] = await clashes(5);
    expect(message).toContain("declared 5 times: A0.save (src/a0.ts:6), A1.save (src/a1.ts:6), A2.save (src/a2.ts:6), A3.save (src/a3.ts:6), A4.save (src/a4.ts:6); give");
  });
});
