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
  return { file: projectPath(root, file.fileName), line: line + 1, column: character + 1 };
}

/** A diagnostic at a node's start. */
export function diagnosticAt(root: string, node: ts.Node, code: string, severity: Severity, message: string): Diagnostic {
  return diagnosticAtPosition(positionOf(root, node), code, severity, message);
}

export function diagnosticAtPosition(at: SourcePosition, code: string, severity: Severity, message: string): Diagnostic {
  return { code, severity, message, ...at };
}

