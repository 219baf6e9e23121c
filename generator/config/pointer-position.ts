import { parsePointer } from "../../src/validator/json-pointer.js";
import ts from "../typescript.cjs";

/**
 * Where in a JSON file's text (comments and trailing commas allowed, as gen-tools.config.json has
 * them) the value a JSON Pointer names is: the line and column (1-based) of its key, or of the whole
 * value for the empty pointer. Where the text has no such key, the nearest enclosing one.
 */
export function pointerPosition(text: string, pointer: string): { line: number; column: number } {
  const { file, at } = locate(text, pointer);
  const { line, character } = file.getLineAndCharacterOfPosition(at.getStart(file));
  return { line: line + 1, column: character + 1 };
}

/** Whether the JSON text has the key a JSON Pointer names. */
export function hasPointer(text: string, pointer: string): boolean {
  return locate(text, pointer).found;
}

/** The key a pointer names, or the nearest enclosing one, and whether it was the key itself. */
function locate(text: string, pointer: string): { file: ts.JsonSourceFile; at: ts.Node; found: boolean } {
  const file = ts.parseJsonText("config.json", text);
  let node: ts.Node | undefined = file.statements[0]?.expression;
  let at: ts.Node = node ?? file;
  for (const key of parsePointer(pointer) ?? []) {
    if (node === undefined || !ts.isObjectLiteralExpression(node)) return { file, at, found: false };
    // The last of a repeated key: its value is the one the parsed object has.
    const property = node.properties.findLast((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p) === key);
    if (property === undefined) return { file, at, found: false };
    at = property.name;
    node = property.initializer;
  }
  return { file, at, found: true };
}

function nameOf(property: ts.PropertyAssignment): string | undefined {
  return ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : undefined;
}
