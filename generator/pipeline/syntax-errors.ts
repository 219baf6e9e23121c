import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { diagnosticAtPosition, projectPath } from "../source-location.js";
import ts from "../typescript.cjs";
import { isWithin } from "../within-folder.js";

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

/**
 * The syntax errors of the program's other source files, which hold no tool the generator reads
 * but may hold the types of one: a file outside the project reached by an import, or one the
 * config's `include` leaves out. Packages' files and the generator's own outputs are not the user's
 * to mend, and are left out.
 */
export function otherSyntaxErrors(program: ts.Program, scanned: readonly ts.SourceFile[], root: string, outDir: string): Diagnostic[] {
  const skip = new Set(scanned);
  return program
    .getSourceFiles()
    .filter((file) => !skip.has(file) && !file.isDeclarationFile && !/[\\/]node_modules[\\/]/.test(file.fileName) && !isWithin(resolve(file.fileName), outDir))
    .flatMap((file) => syntaxErrors(program, file, root));
}
