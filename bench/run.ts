/**
 * `npm run bench [-- --quick] [-- --only validation|startup|compiler|dispatch]`: prints one table per
 * section, then every target of issue 5 with PASS/MISS. No network; results are printed, not saved.
 */
import { cpus, totalmem } from "node:os";
import { parseOptions, type BenchOptions, type Section } from "./options.js";
import type { SectionReport } from "./section-report.js";
import { printSection } from "./table.js";
import { formatTarget, verdict, type Target } from "./targets.js";
import { compilerSection } from "./compiler/section.js";
import { startupSection } from "./startup/section.js";
import { validationSection } from "./validation/section.js";

const SECTION_RUNNERS: Record<Section, { title: string; run: (options: BenchOptions) => Promise<SectionReport> }> = {
  validation: { title: "validation", run: validationSection },
  startup: { title: "start-up", run: startupSection },
  compiler: { title: "compiler", run: compilerSection },
  dispatch: { title: "dispatch", run: notWritten },
};

async function notWritten(): Promise<SectionReport> {
  return { lines: ["not available yet"], targets: [] };
}

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
    `${new Date().toISOString().slice(0, 10)} · Node ${process.version} · ${cpus().length} × ${cpu} · ${Math.round(totalmem() / 2 ** 30)} GiB`,
  );

  const targets: Target[] = [];
  let failed = false;
  for (const section of options.sections) {
    const { title, run } = SECTION_RUNNERS[section];
    try {
      const report = await run(options);
      printSection(title, [
        ...report.lines,
        ...(report.targets.length > 0 ? ["", ...report.targets.map(formatTarget)] : []),
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
      `${count("PASS")} PASS, ${count("MISS")} MISS, ${count("n/a")} not measured`,
    ]);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
