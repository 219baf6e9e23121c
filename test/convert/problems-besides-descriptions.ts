import type { TestProject } from "./harness.js";

/** A tool's formatted problems other than its parameters' missing descriptions (GT1100), which the tests' sources leave out. */
export function problemsBesidesDescriptions(project: TestProject, tool: string): string[] {
  return project.problems(tool).filter((problem) => !problem.includes(" GT1100: "));
}
