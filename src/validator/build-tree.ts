import type { JsonSchema, JsonTypeName, JsonValue } from "../json-schema.js";
import { frozenCopy } from "./frozen-copy.js";
import { isFrozenJson } from "./frozen-json.js";
import { isPlainObject } from "./json-kind.js";
import { applicatorChecks } from "./keywords/applicators.js";
import { unevaluatedChecks } from "./keywords/unevaluated.js";
import { arrayChecks } from "./keywords/array.js";
import { own, type BuildContext } from "./keywords/build-context.js";
import { numberChecks } from "./keywords/number.js";
import { objectChecks } from "./keywords/object.js";
import { stringChecks } from "./keywords/string.js";
import { valueChecks } from "./keywords/value.js";
import { DynamicScopes, EMPTY_SCOPE, type DynamicScope } from "./dynamic-scope.js";
import { parsePointer } from "./json-pointer.js";
import { isDynamicTarget, RefResolver, valueAt } from "./resolve-ref.js";
import { ANNOTATION_KEYWORDS } from "./schema-structure.js";
import { SchemaNode, TYPE_BITS } from "./schema-node.js";
import { memoizeRecursiveBranches } from "./node-graph.js";
import { ValidityMemo } from "./validity-memo.js";

export interface BuildOptions {
  assertFormats: boolean;
}

export interface SchemaTree {
  root: SchemaNode;
  /** Present when a recursive subschema applies two or more subschemas in place; see `ValidityMemo`. */
  memo: ValidityMemo | undefined;
}

/**
 * Compiles a schema that `inspectSchema` accepted into its tree of nodes, one node per subschema
 * location (so a `$ref` and the subschema it names share theirs, and recursion is a cycle of
 * nodes). Nodes are filled from a queue, not recursively, so a deep schema cannot overflow the stack.
 *
 * A schema with a `$dynamicRef` whose target depends on the dynamic scope is built again once its
 * first build has found the names those references ask for: then a node stands for a location in
 * one `DynamicScope`, and a subschema reached in two scopes has two nodes.
 */
export function buildTree(root: JsonSchema, options: BuildOptions): SchemaTree {
  const refs = new RefResolver(root);
  const first = new TreeBuilder(root, options, refs, undefined);
  const tree = first.build();
  if (first.dynamicNames.size === 0) return tree;
  return new TreeBuilder(root, options, refs, new DynamicScopes(refs, first.dynamicNames)).build();
}

interface Pending {
  node: SchemaNode;
  schema: JsonSchema;
  scope: DynamicScope;
}

class TreeBuilder implements BuildContext {
  readonly #root: JsonSchema;
  /** Whether nothing in the schema can change (see `frozenValue`). */
  readonly #frozenRoot: boolean;
  readonly #refs: RefResolver;
  readonly #scopes: DynamicScopes | undefined;
  /** The nodes by location, and by scope after a NUL where it has bindings. */
  readonly #nodes = new Map<string, SchemaNode>();
  readonly #queue: Pending[] = [];
  /** The scope of the node being filled: its subschemas' nodes are created in it. */
  #scope: DynamicScope = EMPTY_SCOPE;
  readonly assertFormats: boolean;
  /** The anchor names of the `$dynamicRef`s met that resolve to a `$dynamicAnchor`: those a scope binds. */
  readonly dynamicNames = new Set<string>();

  constructor(root: JsonSchema, options: BuildOptions, refs: RefResolver, scopes: DynamicScopes | undefined) {
    this.#root = root;
    this.#frozenRoot = isFrozenJson(root);
    this.#refs = refs;
    this.#scopes = scopes;
    this.assertFormats = options.assertFormats;
  }

  build(): SchemaTree {
    const root = this.#nodeIn(this.#scopes?.enter(EMPTY_SCOPE, "") ?? EMPTY_SCOPE, this.#root, "");
    for (let i = 0; i < this.#queue.length; i++) {
      const { node, schema, scope } = this.#queue[i] as Pending;
      this.#scope = scope;
      this.#fill(node, schema);
    }
    let memo: ValidityMemo | undefined;
    memoizeRecursiveBranches(this.#nodes.values(), () => (memo ??= new ValidityMemo()));
    return { root, memo };
  }

  node(schema: JsonSchema, pointer: string): SchemaNode {
    // A subschema with an `$id` is a resource: validation enters it.
    const entering = this.#scopes !== undefined && isPlainObject(schema) && typeof schema.$id === "string";
    return this.#nodeIn(entering ? this.#scopes.enter(this.#scope, pointer) : this.#scope, schema, pointer);
  }

  ref(ref: string, at: string): SchemaNode {
    const resolved = this.#resolve(ref, at);
    return this.#target(resolved.target, resolved.pointer);
  }

  dynamicRef(ref: string, at: string): SchemaNode {
    const resolved = this.#refs.resolve(ref, at);
    if (!resolved.found) throw new Error(`internal: unchecked $dynamicRef: ${resolved.problem}`);
    if (!isDynamicTarget(resolved)) return this.#target(resolved.target as JsonSchema, resolved.pointer);
    this.dynamicNames.add(resolved.anchor);
    // The outermost resource validation entered that has the anchor; the one named when none has.
    const bound = this.#scope.bindings.get(resolved.anchor);
    if (bound === undefined) return this.#target(resolved.target as JsonSchema, resolved.pointer);
    return this.#target(valueAt(this.#root, parsePointer(bound) as string[]) as JsonSchema, bound);
  }

  /** The node of a reference's target: validation enters the resource around it. */
  #target(schema: JsonSchema, pointer: string): SchemaNode {
    return this.#nodeIn(this.#scopes?.at(this.#scope, pointer) ?? this.#scope, schema, pointer);
  }

  #nodeIn(scope: DynamicScope, schema: JsonSchema, pointer: string): SchemaNode {
    const key = scope.key === "" ? pointer : `${pointer}\u0000${scope.key}`;
    let node = this.#nodes.get(key);
    if (node === undefined) {
      node = new SchemaNode(pointer, this.#nodes.size, scope.key);
      this.#nodes.set(key, node);
      this.#queue.push({ node, schema, scope });
    }
    return node;
  }

  followRefs(schema: JsonSchema, at: string): { schema: JsonSchema; pointer: string } {
    let current = { target: schema, pointer: at };
    // checkSchema refused cycles; the bound is only a guard.
    for (let hops = 0; hops < 1000 && isPlainObject(current.target) && isPureRef(current.target); hops++) {
      current = this.#resolve(current.target.$ref as string, current.pointer);
    }
    return { schema: current.target, pointer: current.pointer };
  }

  frozenValue<T extends JsonValue>(value: T): T {
    return this.#frozenRoot ? value : frozenCopy(value);
  }

  #resolve(ref: string, at: string): { target: JsonSchema; pointer: string } {
    const resolved = this.#refs.resolve(ref, at);
    if (!resolved.found) throw new Error(`internal: unchecked $ref: ${resolved.problem}`);
    return { target: resolved.target as JsonSchema, pointer: resolved.pointer };
  }

  #fill(node: SchemaNode, schema: JsonSchema): void {
    if (typeof schema === "boolean") {
      node.never = !schema;
      return;
    }
    const at = node.schemaPath;
    const type = own(schema, "type") as JsonTypeName | JsonTypeName[] | undefined;
    if (type !== undefined) {
      // Frozen: a type error carries the list (see frozenValue).
      node.types = Array.isArray(type) ? this.frozenValue(type) : Object.freeze([type]);
      node.typeMask = node.types.reduce((mask, name) => mask | TYPE_BITS[name], 0);
    }
    node.forAny.push(...valueChecks(schema, at, this));
    node.forNumbers.push(...numberChecks(schema, at));
    node.forStrings.push(...stringChecks(schema, at, this.assertFormats));
    node.forArrays.push(...arrayChecks(schema, at, this));
    node.forObjects.push(...objectChecks(schema, at, this));
    node.applicators.push(...applicatorChecks(schema, at, this));
    // Last among their type's checks: what they check depends on what the others evaluate.
    const unevaluated = unevaluatedChecks(schema, node, this);
    if (unevaluated.properties !== undefined) node.forObjects.push(unevaluated.properties);
    if (unevaluated.items !== undefined) node.forArrays.push(unevaluated.items);
  }
}

/** A schema that is a `$ref` and nothing else but annotations. */
function isPureRef(schema: Record<string, unknown>): boolean {
  if (typeof schema.$ref !== "string" || !Object.hasOwn(schema, "$ref")) return false;
  return Object.keys(schema).every((key) => key === "$ref" || key === "$defs" || ANNOTATION_KEYWORDS.has(key));
}
