import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "./helpers/run-cli.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const remove of cleanup.splice(0)) remove();
});

function project(): TempProject {
  const p = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
  cleanup.push(p.remove);
  return p;
}

function fileName(path: string): string {
  return path.split("/").pop() ?? path;
}

describe("turning validators off after a run that wrote them", () => {
  it("--check reports the earlier validators stale, and a run removes them", async () => {
    const p = project();
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    const js = join(p.dir, "generated", "tools.validators.js");
    const dts = join(p.dir, "generated", "tools.validators.d.ts");
    expect(existsSync(js) && existsSync(dts)).toBe(true);

    const check = await runCli(["--project", p.tsconfig, "--no-validators", "--check", "--json"]);
    expect(check.code).toBe(1);
    const report = JSON.parse(check.stdout) as { ok: boolean; stale: string[]; removed: string[] };
    expect(report.ok).toBe(false);
    const schemaModule = expect.stringMatching(/^[0-9a-f]{16}\.js$/);
    // The manifest too: it no longer names the validators' hash.
    expect(report.stale.map(fileName)).toEqual(["tools.manifest.json", "tools.gen.ts", "tools.validators.js", "tools.validators.d.ts", schemaModule]);
    expect(report.removed).toEqual([]);
    expect(existsSync(js)).toBe(true);

    const run = await runCli(["--project", p.tsconfig, "--no-validators", "--json"]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { removed: string[] }).removed.map(fileName)).toEqual(["tools.validators.js", "tools.validators.d.ts", schemaModule]);
    // The schema modules' folder goes with them.
    expect(existsSync(js) || existsSync(dts) || existsSync(join(p.dir, "generated", "tools.validators"))).toBe(false);
    expect((await runCli(["--project", p.tsconfig, "--no-validators", "--check"])).code).toBe(0);
  });

  it("leaves a file of that name alone when gen-tools did not write it", async () => {
    const p = project();
    const js = join(p.dir, "generated", "tools.validators.js");
    expect((await runCli(["--project", p.tsconfig, "--no-validators"])).code).toBe(0);
    writeFileSync(js, "export const mine = 1;\n");
    const again = await runCli(["--project", p.tsconfig, "--no-validators", "--check", "--json"]);
    expect(JSON.parse(again.stdout)).toMatchObject({ ok: true, stale: [] });
    expect((await runCli(["--project", p.tsconfig, "--no-validators"])).code).toBe(0);
    expect(readFileSync(js, "utf8")).toBe("export const mine = 1;\n");
  });

  it("leaves a file in tools.validators/ alone when gen-tools did not write it, with validators on or off", async () => {
    const p = project();
    const mine = join(p.dir, "generated", "tools.validators", "0123456789abcdef.js");
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    writeFileSync(mine, "export const mine = 1;\n");
    for (const flags of [[], ["--no-validators"]]) {
      const check = await runCli(["--project", p.tsconfig, ...flags, "--check", "--json"]);
      expect((JSON.parse(check.stdout) as { stale: string[] }).stale.map(fileName)).not.toContain("0123456789abcdef.js");
      expect((await runCli(["--project", p.tsconfig, ...flags])).code).toBe(0);
      expect(readFileSync(mine, "utf8")).toBe("export const mine = 1;\n");
    }
  });
});
