import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { tempProject } from "./helpers/temp-project.js";

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const remove of cleanup.splice(0)) remove();
});

const agent = (summary: string, type: string): string => `import { tool } from "gen-tools";
export class NotesAgent {
  /** ${summary} */
  @tool()
  add(text: ${type}): string {
    return String(text);
  }
}
`;

describe("a watch session's validators", () => {
  it("is kept when an edit changes no input schema, and regenerated when one does", async () => {
    const p = tempProject({ "src/notes.ts": agent("Adds a note.", "string") });
    cleanup.push(p.remove);
    const session = GenToolsSession.open({ project: p.tsconfig });
    const names = (written: string[]): string[] => written.map((w) => w.split("/").pop() ?? w);
    expect(names((await session.run()).written)).toContain("tools.validators.js");

    p.write("src/notes.ts", agent("Adds a short note.", "string"));
    session.refresh([join(p.dir, "src/notes.ts")]);
    expect(names((await session.run()).written)).toEqual(["tools.manifest.json", "tools.gen.ts"]);

    p.write("src/notes.ts", agent("Adds a short note.", "number"));
    session.refresh([join(p.dir, "src/notes.ts")]);
    // The index, and the new module of the schema that changed; the old one is removed.
    const edited = await session.run();
    expect(names(edited.written)).toEqual(["tools.manifest.json", "tools.validators.js", expect.stringMatching(/^[0-9a-f]{16}\.js$/)]);
    expect(names(edited.removed)).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.js$/)]);
  });
});
