import { readFileSync } from "node:fs";
import { ConfigError } from "../config/config-error.js";
import { projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import { compilerName, readTsconfig, type TsconfigRead } from "./read-tsconfig.js";

/** Whether a tsconfig is solution-style: no files of its own, only references to other projects (as Vite writes it). */
export function isSolution(parsed: ts.ParsedCommandLine): boolean {
  return parsed.fileNames.length === 0 && (parsed.projectReferences ?? []).length > 0;
}

/** The project a solution-style tsconfig stands for (see `toolProjectOf`), and what would choose another. */
export interface SolutionChoice {
  /** The solution's path. */
  path: string;
  /** The referenced project whose sources declare tools. */
  chosen: TsconfigRead;
  /** The other projects it references, whose sources declared none: a tool added to one chooses again. */
  others: ts.ParsedCommandLine[];
  /** The text of each config file read to choose (the solution's, the solutions and projects it references, those they extend), by compiler name. */
  texts: Map<string, string>;
}

/**
 * The project a solution-style tsconfig stands for here: of the projects it references (and those a
 * referenced solution references in turn), the one whose sources declare tools, by a `@tool` or a
 * `registerTool` in their text. Where none or several do, generating for one of them would be a
 * guess (and for none, empty outputs that pass `--check`): GT4008, naming them.
 */
export function toolProjectOf(solution: TsconfigRead): SolutionChoice {
  const texts = new Map(solution.texts);
  const projects = referencedProjects(solution, texts);
  const withTools = projects.filter((project) => project.parsed.fileNames.some((fileName) => declaresTools(fileName)));
  const [chosen] = withTools;
  if (withTools.length === 1 && chosen !== undefined) {
    return { path: solution.path, chosen, others: projects.filter((project) => project !== chosen).map((project) => project.parsed), texts };
  }
  const names = (list: TsconfigRead[]): string[] => list.map((project) => projectPath(process.cwd(), project.path));
  const [some, what] =
    withTools.length === 0
      ? [names(projects), `none of the projects it references (${names(projects).join(", ")}) declares a tool (@tool() or registerTool): pass the one your tools will be in`]
      : [names(withTools), `more than one of the projects it references declares tools (${names(withTools).join(", ")}): pass the one to generate for`];
  throw new ConfigError("GT4008", `${solution.path} has no files of its own, and ${what}, as in --project ${some[0]}`);
}

/** The projects with files of their own that `solution` references, directly or through other solutions, each once; the config texts read for them go into `texts`. */
function referencedProjects(solution: TsconfigRead, texts: Map<string, string>): TsconfigRead[] {
  const seen = new Set<string>([compilerName(solution.path)]);
  const projects: TsconfigRead[] = [];
  const visit = (from: TsconfigRead): void => {
    for (const reference of from.parsed.projectReferences ?? []) {
      const path = ts.resolveProjectReferencePath(reference);
      if (seen.has(compilerName(path))) continue;
      seen.add(compilerName(path));
      const read = readTsconfig(path);
      for (const [name, text] of read.texts) texts.set(name, text);
      if (isSolution(read.parsed)) visit(read);
      else projects.push(read);
    }
  };
  visit(solution);
  return projects;
}

/** Whether a source file (not a declaration file, nor a package's) mentions a tool mark or `registerTool`: in `text`, or as it reads now. */
export function declaresTools(fileName: string, text?: string): boolean {
  if (/\.d\.[cm]?ts$/.test(fileName) || fileName.includes("/node_modules/")) return false;
  try {
    return /@tool\b|\bregisterTool\b/.test(text ?? readFileSync(fileName, "utf8"));
  } catch {
    return false;
  }
}
