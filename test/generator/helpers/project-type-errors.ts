import { relative } from "node:path";
import { serveLibFiles } from "../../../generator/project/lib-files.js";
import ts from "../../../generator/typescript.cjs";
import type { TempProject } from "./temp-project.js";

/**
 * tsc's errors in a temp project's own files and `extra` (its generated tools.gen.ts), compiled
 * together, each as `file:line TS1234: message`. Only those files are checked: the runtime's sources,
 * compiled through `paths`, are not the project's business (they expect Node's types), and checking
 * them took most of the time. Under isolatedDeclarations, its declaration errors too.
 */
export function projectTypeErrors(p: TempProject, extra: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(p.tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (config === undefined) throw new Error("the temp project's tsconfig does not parse");
  const host = ts.createCompilerHost(config.options);
  serveLibFiles(host);
  const program = ts.createProgram({ rootNames: [...config.fileNames, ...extra], options: config.options, host });
  const own = program.getSourceFiles().filter((file) => !relative(p.dir, file.fileName).startsWith(".."));
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...own.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    // isolatedDeclarations' errors (TS9010, ...) come from the declaration emitter, not the checker.
    ...(config.options.isolatedDeclarations === true ? own.flatMap((file) => program.getDeclarationDiagnostics(file)) : []),
    ...program.getGlobalDiagnostics(),
  ];
  return ts.sortAndDeduplicateDiagnostics(diagnostics).map((d) => {
    const at = d.file === undefined ? "" : `${relative(p.dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `;
    return `${at}TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}
