import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { agentSource, DECLARE_API } from "./helpers/temp-project.js";

const REPO = join(import.meta.dirname, "../..");
/** Root reads every folder: the CLI then runs as nobody, whom the folder's mode does stop. */
const AS_USER = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];

let locked: string | undefined;
afterEach(() => {
  if (locked === undefined) return;
  chmodSync(locked, 0o755);
  rmSync(locked, { recursive: true, force: true });
  locked = undefined;
});

/**
 * Runs `gen-tools --watch` on a project in `locked`/app as a user who may pass through `locked` but
 * not read it (or, with `unreadable`, a folder in it), until its first run and one for an edit; gives
 * its stderr. `unreadable` is made mode 311 after the project, as another user's folder shared so.
 */
async function watchRunsThrough(unreadable: (locked: string) => string): Promise<string> {
  locked = mkdtempSync(join(tmpdir(), "gen-tools-locked-"));
  const root = join(locked, "app");
  mkdirSync(join(root, "src"), { recursive: true });
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", strict: true, skipLibCheck: true, noEmit: true, paths: { "gen-tools": [DECLARE_API] } }, include: ["src"] }));
  writeFileSync(join(root, "src/a.ts"), agentSource("AAgent", ["first"]));
  // Its user writes the outputs there, and passes through the folders above.
  chmodSync(root, 0o777);
  chmodSync(locked, 0o755);
  chmodSync(unreadable(locked), 0o311);

  const [command = process.execPath, ...args] = [...AS_USER, process.execPath, "--import", "tsx", join(REPO, "generator/cli.ts"), "--watch", "--project", join(root, "tsconfig.json")];
  const child = spawn(command, args, { cwd: REPO, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, HOME: tmpdir() } });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.on("close", () => resolve()));
  const printed = (pattern: RegExp): Promise<void> =>
    new Promise((resolve) => {
      const look = (): void => void (pattern.test(stdout) && resolve());
      child.stdout.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), look()));
      look();
    });
  try {
    // The first run, then one for an edit: the watch did not end at the folder it cannot read.
    await Promise.race([printed(/first/), closed]);
    writeFileSync(join(root, "src/a.ts"), agentSource("AAgent", ["first", "second"]));
    await Promise.race([printed(/second/), closed]);
  } finally {
    child.kill("SIGTERM");
    await closed;
  }
  expect(stdout).toMatch(/second/);
  return stderr;
}

it("--watch runs on a project under a folder its user may pass through but not read", async () => {
  // The folder above it, as another user's home folder shared as 711.
  expect(await watchRunsThrough((folder) => folder)).not.toContain("GT4007");
}, 60_000);

it("--watch runs on a project under a folder whose node_modules its user may not read", async () => {
  // Another user's packages, in a folder above the project: their install is not seen.
  expect(await watchRunsThrough((folder) => (mkdirSync(join(folder, "node_modules")), join(folder, "node_modules")))).not.toContain("GT4007");
}, 60_000);
