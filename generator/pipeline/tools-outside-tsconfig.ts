import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { Project } from "../project/project.js";
import { toolMarkLine } from "../project/tool-mark-line.js";
import { projectPath } from "../source-location.js";
import type ts from "../typescript.cjs";

/**
 * GT2016 for each file the program reaches only through an import from outside the tsconfig's
 * files (its `include` and `files`) that marks a tool (see `toolMarkLine`): tsc compiles it, but
 * gen-tools reads the tsconfig's own files, so its tools would be missing without a word. Not for
 * a library's file, a declaration file or gen-tools' own output (`isOutput`).
 */
export function toolsOutsideTsconfig(program: ts.Program, project: Project, isOutput: (path: string) => boolean): Diagnostic[] {
  const own = new Set(project.fileNames());
  return program.getSourceFiles().flatMap((file) => {
    if (file.isDeclarationFile || own.has(file.fileName) || program.isSourceFileFromExternalLibrary(file) || isOutput(resolve(file.fileName))) return [];
    const line = toolMarkLine(file.text);
    if (line === undefined) return [];
    const message =
      "this file marks a tool (@tool or registerTool), but it is not among the tsconfig's files (the program reaches it through an import), so gen-tools does not read its tools: add it to the tsconfig's include or files";
    return [{ code: "GT2016", severity: "warning", message, file: projectPath(project.root, file.fileName), line, column: 1 }];
  });
}
