import { afterEach, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";
import { DECLARE_API, tempProject, type TempProject } from "./helpers/temp-project.js";


let project: TempProject | undefined;
afterEach(() => project?.remove());

/**
 * Which decorator is gen-tools' `tool` is the checker's answer, not the import's spelling: a barrel
 * reached through a bare specifier (a `paths` alias here; a workspace package likewise) or a local
 * binding of the namespace can re-export it, so no name can be ruled out from the file's syntax.
 */
describe("a @tool() decorator reached through another name", () => {
  it("is read through a paths-aliased barrel, a const holding the namespace and a local namespace's import alias", async () => {
    project = tempProject(
      {
        "src/lib/decorators.ts": `export { tool as agentTool } from "gen-tools";\n`,
        "src/a.ts": `import { agentTool } from "@/lib/decorators";
import * as gt from "gen-tools";
const ns = gt;
namespace Marks {
  export import mark = gt.tool;
}
function logged() {
  return (_target: unknown, _context: unknown) => undefined;
}
export class A {
  /** Through the alias. */
  @agentTool()
  one(): void {}
  /** Through the const. */
  @ns.tool()
  two(): void {}
  /** Through the local namespace. */
  @Marks.mark()
  three(): void {}
  /** Not a tool. */
  @logged()
  four(): void {}
}
`,
      },
      { paths: { "gen-tools": [DECLARE_API], "@/*": ["./src/*"] } },
    );
    const result = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.tools.map((t) => t.name)).toEqual(["one", "three", "two"]);
  });
});
