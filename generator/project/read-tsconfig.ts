import { resolve } from "node:path";
import { ConfigError } from "../config/config-error.js";
import ts from "../typescript.cjs";

/** The compiler's name for a path: absolute, with forward slashes. */
export function compilerName(path: string): string {
  return resolve(path).replace(/\\/g, "/");
}

/** A tsconfig read: its path, what it parses to, and the text of each config file read for it. */
export interface TsconfigRead {
  path: string;
  parsed: ts.ParsedCommandLine;
  /** The tsconfig's text and those of the configs it extends, by compiler name. */
  texts: Map<string, string>;
}

/** Parses a tsconfig, and the ones it extends. */
export function readTsconfig(tsconfigPath: string): TsconfigRead {
  const texts = new Map<string, string>();
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    readFile: (path) => {
      const text = ts.sys.readFile(path);
      if (text !== undefined) texts.set(compilerName(path), text);
      return text;
    },
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new ConfigError("GT4002", ts.flattenDiagnosticMessageText(d.messageText, "\n"), tsconfigPath);
    },
  });
  // An unreadable tsconfig is reported through the callback above, so this is only for the types.
  if (parsed === undefined) throw new ConfigError("GT4002", `cannot read ${tsconfigPath}`, tsconfigPath);
  const problem = parsed.errors.find((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS);
  if (problem !== undefined) {
    throw new ConfigError("GT4002", `${tsconfigPath}: ${ts.flattenDiagnosticMessageText(problem.messageText, "\n")}`);
  }
  return { path: tsconfigPath, parsed, texts };
}

/** TS18003 "No inputs were found": a project with no files yet is not an error for the generator. */
const NO_INPUTS = 18003;
