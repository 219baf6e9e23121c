import type { JsonSchema } from "../../src/json-schema.js";
import { unescapeToken } from "../../src/validator/json-pointer.js";

/**
 * A key per subschema such that two subschemas with the same key get the same collector: the same
 * text (errors are collected relative to the subschema's location, so the location does not change
 * the code), and, when the text has a `$ref` or `$dynamicRef` (whose target lies outside it), the
 * same location in the same dynamic scope (see `DynamicScope`). Such a subschema is `anchored`: its
 * code names absolute locations. The same `{ "type": "string", "minLength": 1 }` 25 times in one
 * union then has one function.
 */
export interface SubschemaKey {
  key: string;
  anchored: boolean;
}

/** The JSON text of each subschema of one schema, by location, each written once. */
export class SubschemaTexts {
  readonly #root: JsonSchema;
  readonly #texts = new Map<string, string>();

  /** `text` is `JSON.stringify(root)`. */
  constructor(root: JsonSchema, readonly text: string) {
    this.#root = root;
  }

  /** The text of the subschema (or list of subschemas) at `pointer`, a location the tree builder made. */
  at(pointer: string): string {
    if (pointer === "") return this.text;
    let text = this.#texts.get(pointer);
    if (text === undefined) this.#texts.set(pointer, (text = JSON.stringify(this.#at(pointer))));
    return text;
  }

  /** `pointer` is well-formed (the tree builder made it): its tokens need unescaping, not checking. */
  #at(pointer: string): unknown {
    let target: unknown = this.#root;
    for (const token of pointer.slice(1).split("/")) target = (target as Record<string, unknown>)[unescapeToken(token)];
    return target;
  }
}

/** The keys of the subschemas of a module's schema. */
export class SubschemaKeys {
  readonly #texts: SubschemaTexts;

  constructor(texts: SubschemaTexts) {
    this.#texts = texts;
  }

  /**
   * The key of the subschema (or list of subschemas) at `pointer`, a location the tree builder made,
   * in the dynamic scope whose key is `scope`.
   */
  keyAt(pointer: string, scope: string): SubschemaKey {
    const text = this.#texts.at(pointer);
    // `"$ref"` in a constant only makes the key stricter than it needs to be.
    const anchored = text.includes('"$ref"') || text.includes('"$dynamicRef"');
    // A location has one text: the location says it all. (No JSON text holds a raw U+0000, so these
    // keys never equal a text.)
    return { key: anchored ? `\u0000${pointer}\u0000${scope}` : text, anchored };
  }
}
