import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ConfigError } from "../config/config-error.js";
import { projectPath } from "../source-location.js";
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

/**
 * Parses a tsconfig, and the ones it extends. A syntax error in any of them is GT4003 at its line
 * and column (the compiler reads past it, dropping what it cannot parse); any other error GT4002.
 */
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
      throw new ConfigError("GT4002", messageOf(d), tsconfigPath);
    },
  });
  // An unreadable tsconfig is reported through the callback above, so this is only for the types.
  if (parsed === undefined) throw new ConfigError("GT4002", `cannot read ${tsconfigPath}`, tsconfigPath);
  // The tsconfig's own syntax errors, then what the compiler says of the options and those it extends.
  const errors = ts.getConfigFileParsingDiagnostics(parsed).filter((d) => d.category === ts.DiagnosticCategory.Error);
  // A syntax error first: the options it hides may be what the other errors are about.
  const syntax = errors.find(isSyntaxError);
  if (syntax !== undefined) {
    const { line, character } = syntax.file.getLineAndCharacterOfPosition(syntax.start ?? 0);
    const name = projectPath(dirname(tsconfigPath), syntax.file.fileName);
    throw new ConfigError("GT4003", `${name} is not valid JSON: ${messageOf(syntax)}`, name, { line: line + 1, column: character + 1 });
  }
  const problem = errors.find((d) => d.code !== NO_INPUTS);
  if (problem !== undefined) throw new ConfigError("GT4002", `${tsconfigPath}: ${messageOf(problem)}`);
  return { path: tsconfigPath, parsed, texts };
}

/**
 * Refuses a tsconfig that gives the project no files (TS18003), or whose `files` names one that is
 * not there (tsc's TS6053), as tsc does: generating from it would write empty outputs, deleting
 * every tool. Apart from `readTsconfig`: the projects a solution references are read to choose
 * from, and one of them without files is no error there.
 */
export function requireInputs(read: TsconfigRead): void {
  const noInputs = read.parsed.errors.find((d) => d.code === NO_INPUTS);
  if (noInputs !== undefined) throw new ConfigError("GT4002", `${read.path}: ${messageOf(noInputs)}`);
  // `raw.files` is the `files` in force, an extended config's included, relative to this tsconfig.
  const files: unknown = read.parsed.raw?.files;
  const named = Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
  const missing = named.map((file) => resolve(dirname(read.path), file)).find((path) => !existsSync(path));
  if (missing !== undefined) throw new ConfigError("GT4002", `${read.path}: File '${compilerName(missing)}' not found (its "files" names it).`);
}

/** TS18003 "No inputs were found": no error for a referenced project, which `requireInputs` leaves for the chosen one. */
const NO_INPUTS = 18003;

/** The compiler numbers its parser's messages from 1000 to 1999; an extended config's come among the options' errors, in its file. */
function isSyntaxError(d: ts.Diagnostic): d is ts.Diagnostic & { file: ts.SourceFile } {
  return d.file !== undefined && d.code >= 1000 && d.code < 2000;
}

function messageOf(d: ts.Diagnostic): string {
  return ts.flattenDiagnosticMessageText(d.messageText, "\n");
}
