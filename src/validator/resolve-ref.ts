import { isPlainObject } from "./json-kind.js";
import { escapeToken, parsePointer, pointerOf } from "./json-pointer.js";
import { SUBSCHEMA_KEYWORDS } from "./schema-structure.js";

export type RefResolution =
  | { found: true; pointer: string; target: unknown }
  | { found: false; problem: string };

/** The base URI of a schema without `$id`: any URI no `$id` would use, so that only `#…` refs name it. */
const NO_ID_BASE = "gen-tools:/schema";

/**
 * Resolves a `$ref` within its own document. The document is the schema, whose URI is its root
 * `$id` (resolved against a placeholder when relative or absent); a reference resolving to another
 * URI names another document, which is not supported. The fragment is percent-decoded, then read as
 * a JSON Pointer (`#/$defs/a%25b` is `/$defs/a%b`, then `~1` and `~0` unescaped) or, when it does
 * not start with `/`, as the name of a `$anchor`. `pointer` is the canonical form of the target's
 * location, the same string a walk of the document reaches it by.
 */
export function resolveRef(root: unknown, ref: string): RefResolution {
  let hash: string;
  if (ref.startsWith("#")) {
    hash = ref;
  } else {
    const base = documentUri(root);
    let url: URL;
    try {
      url = new URL(ref, base);
    } catch {
      return { found: false, problem: `'${ref}' is not a URI reference that resolves against the schema's URI '${base}'` };
    }
    if (withoutFragment(url) !== base) {
      return { found: false, problem: `only references within the same schema are supported: '${ref}' names ${withoutFragment(url)}` };
    }
    hash = url.hash === "" ? "#" : url.hash;
  }
  let fragment: string;
  try {
    fragment = decodeURIComponent(hash.slice(1));
  } catch {
    return { found: false, problem: `'${ref}' has a malformed percent-encoding` };
  }
  if (fragment !== "" && !fragment.startsWith("/")) {
    const pointer = anchorsOf(root).get(fragment);
    if (pointer === undefined) return { found: false, problem: `'${ref}' names no $anchor of this schema` };
    return { found: true, pointer, target: valueAt(root, parsePointer(pointer) as string[]) };
  }
  const tokens = parsePointer(fragment);
  if (tokens === undefined) return { found: false, problem: `'${ref}' is not a valid JSON Pointer ('~' must be followed by 0 or 1)` };
  const target = valueAt(root, tokens);
  if (target === MISSING) return { found: false, problem: `'${ref}' resolves to nothing in this schema` };
  return { found: true, pointer: pointerOf(tokens), target };
}

const MISSING = Symbol("missing");

function valueAt(root: unknown, tokens: readonly string[]): unknown {
  let target: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(target) && /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < target.length) {
      target = target[Number(token)];
    } else if (isPlainObject(target) && Object.hasOwn(target, token)) {
      target = target[token];
    } else {
      return MISSING;
    }
  }
  return target;
}

/** The URI of the document `root` is: its `$id` resolved against the placeholder, without the fragment. */
export function documentUri(root: unknown): string {
  const id = isPlainObject(root) && typeof root.$id === "string" ? root.$id : "";
  try {
    return withoutFragment(new URL(id, NO_ID_BASE));
  } catch {
    return NO_ID_BASE;
  }
}

function withoutFragment(url: URL): string {
  return url.href.slice(0, url.href.length - url.hash.length).replace(/#$/, "");
}

/**
 * The locations of the document's `$anchor`s, by name (`checkSchema` refuses a name used twice),
 * found by a walk through the keywords that hold subschemas.
 */
function anchorsOf(root: unknown): Map<string, string> {
  const anchors = new Map<string, string>();
  const pending: { schema: unknown; pointer: string }[] = [{ schema: root, pointer: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { schema, pointer } = next;
    if (!isPlainObject(schema)) continue;
    if (typeof schema.$anchor === "string" && !anchors.has(schema.$anchor)) anchors.set(schema.$anchor, pointer);
    for (const key of Object.keys(schema)) {
      const container = Object.hasOwn(SUBSCHEMA_KEYWORDS, key) ? SUBSCHEMA_KEYWORDS[key] : undefined;
      const value = schema[key];
      const at = `${pointer}/${escapeToken(key)}`;
      if (container === "schema") pending.push({ schema: value, pointer: at });
      else if (container === "list" && Array.isArray(value)) value.forEach((item, i) => pending.push({ schema: item, pointer: `${at}/${i}` }));
      else if (container === "map" && isPlainObject(value)) for (const name of Object.keys(value)) pending.push({ schema: value[name], pointer: `${at}/${escapeToken(name)}` });
    }
  }
  return anchors;
}
