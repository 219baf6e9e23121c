import type ts from "../../typescript.cjs";
import { globalName } from "../type-facts.js";

const BYTES = "take the bytes as text instead (base64, in a string)";

/**
 * What a tool can take instead of a platform object JSON cannot carry (GT1004), by the object's
 * platform global's name (see `globalName`): a hint for the objects people most often put in a
 * signature.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  URL: 'take its text instead: string & Format<"uri">',
  RegExp: "take its source instead, as a string",
  Promise: "take the value itself: a model sends data, not a pending result",
  AbortSignal: "a tool gets one from its ToolCallContext (a last parameter of that type), not from the model",
  Uint8Array: BYTES,
  ArrayBuffer: BYTES,
  SharedArrayBuffer: BYTES,
  Buffer: BYTES,
  Blob: BYTES,
  File: BYTES,
};

/** The stand-in hint for `type`, or undefined. */
export function standInFor(type: ts.Type, checker: ts.TypeChecker): string | undefined {
  const name = globalName(type, checker, STAND_INS);
  return name === undefined ? undefined : STAND_INS[name];
}
