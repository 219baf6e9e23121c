import type { JsonSchema, JsonSchemaObject } from "../json-schema.js";
import { escapeToken as pointerToken } from "../validator/json-pointer.js";
import { resolveLocalRef } from "./schema-pointers.js";
import { isObjectSchema } from "./strict-schema-kind.js";

/** How deep objects nest below a place: how many, one in another, and where the innermost is. */
export interface Nesting {
  /** Objects nested one in another, the outermost counted. */
  levels: number;
  /** JSON Pointer of the innermost in the original schema (inside the definition that holds it). */
  innermost: string;
}

/** A subschema a `$ref` names, and its pointer. */
interface Target {
  schema: JsonSchema;
  pointer: string;
}

/**
 * How deep objects nest in what a `$ref` names, as OpenAI's limit of 10 levels sees a definition:
 * at the place it is used, with the references inside it followed too. OpenAI allows recursion,
 * so it cannot count a recursive definition as infinitely deep: a reference whose target can lead
 * back, through references, to where the reference is, is recursion and is not followed. A
 * recursive definition counts its own body, once; definitions that reference one another each
 * count their own. A definition's count is then the same wherever it is used: it is taken once.
 */
export class ReferenceNesting {
  /** Each referenced definition's nesting, by its pointer. */
  readonly #nesting = new Map<string, Nesting>();
  /** For each pointer a `$ref` names: the pointers its references lead to, directly or not. */
  readonly #reachable = new Map<string, Set<string>>();
  readonly #references = new Map<string, Target[]>();

  constructor(private readonly root: JsonSchemaObject) {}

  /**
   * The nesting of `ref`'s target where it is used, inside `enclosing` (the pointers of the
   * definitions the reference is in, `""` for the root): none when the target leads back into one.
   */
  of(ref: string, enclosing: ReadonlySet<string>): Nesting {
    const target = resolveLocalRef(this.root, ref);
    if (target === undefined) return { levels: 0, innermost: "" }; // the converter reports it
    const leadsTo = this.#reachableFrom(target.pointer, target.schema);
    if ([...enclosing].some((pointer) => leadsTo.has(pointer))) return { levels: 0, innermost: target.pointer };
    return this.#nestingOf(target.pointer, target.schema);
  }

  #nestingOf(pointer: string, schema: JsonSchema): Nesting {
    const known = this.#nesting.get(pointer);
    if (known !== undefined) return known;
    const nesting = this.#walk(schema, pointer, pointer);
    this.#nesting.set(pointer, nesting);
    return nesting;
  }

  /** The nesting at `pointer`, in the body of the definition at `owner`. */
  #walk(schema: JsonSchema, pointer: string, owner: string): Nesting {
    if (typeof schema === "boolean") return { levels: 0, innermost: pointer };
    const own = isObjectSchema(schema) ? 1 : 0;
    let deepest: Nesting = { levels: own, innermost: pointer };
    // A reference's target is at the reference's place, not one level below it.
    if (typeof schema.$ref === "string") {
      const target = resolveLocalRef(this.root, schema.$ref);
      if (target !== undefined && !this.#reachableFrom(target.pointer, target.schema).has(owner)) {
        const through = this.#nestingOf(target.pointer, target.schema);
        if (through.levels > deepest.levels) deepest = through;
      }
    }
    for (const [child, at] of subschemas(schema, pointer)) {
      const below = this.#walk(child, at, owner);
      if (own + below.levels > deepest.levels) deepest = { levels: own + below.levels, innermost: below.innermost };
    }
    return deepest;
  }

  #reachableFrom(pointer: string, schema: JsonSchema): Set<string> {
    const known = this.#reachable.get(pointer);
    if (known !== undefined) return known;
    const reached = new Set<string>();
    this.#reachable.set(pointer, reached);
    const pending: Target[] = [{ pointer, schema }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const target of this.#referencesIn(next)) {
        if (reached.has(target.pointer)) continue;
        reached.add(target.pointer);
        pending.push(target);
      }
    }
    return reached;
  }

  /** The targets of the references in a schema's body (its subschemas, not its `$defs`). */
  #referencesIn({ pointer, schema }: Target): Target[] {
    const known = this.#references.get(pointer);
    if (known !== undefined) return known;
    const targets: Target[] = [];
    const collect = (node: JsonSchema): void => {
      if (typeof node === "boolean") return;
      const target = typeof node.$ref === "string" ? resolveLocalRef(this.root, node.$ref) : undefined;
      if (target !== undefined) targets.push(target);
      for (const [child] of subschemas(node, "")) collect(child);
    };
    collect(schema);
    this.#references.set(pointer, targets);
    return targets;
  }
}

/** The subschemas strict mode takes, with their pointers: properties, union branches, array items. */
function subschemas(schema: JsonSchemaObject, pointer: string): [JsonSchema, string][] {
  const found: [JsonSchema, string][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push([property, `${pointer}/properties/${pointerToken(key)}`]);
  }
  (schema.anyOf ?? []).forEach((branch, i) => found.push([branch, `${pointer}/anyOf/${i}`]));
  if (schema.items !== undefined) found.push([schema.items, `${pointer}/items`]);
  return found;
}
