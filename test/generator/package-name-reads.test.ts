import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempProject, type TempProject } from "./helpers/temp-project.js";
import { runCli } from "./helpers/run-cli.js";
import { readPaths as read } from "./helpers/recorded-reads.js";

vi.mock("node:fs", async (original) => (await import("./helpers/recorded-reads.js")).recordingFs(await original()));

/** The package.json of the gen-tools the temp projects' `paths` lead to: this repository's. */
const GEN_TOOLS_PACKAGE_JSON = fileURLToPath(new URL("../../package.json", import.meta.url));

const GEN_TOOLS_MARKS = `import { registerTool, tool } from "gen-tools";

/** An agent. */
export class Agent {
  /**
   * Echoes.
   * @param text The input.
   */
  @tool()
  echo(text: string): string {
    return text;
  }
}

export const shout = registerTool(
  { name: "shout", description: "Shouts.", parameters: { type: "object", properties: {} } },
  () => "!",
);
`;

/** The app's own functions named like gen-tools' marks, which are not its tools. */
const OWN_MARKS = `export function tool(): (target: unknown, context: unknown) => void {
  return () => {};
}

export function registerTool(definition: object, handler: () => unknown): unknown {
  return [definition, handler];
}
`;

const OWN_MARK_USES = `import { registerTool, tool } from "./marks/own-marks.js";

export class Plain {
  @tool()
  run(): void {}
}

export const value = registerTool({}, () => 1);
`;

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** How many times `path` was read while gen-tools ran once on `p`, whose tools are `expectedTools` (the run's summary). */
async function readsInRun(path: string, p: TempProject, expectedTools: string): Promise<number> {
  const before = read.filter((r) => r === path).length;
  const result = await runCli(["--project", p.tsconfig]);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain(expectedTools);
  return read.filter((r) => r === path).length - before;
}

describe("the package.json that says whose a tool mark is", () => {
  it("is read once per run for all the marks it declares, and again on the next run", async () => {
    // The process's own read of gen-tools' package.json (its version, its templates) is done first.
    expect((await runCli(["--version"])).code).toBe(0);
    project = tempProject({ "src/agent.ts": GEN_TOOLS_MARKS });
    expect(await readsInRun(GEN_TOOLS_PACKAGE_JSON, project, "2 tools (+echo +shout)")).toBe(1);
    expect(await readsInRun(GEN_TOOLS_PACKAGE_JSON, project, "2 tools")).toBe(1);
  });

  it("is read once per run for a project's own functions named tool and registerTool", async () => {
    // The marks sit in a package of their own, whose package.json nothing else reads (the project's own is asked for a Prettier key).
    project = tempProject({ "src/marks/package.json": JSON.stringify({ name: "marks" }), "src/marks/own-marks.ts": OWN_MARKS, "src/uses.ts": OWN_MARK_USES });
    expect(await readsInRun(join(project.dir, "src/marks/package.json"), project, "0 tools")).toBe(1);
  });
});
