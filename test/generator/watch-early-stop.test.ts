import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

const REPO = join(import.meta.dirname, "../..");
/** Holds the CLI's import of cli/main until a file is written (see hold-main-import-hooks.mjs). */
const HOLD = join(import.meta.dirname, "hold-main-import/hold-main-import.mjs");
const HOLDING = "hold-main-import: holding\n";

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** Runs `gen-tools --watch` on `p` in a process of its own, sends `signal` while it loads main.ts (and the compiler), and gives how it ended. */
async function stoppedWhileLoading(p: TempProject, signal: NodeJS.Signals): Promise<{ code: number | null; killedBy: NodeJS.Signals | null; stderr: string }> {
  const release = join(p.dir, "release");
  const child = spawn(process.execPath, ["--import", "tsx", "--import", HOLD, "generator/cli.ts", "--watch", "-p", p.tsconfig], {
    cwd: REPO,
    env: { ...process.env, GEN_TOOLS_TEST_RELEASE: release },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    const held = !stderr.includes(HOLDING);
    stderr += chunk.toString();
    if (held && stderr.includes(HOLDING)) {
      child.kill(signal);
      writeFileSync(release, "");
    }
  });
  const [code, killedBy] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("exit", (...end) => resolve(end)));
  return { code, killedBy, stderr };
}

describe("--watch stopped before it has loaded", () => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`ends on ${signal} as it does later, once its first run is made: exit code 0, the outputs written`, async () => {
      project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
      const ended = await stoppedWhileLoading(project, signal);
      expect(ended).toMatchObject({ code: 0, killedBy: null });
      const manifest = join(project.dir, "generated/tools.manifest.json");
      expect(existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { tools: { name: string }[] }).tools.map((tool) => tool.name)).toEqual(["alpha"]);
    });
  }
});
