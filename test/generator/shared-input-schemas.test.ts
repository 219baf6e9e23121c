import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../generator/session.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** A class with a `find…(id)` tool and a `count…` tool, documented alike in every class. */
const agent = (className: string, idDoc: string, suffix: string): string => `import { tool } from "gen-tools";

export class ${className} {
  /**
   * Finds one.
   * @param id ${idDoc}
   */
  @tool()
  find${suffix}(id: string): string {
    return id;
  }

  /** Counts them. */
  @tool()
  count${suffix}(): number {
    return 0;
  }
}
`;

describe("input schemas that tools of a run have alike", () => {
  it("are one object, kept once, and written as each tool's", async () => {
    project = tempProject({
      "src/a.ts": agent("AAgent", "The id.", "A"),
      "src/b.ts": agent("BAgent", "The id.", "B"),
      "src/c.ts": agent("CAgent", "Another id.", "C"),
    });
    const result = await generate({ project: project.tsconfig });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    const schema = (member: string) => result.tools.find(({ owner }) => "member" in owner && owner.member === member)!.inputSchema;

    expect(schema("findB")).toBe(schema("findA"));
    expect(schema("findC")).not.toBe(schema("findA"));
    expect(schema("countC")).toBe(schema("countA"));
    expect(schema("findC")).toEqual({ ...schema("findA"), properties: { id: { type: "string", description: "Another id." } } });
    const manifest = JSON.parse(readFileSync(join(project.dir, "generated", "tools.manifest.json"), "utf8")) as { tools: unknown[] };
    expect(manifest.tools).toEqual(JSON.parse(JSON.stringify(result.tools)));
  });
});
