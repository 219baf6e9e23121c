/**
 * `npm run bench [-- --quick] [-- --only validation|startup|compiler|dispatch]`: prints one table per
 * section, then every target of issue 5 with PASS/MISS. No network; results are printed, not saved.
 */
import { cpus, loadavg, totalmem } from "node:os";
import { parseOptions, type BenchOptions, type Section } from "./options.js";
import type { SectionReport } from "./section-report.js";
import { printSection } from "./table.js";
import { formatTarget, verdict, type Target } from "./targets.js";

// Each section is imported when it runs, so that a piece of gen-tools that fails to load costs its
// own table only.
const SECTION_RUNNERS: Record<Section, { title: string; run: (options: BenchOptions) => Promise<SectionReport> }> = {
  validation: { title: "validation", run: async (o) => (await import("./validation/section.js")).validationSection(o) },
  startup: { title: "start-up", run: async (o) => (await import("./startup/section.js")).startupSection(o) },
  compiler: { title: "compiler", run: async (o) => (await import("./compiler/section.js")).compilerSection(o) },
  dispatch: { title: "dispatch", run: async (o) => (await import("./dispatch/section.js")).dispatchSection(o) },
};

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const cpu = cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `# gen-tools bench${options.quick ? " (--quick: smaller inputs, shorter timings; not for quoting)" : ""}`,
  );
  console.log(
    `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus().length} × ${cpu} · ${Math.round(totalmem() / 2 ** 30)} GiB · ${load()}`,
  );

  const targets: Target[] = [];
  let failed = false;
  for (const section of options.sections) {
    const { title, run } = SECTION_RUNNERS[section];
    const start = performance.now();
    try {
      const report = await run(options);
      printSection(title, [
        ...report.lines,
        ...(report.targets.length > 0 ? ["", ...report.targets.map(formatTarget)] : []),
        "",
        `(this section took ${Math.round((performance.now() - start) / 1000)} s)`,
      ]);
      targets.push(...report.targets);
    } catch (error) {
      // One section failing (a crashed child process, a broken piece) must not hide the others.
      failed = true;
      printSection(title, [`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`]);
    }
  }

  if (targets.length > 0) {
    const count = (v: string): number => targets.filter((t) => verdict(t) === v).length;
    printSection("targets (issue 5)", [
      ...targets.map((t) => `${verdict(t).padEnd(4)}  ${formatTarget(t)}`),
      "",
      `${count("PASS")} PASS, ${count("MISS")} MISS, ${count("n/a")} not measured; at the end, ${load()}`,
    ]);
  }
  return failed ? 1 : 0;
}

/** Other processes' share of the cores: numbers taken on a busy machine are slower than its own. */
function load(): string {
  return `load average ${loadavg()[0]?.toFixed(1)} (1 min)`;
}

process.exitCode = await main();
