import { formatDiagnostic } from "../../../generator/diagnostics.js";
import { GenToolsSession } from "../../../generator/session.js";
import type { ToolEntry } from "../../../src/manifest.js";
import { tempProject } from "./temp-project.js";

/**
 * A TypeScript file whose mark leads to the package: beside it, the program has an import of
 * gen-tools that loses nothing, so a mark lost elsewhere is found only by GT2017's scan.
 */
const LEADING = `import { tool } from "gen-tools";
/** An agent. */
export class OkAgent {
  /**
   * Does alpha.
   * @param text The text.
   */
  @tool()
  alpha(text: string): string {
    return text;
  }
}
`;

/** A registerTool call's arguments for a tool of that name. */
export const defineTool = (name: string): string => `({ name: "${name}", description: "${name}.", parameters: { type: "object" } }, () => 1)`;

/** What a run discovered: its diagnostics as printed, its tools' names, and its tools. */
export interface Discovered {
  diagnostics: string[];
  tools: string[];
  entries: ToolEntry[];
}

/** A run on the project of `tsconfig`, as `Discovered`. */
export async function discoveredIn(tsconfig: string): Promise<Discovered> {
  const result = await GenToolsSession.open({ project: tsconfig }).run({});
  return { diagnostics: result.diagnostics.map(formatDiagnostic), tools: result.tools.map((t) => t.name), entries: result.tools };
}

/** A run on `files` (JavaScript allowed) beside the leading mark, whose tool is `alpha`. */
export async function discoveredBesideLeadingMark(files: Record<string, string>): Promise<Discovered> {
  const project = tempProject({ "src/ok.ts": LEADING, ...files }, { allowJs: true, checkJs: true });
  try {
    return await discoveredIn(project.tsconfig);
  } finally {
    project.remove();
  }
}

/** GT2017 at `at` (file:line:col) for an import of 'gen-tools/providers', which is not found, whose `marks` are lost. */
export const cannotResolveProviders = (at: string, marks: string): string =>
  `${at} - error GT2017: cannot resolve 'gen-tools/providers' from ${at.split(":")[0]}, so the ${marks} that use this import are not read (their tools would be missing from the outputs): install gen-tools in this file's package (npm i -D gen-tools), or fix the tsconfig's paths`;
