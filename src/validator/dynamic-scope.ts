import type { RefResolver } from "./resolve-ref.js";

/**
 * What the dynamic scope at a subschema means for its `$dynamicRef`s: for each name they ask for,
 * the `$dynamicAnchor` of that name in the outermost resource validation entered on its way there.
 * `key` names the bindings; a scope with none has the key `""`.
 */
export interface DynamicScope {
  readonly key: string;
  readonly bindings: ReadonlyMap<string, string>;
}

export const EMPTY_SCOPE: DynamicScope = { key: "", bindings: new Map() };

/**
 * The dynamic scopes of one schema document, worked out while its tree is built rather than while
 * values are validated: a scope changes only where validation enters a resource, so the builder
 * gives each subschema one node per scope it can be reached in, and each `$dynamicRef` node points
 * at its target for that scope. Only the names some `$dynamicRef` asks for are bound, so that scopes
 * differing in nothing a reference reads stay one.
 */
export class DynamicScopes {
  readonly #refs: RefResolver;
  readonly #names: ReadonlySet<string>;
  /** Each scope once, by key, so that equal scopes are the same object. */
  readonly #byKey = new Map<string, DynamicScope>([["", EMPTY_SCOPE]]);
  /** `enter`'s results, by the scope's key and the resource's location. */
  readonly #entered = new Map<string, DynamicScope>();

  constructor(refs: RefResolver, names: ReadonlySet<string>) {
    this.#refs = refs;
    this.#names = names;
  }

  /** The scope at the subschema at `pointer`, reached from one in `scope`: its resource entered. */
  at(scope: DynamicScope, pointer: string): DynamicScope {
    return this.enter(scope, this.#refs.resourceOf(pointer));
  }

  /** The scope once the resource at `resource` is entered from `scope`: its anchors bind the names still free. */
  enter(scope: DynamicScope, resource: string): DynamicScope {
    const cacheKey = `${scope.key}\u0000${resource}`;
    let entered = this.#entered.get(cacheKey);
    if (entered === undefined) {
      const bindings = new Map(scope.bindings);
      for (const [name, pointer] of this.#refs.dynamicAnchorsIn(resource)) {
        if (this.#names.has(name) && !bindings.has(name)) bindings.set(name, pointer);
      }
      entered = this.#interned(bindings);
      this.#entered.set(cacheKey, entered);
    }
    return entered;
  }

  #interned(bindings: Map<string, string>): DynamicScope {
    const key = JSON.stringify([...bindings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    let scope = this.#byKey.get(key);
    if (scope === undefined) this.#byKey.set(key, (scope = { key, bindings }));
    return scope;
  }
}
