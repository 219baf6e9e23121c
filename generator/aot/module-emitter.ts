import type { AnyOfCheck, OneOfCheck } from "../../src/validator/keywords/applicators.js";
import type { SchemaTree } from "../../src/validator/build-tree.js";
import type { JsonSchema } from "../../src/json-schema.js";
import { edgesOf } from "../../src/validator/node-graph.js";
import type { SchemaNode } from "../../src/validator/schema-node.js";
import type { EmitContext } from "./emit/context.js";
import { unionFunctionBody } from "./emit/applicators.js";
import { nodeValid } from "./emit/node.js";
import { helperSources } from "./embedded-helpers.js";
import { indent, jsonExpression, unindented } from "./js-source.js";
import { SubschemaKeys } from "./subschema-keys.js";

/** The functions written for one subschema key: a tree whose subschema has the same key calls these. */
interface SharedFunctions {
  valid?: string;
  union?: string;
}

/**
 * Collects the code of one generated module's fast checks: a function `vN(x, d)` per subschema,
 * constants hoisted to module scope, and the embedded helpers used. Subschemas with the same key
 * (see `SubschemaKeys`), in any of the module's trees, share their functions; a subschema whose key
 * is used once in the module and that only its parent applies is written inline into its parent's
 * fast check instead. Every tree is `count`ed before the first is added, so that the module's uses
 * of each key are known.
 */
export class ModuleEmitter implements EmitContext {
  readonly #constants = new Map<string, string>();
  readonly #helpers = new Set<string>();
  readonly #functions: string[] = [];
  readonly #ids = new Map<SchemaNode, number>();
  readonly #validNames = new Map<SchemaNode, string>();
  readonly #unionNames = new Map<AnyOfCheck | OneOfCheck, string>();
  readonly #inline = new Set<SchemaNode>();
  /** Function names by subschema key, across the module's trees (see `SubschemaKeys`). */
  readonly #shared = new Map<string, SharedFunctions>();
  #keys: SubschemaKeys | undefined;
  /** The current tree's keys, by location. */
  #keyAt = new Map<string, string>();
  readonly #pending: (() => string)[] = [];
  /** How many subschemas of the module's trees have each key. */
  readonly #uses = new Map<string, number>();
  #locals = 0;

  /** Counts the keys of a tree that will be added. */
  count({ root }: SchemaTree, schema: JsonSchema): void {
    const keys = new SubschemaKeys(schema);
    for (const node of reachable(root)) {
      const key = keys.keyAt(node.schemaPath);
      this.#uses.set(key, (this.#uses.get(key) ?? 0) + 1);
    }
  }

  /**
   * Adds a schema's tree; returns the name of its root's fast-check function, and whether its calls
   * need a fresh memo table (see `ValidityMemo` and `MEMO_HELPER`).
   */
  addRoot({ root, memo }: SchemaTree, schema: JsonSchema): { valid: string; memoized: boolean } {
    this.#keys = new SubschemaKeys(schema);
    this.#keyAt = new Map();
    this.#plan(root);
    const names = { valid: this.#validFunction(root), memoized: memo !== undefined };
    // Unindented: a 1,000-tool module is imported at start-up, where every byte is parsed.
    while (this.#pending.length > 0) this.#functions.push(unindented((this.#pending.shift() as () => string)()));
    return names;
  }

  /** The module's code before its exports: helpers, constants, functions. */
  body(): string {
    const constants = [...this.#constants].map(([expression, name]) => `const ${name} = ${expression};`);
    return [helperSources(this.#helpers), constants.join("\n"), this.#functions.join("\n\n")].filter((part) => part !== "").join("\n\n");
  }

  constant(expression: string): string {
    let name = this.#constants.get(expression);
    if (name === undefined) {
      name = `K${this.#constants.size}`;
      this.#constants.set(expression, name);
    }
    return name;
  }

  json(value: unknown): string {
    return this.constant(jsonExpression(value));
  }

  helper(name: string): string {
    this.#helpers.add(name);
    return name;
  }

  local(prefix: string): string {
    // `$` keeps locals apart from the functions (`v3`) and constants (`K3`).
    return `${prefix}$${this.#locals++}`;
  }

  valid(node: SchemaNode, x: string, k: number, fail: string): string {
    if (this.#inline.has(node)) return nodeValid(node, x, k, fail, this);
    return `if (!${this.accepts(node, x, k === 0 ? "d" : `d + ${k}`)}) ${fail}`;
  }

  accepts(node: SchemaNode, x: string, depth: string, memoized = false): string {
    const valid = this.#validFunction(node);
    return memoized ? `memo(${valid}, ${this.#id(node)}, ${x}, ${depth})` : `${valid}(${x}, ${depth})`;
  }

  union(check: AnyOfCheck | OneOfCheck): string {
    let name = this.#unionNames.get(check);
    if (name === undefined) {
      // Keyed by the branch list's key, and the keyword: the same list decides `anyOf` and `oneOf` apart.
      const shared = this.#sharedAt(check.schemaPath, check.kind);
      if (shared.union === undefined) {
        const fn = `u${this.#unionNames.size}`;
        shared.union = fn;
        this.#pending.push(() => `function ${fn}(x, d) {\n${indent(unionFunctionBody(check, this))}\n}`);
      }
      name = shared.union;
      this.#unionNames.set(check, name);
    }
    return name;
  }

  #keyOf(pointer: string): string {
    let key = this.#keyAt.get(pointer);
    if (key === undefined) {
      key = (this.#keys as SubschemaKeys).keyAt(pointer);
      this.#keyAt.set(pointer, key);
    }
    return key;
  }

  #sharedAt(pointer: string, keyword = ""): SharedFunctions {
    const key = `${keyword}\u0000${this.#keyOf(pointer)}`;
    let shared = this.#shared.get(key);
    if (shared === undefined) {
      shared = {};
      this.#shared.set(key, shared);
    }
    return shared;
  }

  #id(node: SchemaNode): number {
    let id = this.#ids.get(node);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(node, id);
    }
    return id;
  }

  #validFunction(node: SchemaNode): string {
    let name = this.#validNames.get(node);
    if (name === undefined) {
      const shared = this.#sharedAt(node.schemaPath);
      if (shared.valid === undefined) {
        const fn = `v${this.#id(node)}`;
        shared.valid = fn;
        this.#pending.push(() => `function ${fn}(x, d) {\n${indent(nodeValid(node, "x", 0, "return false;", this))}\n  return true;\n}`);
      }
      name = shared.valid;
      this.#validNames.set(node, name);
    }
    return name;
  }

  /** Decides which of the tree's nodes are written inline. */
  #plan(root: SchemaNode): void {
    const needsFunction = new Set<SchemaNode>([root]);
    const reached = reachable(root);
    for (const node of reached) for (const { child, applied } of childrenOf(node)) if (applied) needsFunction.add(child);
    for (const node of reached) {
      if (!needsFunction.has(node) && this.#uses.get(this.#keyOf(node.schemaPath)) === 1) this.#inline.add(node);
    }
  }
}

/** The nodes of a tree. */
function reachable(root: SchemaNode): Set<SchemaNode> {
  const reached = new Set<SchemaNode>([root]);
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop() as SchemaNode;
    for (const { child } of edgesOf(node)) {
      if (!reached.has(child)) {
        reached.add(child);
        pending.push(child);
      }
    }
  }
  return reached;
}

/**
 * A node's subschemas; `applied` marks those its code calls as functions rather than writing inline:
 * a `$ref` target, a union's or `not`'s branch, and an `allOf` branch decided through the memo.
 */
function childrenOf(node: SchemaNode): { child: SchemaNode; applied: boolean }[] {
  const memoized = node.applicators.some((check) => check.memo !== undefined);
  return edgesOf(node).map(({ child, keyword }) => ({
    child,
    applied: keyword === "$ref" || keyword === "anyOf" || keyword === "oneOf" || keyword === "not" || (keyword === "allOf" && memoized),
  }));
}
