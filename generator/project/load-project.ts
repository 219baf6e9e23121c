import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Project, ts } from "ts-morph";
import { ConfigError } from "../config/config-error.js";

/** The user's program, as `tsc -p` would build it, on the compiler ts-morph bundles. */
export interface LoadedProject {
  project: Project;
  /** Absolute path of the tsconfig; the project root is its directory. */
  tsconfigPath: string;
  root: string;
}

/** Opens the project of a `tsconfig.json` (or a directory holding one). */
export function loadProject(tsconfig: string): LoadedProject {
  let tsconfigPath = resolve(tsconfig);
  if (existsSync(tsconfigPath) && statSync(tsconfigPath).isDirectory()) tsconfigPath = resolve(tsconfigPath, "tsconfig.json");
  if (!existsSync(tsconfigPath)) throw new ConfigError("GT4001", `cannot find the TypeScript project ${tsconfigPath}: pass --project path/to/tsconfig.json`);

  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new ConfigError("GT4002", ts.flattenDiagnosticMessageText(d.messageText, "\n"), tsconfigPath);
    },
  });
  const problem = parsed?.errors.find((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS);
  if (problem !== undefined) {
    throw new ConfigError("GT4002", `${tsconfigPath}: ${ts.flattenDiagnosticMessageText(problem.messageText, "\n")}`);
  }
  // Files come from the tsconfig; their imports are resolved by the program, not one by one here.
  const project = new Project({ tsConfigFilePath: tsconfigPath, skipFileDependencyResolution: true });
  return { project, tsconfigPath, root: dirname(tsconfigPath) };
}

/** TS18003 "No inputs were found": a project with no files yet is not an error for the generator. */
const NO_INPUTS = 18003;
