// Preloaded (`node --import`) into every process the bench measures: on exit, writes the process's
// peak resident set size in bytes to the file named by GEN_TOOLS_BENCH_RSS_FILE. Plain JavaScript,
// so that it loads into any Node program (tsc, gen-tools, ts-json-schema-generator) without a loader.
import { writeFileSync } from "node:fs";

const file = process.env.GEN_TOOLS_BENCH_RSS_FILE;
if (file) {
  // Only the process that was measured: children it spawns inherit the environment.
  delete process.env.GEN_TOOLS_BENCH_RSS_FILE;
  process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
}
