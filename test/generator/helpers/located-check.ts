import { formatDiagnostic } from "../../../generator/diagnostics.js";
import { GenToolsSession } from "../../../generator/session.js";
import { tempProject } from "./temp-project.js";

/** What `gen-tools --check` reported of the tools of one source. */
export interface LocatedCheck {
  /** Each diagnostic of `tool` as the CLI prints it, where it points first: `src/tools.ts:3:52 - error GT3004: tool 'x': ...`. */
  about(tool: string): string[];
  /**
   * Where the last of `path` is in the source, each found after the end of the one before, from
   * `tool`'s name on, as a diagnostic at the syntax there names it: `src/tools.ts:3:52`.
   */
  at(tool: string, ...path: string[]): string;
}

/** Runs the check (`gen-tools --check`) on a project of one file, `src/tools.ts`, with this source. */
export async function locatedCheck(tools: string): Promise<LocatedCheck> {
  const project = tempProject({ "src/tools.ts": tools });
  try {
    const { diagnostics } = await GenToolsSession.open({ project: project.tsconfig }).run({ check: true });
    return {
      about: (tool) => diagnostics.filter((d) => d.message.startsWith(`tool '${tool}'`)).map(formatDiagnostic),
      at: (tool, ...path) => locationIn(tools, [`name: "${tool}"`, ...path]),
    };
  } finally {
    project.remove();
  }
}

function locationIn(source: string, path: readonly string[]): string {
  let index = -1;
  let end = 0;
  for (const text of path) {
    index = source.indexOf(text, end);
    if (index === -1) throw new Error(`no ${path.join(" … ")} in the source`);
    end = index + text.length;
  }
  const lines = source.slice(0, index).split("\n");
  return `src/tools.ts:${lines.length}:${lines.at(-1)!.length + 1}`;
}
