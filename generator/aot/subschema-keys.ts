import type { JsonSchema } from "../../src/json-schema.js";
import { parsePointer } from "../../src/validator/json-pointer.js";

/**
 * A key per subschema such that two subschemas with the same key get the same code: the same text at
 * the same location (errors name the location), and, when the text has a `$ref` (whose target lies
 * outside it), the same whole document. Tools that share a `$defs` entry (the same `Address` in 500
 * tools) then share its functions.
 */
export class SubschemaKeys {
  readonly #document: string;
  readonly #root: JsonSchema;

  constructor(root: JsonSchema) {
    this.#root = root;
    this.#document = JSON.stringify(root);
  }

  /** The key of the subschema (or list of subschemas) at `pointer`, a location the tree builder made. */
  keyAt(pointer: string): string {
    const text = JSON.stringify(this.#at(pointer));
    // `"$ref"` in a constant only makes the key stricter than it needs to be.
    return text.includes('"$ref"') ? `${pointer}\u0000${text}\u0000${this.#document}` : `${pointer}\u0000${text}`;
  }

  #at(pointer: string): unknown {
    let target: unknown = this.#root;
    for (const token of parsePointer(pointer) ?? []) target = (target as Record<string, unknown>)[token];
    return target;
  }
}
