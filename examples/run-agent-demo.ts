// `npm run example` (after `npm run build`): links the built package into the example, then runs the
// example's own scripts as a user would: `npm run build` (its prebuild is `gen-tools --cache`) and `npm start`.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { linkGenTools } from "./link-gen-tools.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const demo = join(repoRoot, "examples", "agent-demo");

function npm(...args: string[]): void {
  const run = spawnSync("npm", args, { cwd: demo, stdio: "inherit" });
  if (run.error !== undefined) throw new Error(`cannot run npm ${args.join(" ")}: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`npm ${args.join(" ")} in examples/agent-demo failed (exit ${run.status ?? run.signal})`);
}

try {
  await linkGenTools(demo, repoRoot);
  npm("run", "build");
  npm("start");
} catch (error) {
  process.stderr.write(`example: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
