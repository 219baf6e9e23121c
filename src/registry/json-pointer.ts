import { escapeToken } from "../validator/json-pointer.js";

/** One reference token of a JSON Pointer (RFC 6901) with its leading `/`: `~` becomes `~0`, `/` becomes `~1`. */
export function pointerToken(key: string | number): string {
  return `/${escapeToken(String(key))}`;
}
