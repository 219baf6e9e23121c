import { isPlainObject } from "./json-kind.js";
import { decodedFragment, escapeToken, parsePointer, pointerOf } from "./json-pointer.js";
import { subschemaContainer, subschemasAt } from "./schema-structure.js";

export type RefResolution =
  /** `anchor`: the name the fragment gave (`#node`), for a reference resolved through an anchor. */
  | { found: true; pointer: string; target: unknown; anchor?: string }
  | { found: false; problem: string };

/** The base URI of a schema without `$id`: any URI no `$id` would use, so that only `#…` refs name it. */
export const NO_ID_BASE = "gen-tools:/schema";

/** A schema resource: a subschema with an `$id` (or the root), its URI and its location. */
interface Resource {
  uri: string;
  pointer: string;
}

/**
 * Resolves the `$ref`s of one schema document. The document is the schema; each subschema with an
 * `$id` in it (and the root) is a resource, whose URI is that `$id` resolved against the enclosing
 * resource's (the root's against a placeholder when relative or absent). A reference resolves
 * against the URI of the resource around it; a URI no resource of the document has names another
 * document, which is not supported. The fragment is percent-decoded, then read as a JSON Pointer
 * from that resource (`#/$defs/a%25b` is `/$defs/a%b`, then `~1` and `~0` unescaped) or, when it does
 * not start with `/`, as the name of one of its `$anchor`s or `$dynamicAnchor`s (both name a location
 * alike; only `$dynamicRef` tells them apart). `pointer` is the canonical form of the
 * target's location, the same string a walk of the document reaches it by. The document's
 * resources and anchors are indexed once, on the first reference that needs them.
 */
export class RefResolver {
  #index: DocumentIndex | undefined;

  constructor(readonly root: unknown) {}

  /** Resolves `ref`, found in the subschema at `at`. */
  resolve(ref: string, at = ""): RefResolution {
    const { root } = this;
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
        const named = this.#indexed().resources.find((r) => r.uri === uri);
        if (named === undefined) return { found: false, problem: `only references within the same schema are supported: '${ref}' names ${uri}` };
        resource = named;
      }
      hash = url.hash === "" ? "#" : url.hash;
    }
    const fragment = decodedFragment(hash.slice(1));
    if (fragment === undefined) return { found: false, problem: `'${ref}' has a malformed percent-encoding` };
    if (fragment !== "" && !fragment.startsWith("/")) {
      const pointer = this.#indexed().anchors.get(`${resource.uri}#${fragment}`);
      if (pointer === undefined) return { found: false, problem: `'${ref}' names no $anchor of this schema` };
      return { found: true, pointer, target: valueAt(root, parsePointer(pointer) as string[]), anchor: fragment };
    }
    const tokens = parsePointer(fragment);
    if (tokens === undefined) return { found: false, problem: `'${ref}' is not a valid JSON Pointer ('~' must be followed by 0 or 1)` };
    const path = [...(parsePointer(resource.pointer) as string[]), ...tokens];
    const target = valueAt(root, path);
    if (target === MISSING) return { found: false, problem: `'${ref}' resolves to nothing in this schema` };
    return { found: true, pointer: pointerOf(path), target };
  }

  /**
   * Each anchor (`$anchor` or `$dynamicAnchor`) named again in the same resource, in document order:
   * where, with which keyword, and where the first is.
   */
  repeatedAnchors(): RepeatedAnchor[] {
    return this.#indexed().repeated;
  }

  /** The location of the innermost resource around the subschema at `at`. */
  resourceOf(at: string): string {
    return resourceAt(this.root, at).pointer;
  }

  /** The `$dynamicAnchor`s of the resource at `resource` (a location `resourceOf` gave): their locations by name. */
  dynamicAnchorsIn(resource: string): ReadonlyMap<string, string> {
    return this.#indexed().dynamicAnchors.get(resource) ?? NO_ANCHORS;
  }

  /** The locations of every `$dynamicAnchor` of the document named `name`, in any resource. */
  dynamicAnchorsNamed(name: string): string[] {
    return [...this.#indexed().dynamicAnchors.values()].flatMap((anchors) => anchors.get(name) ?? []);
  }

  #indexed(): DocumentIndex {
    return (this.#index ??= indexDocument(this.root));
  }
}

/**
 * Whether a `$dynamicRef` resolved to `resolution` is dynamic: its fragment names an anchor, and the
 * subschema there has a `$dynamicAnchor` of that name. Any other is a `$ref`.
 */
export function isDynamicTarget(resolution: { target: unknown; anchor?: string }): resolution is { target: Record<string, unknown>; anchor: string } {
  return resolution.anchor !== undefined && isPlainObject(resolution.target) && resolution.target.$dynamicAnchor === resolution.anchor;
}

/** What `valueAt` gives for a location the document does not have. */
export const MISSING = Symbol("missing");

/** The value at a JSON Pointer's tokens (own properties, array indices), or `MISSING`. */
export function valueAt(root: unknown, tokens: readonly string[]): unknown {
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
function documentUri(root: unknown): string {
  return resourceUri(root, NO_ID_BASE);
}

/** The URI `$id` gives a resource inside the one at `base`; `base` itself when there is no usable `$id`. */
function resourceUri(schema: unknown, base: string): string {
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
    const container = subschemaContainer(keyword);
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

const NO_ANCHORS: ReadonlyMap<string, string> = new Map();

export interface RepeatedAnchor {
  name: string;
  pointer: string;
  keyword: "$anchor" | "$dynamicAnchor";
  earlier: string;
}

interface DocumentIndex {
  resources: Resource[];
  /** Locations of the anchors, by their resource's URI, `#` and the name (the first, of a name used twice). */
  anchors: Map<string, string>;
  /** The `$dynamicAnchor`s of each resource that has one, by the resource's location: their locations by name. */
  dynamicAnchors: Map<string, Map<string, string>>;
  repeated: RepeatedAnchor[];
}

/** Every subschema of the document, with the resource it is in: a walk through the keywords that hold subschemas. */
function indexDocument(root: unknown): DocumentIndex {
  const rootResource: Resource = { uri: documentUri(root), pointer: "" };
  const index: DocumentIndex = { resources: [rootResource], anchors: new Map(), dynamicAnchors: new Map(), repeated: [] };
  const pending: { schema: unknown; pointer: string; resource: Resource }[] = [{ schema: root, pointer: "", resource: rootResource }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { schema, pointer } = next;
    if (!isPlainObject(schema)) continue;
    let { resource } = next;
    if (pointer !== "" && typeof schema.$id === "string") {
      resource = { uri: resourceUri(schema, resource.uri), pointer };
      index.resources.push(resource);
    }
    for (const keyword of ["$anchor", "$dynamicAnchor"] as const) {
      const name = schema[keyword];
      if (typeof name !== "string") continue;
      const earlier = index.anchors.get(`${resource.uri}#${name}`);
      // `$anchor` and `$dynamicAnchor` of the same name on one subschema name one location.
      if (earlier !== undefined && earlier !== pointer) {
        index.repeated.push({ name, pointer, keyword, earlier });
        continue;
      }
      index.anchors.set(`${resource.uri}#${name}`, pointer);
      if (keyword === "$dynamicAnchor") {
        let dynamic = index.dynamicAnchors.get(resource.pointer);
        if (dynamic === undefined) index.dynamicAnchors.set(resource.pointer, (dynamic = new Map()));
        dynamic.set(name, pointer);
      }
    }
    const children: typeof pending = [];
    for (const key of Object.keys(schema)) {
      for (const sub of subschemasAt(key, schema[key], `${pointer}/${escapeToken(key)}`)) children.push({ ...sub, resource });
    }
    // Reversed onto the stack, so that subschemas are visited in document order: a repeated anchor is the later one.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as (typeof pending)[number]);
  }
  return index;
}
