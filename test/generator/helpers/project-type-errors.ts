import { relative } from "node:path";
import { serveLibFiles } from "../../../generator/project/lib-files.js";
import ts from "../../../generator/typescript.cjs";
import type { TempProject } from "./temp-project.js";

/**
 * tsc's errors in a temp project's own files and `extra` (its generated tools.gen.ts), compiled
 * together, each as `file:line TS1234: message`.
 */
export function projectTypeErrors(p: TempProject, extra: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(p.tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (config === undefined) throw new Error("the temp project's tsconfig does not parse");
  const host = ts.createCompilerHost(config.options);
  serveLibFiles(host);
  const program = ts.createProgram({ rootNames: [...config.fileNames, ...extra], options: config.options, host });
  // The runtime's sources, compiled through `paths`, expect Node's types: not the project's business.
  const inProject = ts.getPreEmitDiagnostics(program).filter((d) => d.file === undefined || !relative(p.dir, d.file.fileName).startsWith(".."));
  return inProject.map((d) => {
    const at = d.file === undefined ? "" : `${relative(p.dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `;
    return `${at}TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}
