import { jsonKeys } from "../config/pointer-position.js";

/** A line and column (1-based) in a tsconfig. */
export type Position = { line: number; column: number };

/**
 * Where in a tsconfig's `text` a diagnostic about one of its settings points (a JSON Pointer such as
 * `/compilerOptions/module` or `/include`): at the key where the tsconfig writes it; at its
 * `"extends"` where an extended config sets it (`inherited`: the parsed options have a value the
 * file does not write); else where it would be written (`compilerOptions`, or the file's top). The
 * text is parsed once for every setting asked about; nowhere without a text.
 */
export function settingPositions(text: string | undefined): (pointer: string, inherited: boolean) => Position | undefined {
  if (text === undefined) return () => undefined;
  const keys = jsonKeys(text);
  return (pointer, inherited) => keys.position(inherited && !keys.has(pointer) && keys.has("/extends") ? "/extends" : pointer);
}
