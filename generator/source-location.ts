import { relative } from "node:path";
import type ts from "./typescript.cjs";
import type { Diagnostic, Severity } from "./diagnostics.js";

/** A file path relative to the project root, with forward slashes. */
export function projectPath(root: string, file: string): string {
  return relative(root, file).replace(/\\/g, "/");
}

/** Where a diagnostic points: the file relative to the project root, 1-based line and column. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** A node's start: file relative to `root`, 1-based line and column. */
export function positionOf(root: string, node: ts.Node): SourcePosition {
  const file = node.getSourceFile();
  const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return { file: sourceFilePath(root, file), line: line + 1, column: character + 1 };
}

// Many tools share a file (5,000 in 500 in the bench corpus): each file's path is worked out once.
const sourceFilePaths = new WeakMap<ts.SourceFile, { root: string; path: string }>();

function sourceFilePath(root: string, file: ts.SourceFile): string {
  let known = sourceFilePaths.get(file);
  if (known?.root !== root) {
    known = { root, path: projectPath(root, file.fileName) };
    sourceFilePaths.set(file, known);
  }
  return known.path;
}

/** A diagnostic at a node's start. */
export function diagnosticAt(root: string, node: ts.Node, code: string, severity: Severity, message: string): Diagnostic {
  return diagnosticAtPosition(positionOf(root, node), code, severity, message);
}

export function diagnosticAtPosition(at: SourcePosition, code: string, severity: Severity, message: string): Diagnostic {
  return { code, severity, message, ...at };
}

