import { locatedCheck } from "./located-check.js";

/**
 * `locatedCheck` without the locations, for tests that assert what is reported rather than where:
 * each diagnostic of a tool by its severity, code and message (`error GT3004: tool 'x': ...`).
 */
export async function checkDiagnostics(tools: string): Promise<(tool: string) => string[]> {
  const check = await locatedCheck(tools);
  return (tool) => check.about(tool).map((line) => line.replace(/^.*? - /, ""));
}
