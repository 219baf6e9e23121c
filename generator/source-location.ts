import { relative } from "node:path";
import type ts from "./typescript.cjs";
import type { ToolSource } from "../src/manifest.js";
import type { Diagnostic, Severity } from "./diagnostics.js";

/** A file path relative to the project root, with forward slashes. */
export function projectPath(root: string, file: string): string {
  return relative(root, file).replace(/\\/g, "/");
}

/** A diagnostic at a node's start: file relative to `root`, 1-based line and column. */
export function diagnosticAt(root: string, node: ts.Node, code: string, severity: Severity, message: string): Diagnostic {
  const file = node.getSourceFile();
  const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return { code, severity, message, file: projectPath(root, file.fileName), line: line + 1, column: character + 1 };
}

/** `{ file, line }` of a node, as the manifest records a tool's source. */
export function sourceOf(root: string, node: ts.Node): ToolSource {
  const file = node.getSourceFile();
  return { file: projectPath(root, file.fileName), line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 };
}
