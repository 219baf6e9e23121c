import ts from "../typescript.cjs";

/**
 * A file discovery reads by its syntax alone, outside the program (a declared base's source, the
 * JavaScript beside its declaration file, a module re-exporting `tool`), parsed as its name says:
 * TypeScript, TSX, a declaration file or JavaScript.
 */
export function parseFile(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}
