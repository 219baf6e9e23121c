import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

const REPO = join(import.meta.dirname, "../..");
const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.remove();
});

it("ends quietly, exit 0, when the reader of its stdout is gone before it writes (gen-tools --json | head)", async () => {
  const p = tempProject({ "src/weather.ts": agentSource("WeatherAgent", ["getForecast"]) });
  projects.push(p);
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO, "generator/cli.ts"), "--json", "--project", p.tsconfig], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  // As `head -c 0` does: the pipe closed before the report is written.
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
  expect(code).toBe(0);
}, 60_000);
