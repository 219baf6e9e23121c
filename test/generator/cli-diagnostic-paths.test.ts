import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCliProcess } from "./helpers/cli-process.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

let made: TempProject | undefined;
afterEach(() => made?.remove());

// A tool whose callback parameter is GT1001, at line 6, column 7.
const CALLBACK_TOOL = 'import { tool } from "gen-tools";\n\nexport class Agent {\n  /** Runs. @param cb Called back. */\n  @tool()\n  run(cb: () => void): void {\n    cb();\n  }\n}\n';
const GT1001 = "error GT1001: parameter 'cb' has a function type, which JSON cannot carry";

describe("a diagnostic's file, from a folder under the project, is printed relative to it, as tsc prints it", () => {
  it("run from src/, the place names the file from src/, which a terminal or an editor opens", () => {
    made = tempProject({ "src/tools/agent.ts": CALLBACK_TOOL });
    const fromSrc = runCliProcess([], { cwd: join(made.dir, "src") });
    expect(fromSrc.code).toBe(1);
    expect(fromSrc.stdout.split("\n")[0]).toBe(`tools/agent.ts:6:7 - ${GT1001}`);
    expect(runCliProcess(["--quiet"], { cwd: join(made.dir, "src") }).stdout).toBe(`tools/agent.ts:6:7 - ${GT1001}\n`);
  });

  it("run from the project's folder, or from outside it with --project, the place is the project-relative one", () => {
    made = tempProject({ "src/tools/agent.ts": CALLBACK_TOOL });
    expect(runCliProcess([], { cwd: made.dir }).stdout.split("\n")[0]).toBe(`src/tools/agent.ts:6:7 - ${GT1001}`);
    expect(runCliProcess(["--project", made.tsconfig], { cwd: dirname(made.dir) }).stdout.split("\n")[0]).toBe(`src/tools/agent.ts:6:7 - ${GT1001}`);
  });

  it("--json keeps the project-relative file, which its reader joins to the project's folder", () => {
    made = tempProject({ "src/tools/agent.ts": CALLBACK_TOOL });
    const report = JSON.parse(runCliProcess(["--json"], { cwd: join(made.dir, "src") }).stdout) as { diagnostics: { file: string }[] };
    expect(report.diagnostics.map((d) => d.file)).toEqual(["src/tools/agent.ts"]);
  });
});
