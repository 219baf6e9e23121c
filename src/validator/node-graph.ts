import type { SchemaNode } from "./schema-node.js";
import type { ValidityMemo } from "./validity-memo.js";

/** A subschema of a node, with the keyword that applies it. */
export interface Edge {
  child: SchemaNode;
  keyword:
    | "prefixItems"
    | "items"
    | "contains"
    | "unevaluatedItems"
    | "propertyNames"
    | "properties"
    | "patternProperties"
    | "additionalProperties"
    | "unevaluatedProperties"
    | "$ref"
    | "allOf"
    | "anyOf"
    | "oneOf"
    | "not"
    | "if"
    | "then"
    | "else"
    | "dependentSchemas";
}

/** Keywords that apply a subschema to the value itself; the others apply it one level down. */
export const IN_PLACE: ReadonlySet<Edge["keyword"]> = new Set(["$ref", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas"]);

/** The node's subschemas, in keyword order. */
export function edgesOf(node: SchemaNode): Edge[] {
  const out: Edge[] = [];
  for (const check of node.forArrays) {
    if (check.kind === "prefixItems") for (const child of check.nodes) out.push({ child, keyword: "prefixItems" });
    if (check.kind === "items") out.push({ child: check.node, keyword: "items" });
    if (check.kind === "contains") out.push({ child: check.node, keyword: "contains" });
    if (check.kind === "unevaluatedItems") out.push({ child: check.node, keyword: "unevaluatedItems" });
  }
  for (const check of node.forObjects) {
    if (check.kind === "properties") for (const { node: child } of check.entries) out.push({ child, keyword: "properties" });
    if (check.kind === "propertyNames") out.push({ child: check.node, keyword: "propertyNames" });
    if (check.kind === "patternProperties") for (const { node: child } of check.entries) out.push({ child, keyword: "patternProperties" });
    if (check.kind === "additionalProperties") out.push({ child: check.node, keyword: "additionalProperties" });
    if (check.kind === "unevaluatedProperties") out.push({ child: check.node, keyword: "unevaluatedProperties" });
  }
  for (const check of node.applicators) {
    if (check.kind === "$ref") out.push({ child: check.target, keyword: "$ref" });
    if (check.kind === "allOf" || check.kind === "anyOf" || check.kind === "oneOf") for (const child of check.nodes) out.push({ child, keyword: check.kind });
    if (check.kind === "not") out.push({ child: check.node, keyword: "not" });
    if (check.kind === "if") {
      out.push({ child: check.condition, keyword: "if" });
      if (check.then !== undefined) out.push({ child: check.then, keyword: "then" });
      if (check.otherwise !== undefined) out.push({ child: check.otherwise, keyword: "else" });
    }
    if (check.kind === "dependentSchemas") for (const { node: child } of check.entries) out.push({ child, keyword: "dependentSchemas" });
  }
  return out;
}

/**
 * Gives `memo` to the applicators of every node that applies two or more subschemas to the same
 * value and can reach itself again (recursion): only there can the branches repeat at every level
 * of a value and multiply (see `ValidityMemo`). Elsewhere the branches are bounded by the schema's
 * size, and a call pays nothing for the memo. A recursive node with `unevaluatedProperties` or
 * `unevaluatedItems` applies its in-place subschemas, and theirs, twice (once to validate, once to
 * learn what they evaluated): those are memoized too, or a value 16 levels deep took minutes.
 */
export function memoizeRecursiveBranches(nodes: Iterable<SchemaNode>, memo: () => ValidityMemo): void {
  const give = (node: SchemaNode): void => {
    const shared = memo();
    for (const check of node.applicators) check.memo = shared;
  };
  for (const node of nodes) {
    const inPlace = edgesOf(node).filter((e) => IN_PLACE.has(e.keyword)).length;
    const walksAgain = inPlace > 0 && hasUnevaluated(node);
    if ((inPlace < 2 && !walksAgain) || !reachesItself(node)) continue;
    give(node);
    if (walksAgain) for (const below of inPlaceBelow(node)) give(below);
  }
}

/** Whether the node has `unevaluatedProperties` or `unevaluatedItems`. */
export function hasUnevaluated(node: SchemaNode): boolean {
  return node.forObjects.some((c) => c.kind === "unevaluatedProperties") || node.forArrays.some((c) => c.kind === "unevaluatedItems");
}

/** The subschemas `node` applies in place, and those they apply in place, and so on; `edges` lists a node's (as `edgesOf`). */
export function inPlaceBelow(node: SchemaNode, edges: (node: SchemaNode) => readonly Edge[] = edgesOf): Set<SchemaNode> {
  const inPlace = (n: SchemaNode): Edge[] => edges(n).filter((e) => IN_PLACE.has(e.keyword));
  return reachableFrom(inPlace(node).map((e) => e.child), inPlace);
}

function reachesItself(start: SchemaNode): boolean {
  const seen = new Set<SchemaNode>();
  const pending = edgesOf(start).map((e) => e.child);
  while (pending.length > 0) {
    const node = pending.pop() as SchemaNode;
    if (node === start) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const { child } of edgesOf(node)) pending.push(child);
  }
  return false;
}

/** The nodes reachable from `starts`, themselves included; `edges` lists a node's (as `edgesOf`). */
export function reachableFrom(starts: readonly SchemaNode[], edges: (node: SchemaNode) => readonly Edge[]): Set<SchemaNode> {
  const reached = new Set<SchemaNode>(starts);
  const pending = [...starts];
  while (pending.length > 0) {
    for (const { child } of edges(pending.pop() as SchemaNode)) {
      if (!reached.has(child)) {
        reached.add(child);
        pending.push(child);
      }
    }
  }
  return reached;
}
