import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAtPosition, projectPath } from "../source-location.js";
import ts from "../typescript.cjs";

/**
 * A scanned file's syntax errors, as GT2015 diagnostics with TypeScript's own message and code.
 * The parser recovers from them with a guessed tree, whose "tools" would only add noise (a
 * parameter named `string`, say): a file that does not parse has its syntax errors reported and
 * nothing else. They are the parser's, kept with the file, so asking costs nothing.
 */
export function syntaxErrors(program: ts.Program, file: ts.SourceFile, root: string): Diagnostic[] {
  return program.getSyntacticDiagnostics(file).map((d) => {
    const { line, character } = file.getLineAndCharacterOfPosition(d.start ?? 0);
    const message = `${ts.flattenDiagnosticMessageText(d.messageText, " ")} (TS${d.code})`;
    return diagnosticAtPosition({ file: projectPath(root, file.fileName), line: line + 1, column: character + 1 }, "GT2015", "error", message);
  });
}
