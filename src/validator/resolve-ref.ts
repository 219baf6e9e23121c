import { isPlainObject } from "./json-kind.js";
import { parsePointer, pointerOf } from "./json-pointer.js";

export type RefResolution =
  | { found: true; pointer: string; target: unknown }
  | { found: false; problem: string };

/**
 * Resolves a `$ref` within its own document: `#` or `#` and a JSON Pointer, percent-decoded first
 * (`#/$defs/a%25b` is `/$defs/a%b`), then `~1` and `~0` unescaped. `pointer` is the canonical form of
 * the target's location, the same string a walk of the document reaches it by.
 */
export function resolveRef(root: unknown, ref: string): RefResolution {
  if (!ref.startsWith("#")) {
    return { found: false, problem: `only references within the same schema (starting with '#') are supported, got '${ref}'` };
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return { found: false, problem: `'${ref}' has a malformed percent-encoding` };
  }
  if (fragment !== "" && !fragment.startsWith("/")) {
    return { found: false, problem: `anchors are not supported: write '${ref}' as a JSON Pointer, like '#/$defs/name'` };
  }
  const tokens = parsePointer(fragment);
  if (tokens === undefined) return { found: false, problem: `'${ref}' is not a valid JSON Pointer ('~' must be followed by 0 or 1)` };
  let target: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(target) && /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < target.length) {
      target = target[Number(token)];
    } else if (isPlainObject(target) && Object.hasOwn(target, token)) {
      target = target[token];
    } else {
      return { found: false, problem: `'${ref}' resolves to nothing in this schema` };
    }
  }
  return { found: true, pointer: pointerOf(tokens), target };
}
