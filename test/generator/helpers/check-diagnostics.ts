import { runCli } from "./run-cli.js";
import { tempProject } from "./temp-project.js";

/**
 * Runs `gen-tools --check` on a project of one file, `src/tools.ts`: what it reports of a tool,
 * each diagnostic by its severity, code and message (`error GT3004: tool 'x': ...`).
 */
export async function checkDiagnostics(tools: string): Promise<(tool: string) => string[]> {
  const project = tempProject({ "src/tools.ts": tools });
  try {
    const run = await runCli(["--project", project.tsconfig, "--check"]);
    const lines = run.stdout.split("\n").filter((line) => / (error|warning) GT/.test(line));
    return (tool) => lines.filter((line) => line.includes(`tool '${tool}'`)).map((line) => line.replace(/^.*? - /, ""));
  } finally {
    project.remove();
  }
}
