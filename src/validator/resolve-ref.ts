import { isPlainObject } from "./json-kind.js";
import { escapeToken, parsePointer, pointerOf } from "./json-pointer.js";
import { SUBSCHEMA_KEYWORDS } from "./schema-structure.js";

export type RefResolution =
  | { found: true; pointer: string; target: unknown }
  | { found: false; problem: string };

/** The base URI of a schema without `$id`: any URI no `$id` would use, so that only `#…` refs name it. */
const NO_ID_BASE = "gen-tools:/schema";

/** A schema resource: a subschema with an `$id` (or the root), its URI and its location. */
interface Resource {
  uri: string;
  pointer: string;
}

/**
 * Resolves a `$ref` found in the subschema at `at`. The document is the schema; each subschema with
 * an `$id` in it (and the root) is a resource, whose URI is that `$id` resolved against the enclosing
 * resource's (the root's against a placeholder when relative or absent). The reference resolves
 * against the URI of the resource around `at`; a URI no resource of the document has names another
 * document, which is not supported. The fragment is percent-decoded, then read as a JSON Pointer
 * from that resource (`#/$defs/a%25b` is `/$defs/a%b`, then `~1` and `~0` unescaped) or, when it does
 * not start with `/`, as the name of one of its `$anchor`s. `pointer` is the canonical form of the
 * target's location, the same string a walk of the document reaches it by.
 */
export function resolveRef(root: unknown, ref: string, at = ""): RefResolution {
  const here = resourceAt(root, at);
  let resource = here;
  let hash: string;
  if (ref.startsWith("#")) {
    hash = ref;
  } else {
    let url: URL;
    try {
      url = new URL(ref, here.uri);
    } catch {
      return { found: false, problem: `'${ref}' is not a URI reference that resolves against the schema's URI '${here.uri}'` };
    }
    const uri = withoutFragment(url);
    if (uri !== here.uri) {
      const named = resourcesOf(root).find((r) => r.uri === uri);
      if (named === undefined) return { found: false, problem: `only references within the same schema are supported: '${ref}' names ${uri}` };
      resource = named;
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
    const pointer = anchorsOf(root).get(`${resource.uri}#${fragment}`);
    if (pointer === undefined) return { found: false, problem: `'${ref}' names no $anchor of this schema` };
    return { found: true, pointer, target: valueAt(root, parsePointer(pointer) as string[]) };
  }
  const tokens = parsePointer(fragment);
  if (tokens === undefined) return { found: false, problem: `'${ref}' is not a valid JSON Pointer ('~' must be followed by 0 or 1)` };
  const path = [...(parsePointer(resource.pointer) as string[]), ...tokens];
  const target = valueAt(root, path);
  if (target === MISSING) return { found: false, problem: `'${ref}' resolves to nothing in this schema` };
  return { found: true, pointer: pointerOf(path), target };
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

/** The URI of the document's root resource. */
export function documentUri(root: unknown): string {
  return resourceUri(root, NO_ID_BASE);
}

/** The URI `$id` gives a resource inside the one at `base`; `base` itself when there is no usable `$id`. */
export function resourceUri(schema: unknown, base: string): string {
  if (!isPlainObject(schema) || typeof schema.$id !== "string") return base;
  try {
    return withoutFragment(new URL(schema.$id, base));
  } catch {
    return base;
  }
}

function withoutFragment(url: URL): string {
  return url.href.slice(0, url.href.length - url.hash.length).replace(/#$/, "");
}

/**
 * The innermost resource around the subschema at `at`: the tokens are followed from the root, a
 * subschema at a time (a keyword, then an index or a name for a list or a map of subschemas).
 */
function resourceAt(root: unknown, at: string): Resource {
  let resource: Resource = { uri: documentUri(root), pointer: "" };
  let schema: unknown = root;
  const tokens = parsePointer(at) ?? [];
  let pointer = "";
  for (let i = 0; i < tokens.length && isPlainObject(schema); ) {
    const keyword = tokens[i++] as string;
    const container = Object.hasOwn(SUBSCHEMA_KEYWORDS, keyword) ? SUBSCHEMA_KEYWORDS[keyword] : undefined;
    if (container === undefined) break;
    pointer += `/${escapeToken(keyword)}`;
    schema = schema[keyword];
    if (container !== "schema") {
      const token = tokens[i++] as string;
      pointer += `/${escapeToken(token)}`;
      schema = Array.isArray(schema) ? schema[Number(token)] : isPlainObject(schema) ? schema[token] : undefined;
    }
    if (isPlainObject(schema) && typeof schema.$id === "string") resource = { uri: resourceUri(schema, resource.uri), pointer };
  }
  return resource;
}

interface DocumentIndex {
  resources: Resource[];
  /** Locations of the `$anchor`s, by their resource's URI, `#` and the name. */
  anchors: Map<string, string>;
}

/** Every subschema of the document, with the resource it is in: a walk through the keywords that hold subschemas. */
function indexDocument(root: unknown): DocumentIndex {
  const rootResource: Resource = { uri: documentUri(root), pointer: "" };
  const index: DocumentIndex = { resources: [rootResource], anchors: new Map() };
  const pending: { schema: unknown; pointer: string; resource: Resource }[] = [{ schema: root, pointer: "", resource: rootResource }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { schema, pointer } = next;
    if (!isPlainObject(schema)) continue;
    let { resource } = next;
    if (pointer !== "" && typeof schema.$id === "string") {
      resource = { uri: resourceUri(schema, resource.uri), pointer };
      index.resources.push(resource);
    }
    const anchor = `${resource.uri}#${String(schema.$anchor)}`;
    if (typeof schema.$anchor === "string" && !index.anchors.has(anchor)) index.anchors.set(anchor, pointer);
    for (const key of Object.keys(schema)) {
      const container = Object.hasOwn(SUBSCHEMA_KEYWORDS, key) ? SUBSCHEMA_KEYWORDS[key] : undefined;
      const value = schema[key];
      const at = `${pointer}/${escapeToken(key)}`;
      if (container === "schema") pending.push({ schema: value, pointer: at, resource });
      else if (container === "list" && Array.isArray(value)) value.forEach((item, i) => pending.push({ schema: item, pointer: `${at}/${i}`, resource }));
      else if (container === "map" && isPlainObject(value)) for (const name of Object.keys(value)) pending.push({ schema: value[name], pointer: `${at}/${escapeToken(name)}`, resource });
    }
  }
  return index;
}

/** The document's resources (walked again on each reference to another resource: they are rare). */
function resourcesOf(root: unknown): Resource[] {
  return indexDocument(root).resources;
}

/** The locations of the document's `$anchor`s (`checkSchema` refuses a name used twice in a resource). */
function anchorsOf(root: unknown): Map<string, string> {
  return indexDocument(root).anchors;
}
