import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { GenToolsSession } from "../../generator/session.js";

/**
 * The golden runner: every `fixtures/<name>/` with a tsconfig.json is generated into its own
 * `expected/` (so import paths are what a user gets), and must match it byte for byte —
 * `tools.manifest.json`, `tools.gen.ts`, and the diagnostics printed (`expected/diagnostics.txt`).
 * `UPDATE_GOLDEN=1` rewrites them; review the diff before committing. The validators files are not
 * kept: their text is the AOT compiler's (tested in test/aot), and the pipeline test covers their wiring.
 */
const FIXTURES = resolve(import.meta.dirname, "../../fixtures");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const OUTPUTS = ["tools.manifest.json", "tools.gen.ts"];
const NOT_KEPT = ["tools.validators.js", "tools.validators.d.ts", "tools.validators"];

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, "tsconfig.json")))
  .map((d) => d.name)
  .sort();

describe("golden fixtures", () => {
  it.each(fixtures)("%s", async (name) => {
    const dir = join(FIXTURES, name);
    const expected = join(dir, "expected");
    if (!UPDATE && !existsSync(expected)) {
      throw new Error(`fixtures/${name} has no expected/ outputs: create them with\n  UPDATE_GOLDEN=1 npx vitest run test/generator/fixtures.test.ts -t ${name}\nand review them`);
    }
    const session = GenToolsSession.open({ project: join(dir, "tsconfig.json"), out: expected, cwd: dir });
    const result = await session.run({ check: !UPDATE });
    const diagnostics = result.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join("");

    if (UPDATE) {
      mkdirSync(expected, { recursive: true });
      writeFileSync(join(expected, "diagnostics.txt"), diagnostics);
      for (const file of NOT_KEPT) rmSync(join(expected, file), { force: true, recursive: true });
      // With errors nothing is generated, so outputs left from an earlier run would be stale.
      if (!result.ok) for (const file of OUTPUTS) rmSync(join(expected, file), { force: true });
      return;
    }
    expect(diagnostics).toBe(readFileSync(join(expected, "diagnostics.txt"), "utf8"));
    const stale = result.stale.filter((path) => !NOT_KEPT.some((file) => path.endsWith(`/${file}`) || path.includes(`/${file}/`)));
    expect(stale, result.diffs.join("\n")).toEqual([]);
    const hasErrors = result.diagnostics.some((d) => d.severity === "error");
    for (const file of OUTPUTS) expect(existsSync(join(expected, file)), `${file} present`).toBe(!hasErrors);
  });
});
