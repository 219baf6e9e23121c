import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("generate() in the caller's process", () => {
  it("leaves V8's flags alone: no --expose-gc, which only the CLI's own process turns on", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const result = await generate({ project: project.tsconfig });
    expect(result.ok).toBe(true);
    // A context made after `--expose-gc` is set gets a global `gc`.
    expect(runInNewContext("typeof gc")).toBe("undefined");
  });
});
