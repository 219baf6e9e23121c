import { parsePointer } from "../../src/validator/json-pointer.js";
import ts from "../typescript.cjs";

/**
 * Where in a JSON file's text (comments and trailing commas allowed, as gen-tools.config.json has
 * them) the value a JSON Pointer names is: the line and column (1-based) of its key, or of the whole
 * value for the empty pointer. Where the text has no such key, the nearest enclosing one.
 */
export function pointerPosition(text: string, pointer: string): { line: number; column: number } {
  return jsonKeys(text).position(pointer);
}

/** `pointerPosition` for several pointers into one JSON text, which is parsed once for them all; `has`, whether the text has the key itself. */
export function jsonKeys(text: string): { position(pointer: string): { line: number; column: number }; has(pointer: string): boolean } {
  const file = ts.parseJsonText("config.json", text);
  return {
    position: (pointer) => {
      const { line, character } = file.getLineAndCharacterOfPosition(locate(file, pointer).at.getStart(file));
      return { line: line + 1, column: character + 1 };
    },
    has: (pointer) => locate(file, pointer).found,
  };
}

/** The key a pointer names, or the nearest enclosing one, and whether it was the key itself. */
function locate(file: ts.JsonSourceFile, pointer: string): { at: ts.Node; found: boolean } {
  let node: ts.Node | undefined = file.statements[0]?.expression;
  let at: ts.Node = node ?? file;
  for (const key of parsePointer(pointer) ?? []) {
    if (node === undefined || !ts.isObjectLiteralExpression(node)) return { at, found: false };
    // The last of a repeated key: its value is the one the parsed object has.
    const property = node.properties.findLast((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && nameOf(p) === key);
    if (property === undefined) return { at, found: false };
    at = property.name;
    node = property.initializer;
  }
  return { at, found: true };
}

function nameOf(property: ts.PropertyAssignment): string | undefined {
  return ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : undefined;
}
