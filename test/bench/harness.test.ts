import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseOptions } from "../../bench/options.js";
import { NodeProcess, runNode } from "../../bench/process/node-process.js";
import { formatTarget, verdict, type Target } from "../../bench/targets.js";
import { withTempDir } from "../../bench/temp-dir.js";
import { measureAsyncThroughput, measureThroughput } from "../../bench/throughput.js";

describe("bench options", () => {
  it("runs every section by default, and only the named ones with --only", () => {
    expect(parseOptions([])).toEqual({ quick: false, sections: ["validation", "startup", "compiler", "dispatch"] });
    expect(parseOptions(["--quick", "--only", "dispatch,validation"])).toEqual({
      quick: true,
      sections: ["validation", "dispatch"],
    });
    expect(parseOptions(["--only=compiler"]).sections).toEqual(["compiler"]);
  });

  it("refuses unknown arguments and sections with the usage line", () => {
    expect(() => parseOptions(["--fast"])).toThrow(/unknown argument '--fast'\nusage: npm run bench/);
    expect(() => parseOptions(["--only", "speed"])).toThrow(/unknown section 'speed'/);
    expect(() => parseOptions(["--only"])).toThrow(/--only needs a section name/);
  });
});

describe("targets", () => {
  const ratio = (measured: number | undefined): Target => ({
    label: "AOT valid / Ajv",
    direction: "atLeast",
    bound: 1.2,
    unit: "×",
    measured,
    ...(measured === undefined ? { reason: "not available yet" } : {}),
  });

  it("says by how much a goal is missed, relative to the goal", () => {
    expect(formatTarget(ratio(0.9))).toBe("AOT valid / Ajv: 0.90× (target ≥1.2×, MISS by 25%)");
    expect(formatTarget(ratio(1.5))).toBe("AOT valid / Ajv: 1.50× (target ≥1.2×, PASS)");
    const cost: Target = { label: "start-up", direction: "atMost", bound: 50, unit: " ms", measured: 62 };
    expect(formatTarget(cost)).toBe("start-up: 62 ms (target ≤50 ms, MISS by 24%)");
    const count: Target = { label: "wrong tools", direction: "atMost", bound: 0, unit: "", measured: 3 };
    expect(formatTarget(count)).toBe("wrong tools: 3 (target ≤0, MISS by 3)");
  });

  it("reports a goal it could not measure as n/a with the reason", () => {
    expect(verdict(ratio(undefined))).toBe("n/a");
    expect(formatTarget(ratio(undefined))).toBe("AOT valid / Ajv: not available yet (target ≥1.2×)");
  });
});

describe("throughput", () => {
  const timing = { time: 5, warmupTime: 1, rounds: 1 };

  it("measures each case's calls per second", async () => {
    const results = await measureThroughput(
      [
        { name: "typeof", run: (v) => typeof v === "string", values: ["a", 1] },
        { name: "json", run: (v) => JSON.stringify(v), values: [{ a: [1, 2, 3] }] },
      ],
      timing,
    );
    expect(results).toHaveLength(2);
    for (const r of results) expect(r.opsPerSecond).toBeGreaterThan(0);
  });

  it("awaits each asynchronous call", async () => {
    let settled = 0;
    const [result] = await measureAsyncThroughput([{ name: "tick", run: async () => void settled++ }], timing);
    expect(result?.opsPerSecond).toBeGreaterThan(0);
    expect(settled).toBeGreaterThan(0);
  });
});

describe("node processes", () => {
  it("reports the exit code, output and peak memory of a process", async () => {
    await withTempDir("test", async (dir) => {
      const script = join(dir, "script.mjs");
      await writeFile(script, 'console.log("hello"); process.exitCode = 3;\n');
      const run = await runNode(script, []);
      expect(run.exitCode).toBe(3);
      expect(run.stdout).toBe("hello\n");
      expect(run.maxRssBytes).toBeGreaterThan(1024 * 1024);
    });
  });

  it("reads a long-lived process's output line by line and stops it", async () => {
    await withTempDir("test", async (dir) => {
      const script = join(dir, "script.mjs");
      await writeFile(
        script,
        'process.once("SIGINT", () => { console.log("bye"); process.exit(0); }); setInterval(() => {}, 1000); console.log("ready");\n',
      );
      const child = new NodeProcess(script, []);
      expect(await child.nextLine(10_000)).toBe("ready");
      const run = await child.stop();
      expect(run.stderr).toBe("");
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toBe("ready\nbye\n");
      expect(run.maxRssBytes).toBeGreaterThan(0);
    });
  });
});
