import { readFileSync } from "node:fs";
import { jsonKeys } from "../config/pointer-position.js";

/** A line and column (1-based) in a tsconfig. */
type Position = { line: number; column: number };

/**
 * Where in a tsconfig a diagnostic about one of its settings points (a JSON Pointer such as
 * `/compilerOptions/module` or `/include`): at the key where the tsconfig writes it; at its
 * `"extends"` where an extended config sets it (`inherited`: the parsed options have a value the
 * file does not write); else where it would be written (`compilerOptions`, or the file's top).
 */
export function settingPosition(tsconfigPath: string, pointer: string, inherited: boolean): Position | undefined {
  return settingPositions(tsconfigPath)(pointer, inherited);
}

/**
 * `settingPosition` for several settings of one tsconfig, which is read and parsed once for them
 * all. Nowhere when the file cannot be read.
 */
export function settingPositions(tsconfigPath: string): (pointer: string, inherited: boolean) => Position | undefined {
  let text: string;
  try {
    text = readFileSync(tsconfigPath, "utf8");
  } catch {
    return () => undefined;
  }
  const keys = jsonKeys(text);
  return (pointer, inherited) => keys.position(inherited && !keys.has(pointer) && keys.has("/extends") ? "/extends" : pointer);
}
