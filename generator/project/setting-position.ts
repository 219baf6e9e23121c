import { readFileSync } from "node:fs";
import { hasPointer, pointerPosition } from "../config/pointer-position.js";

/**
 * Where in a tsconfig a diagnostic about one of its settings points (a JSON Pointer such as
 * `/compilerOptions/module` or `/include`): at the key where the tsconfig writes it; at its
 * `"extends"` where an extended config sets it (`inherited`: the parsed options have a value the
 * file does not write); else where it would be written (`compilerOptions`, or the file's top).
 */
export function settingPosition(tsconfigPath: string, pointer: string, inherited: boolean): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(tsconfigPath, "utf8");
  } catch {
    return undefined;
  }
  return inherited && !hasPointer(text, pointer) && hasPointer(text, "/extends") ? pointerPosition(text, "/extends") : pointerPosition(text, pointer);
}
