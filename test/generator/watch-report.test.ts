import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

const REPO = join(import.meta.dirname, "../..");

let project: TempProject | undefined;
afterEach(() => project?.remove());

it("--watch reports its first run in full (the tools found, the outputs written), then each change in a line", async () => {
  project = tempProject({ "src/a.ts": agentSource("AAgent", ["first"]) });
  const p = project;
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO, "generator/cli.ts"), "--watch", "--project", p.tsconfig], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  const looks: (() => void)[] = [];
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const look of looks) look();
  });
  const closed = new Promise<void>((resolve) => child.on("close", () => resolve()));
  const printed = (pattern: RegExp): Promise<void> =>
    new Promise((resolve) => {
      const look = (): void => void (pattern.test(stdout) && resolve());
      looks.push(look);
      look();
    });
  try {
    await Promise.race([printed(/first/), closed]);
    p.write("src/a.ts", agentSource("AAgent", ["first", "second"]));
    await Promise.race([printed(/second/), closed]);
  } finally {
    child.kill("SIGTERM");
    await closed;
  }
  const lines = stdout.trimEnd().split("\n");
  expect(lines[0]).toMatch(/^1 tool \(\+first\), wrote .*tools\.manifest\.json, .* in \d+ ms\.$/);
  expect(lines.slice(1)).toEqual([expect.stringMatching(/^\+second \(\d+ ms\)$/)]);
}, 60_000);
