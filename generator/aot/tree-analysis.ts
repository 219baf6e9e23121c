import type { JsonSchema } from "../../src/json-schema.js";
import { buildTree, type SchemaTree } from "../../src/validator/build-tree.js";
import { edgesOf, hasUnevaluated, inPlaceBelow, reachableFrom, type Edge } from "../../src/validator/node-graph.js";
import type { SchemaNode } from "../../src/validator/schema-node.js";
import { depthCheckedNodes } from "./depth-bounds.js";
import { SubschemaTexts } from "./subschema-keys.js";

/**
 * What the module emitter needs to know of one schema's tree before writing any code, and which
 * depends on that schema alone: its nodes, the ones its code calls as functions, the ones that need
 * depth checks, and its subschemas' texts.
 */
export interface TreeAnalysis {
  tree: SchemaTree;
  texts: SubschemaTexts;
  /** The nodes reachable from the root. */
  nodes: ReadonlySet<SchemaNode>;
  /** The nodes some node's code calls as a function (see `isApplied`), never written inline. */
  applied: ReadonlySet<SchemaNode>;
  /** The nodes a value can reach deeper than `MAX_DEPTH` (see `depthCheckedNodes`). */
  depthChecked: ReadonlySet<SchemaNode>;
}

/** Builds the tree of `schema` (whose JSON text is `text`) and analyses it. */
export function analyseTree(schema: JsonSchema, text: string, assertFormats: boolean): TreeAnalysis {
  const tree = buildTree(schema, { assertFormats });
  // Each node's edges, listed once for the walks below.
  const lists = new Map<SchemaNode, Edge[]>();
  const edges = (node: SchemaNode): Edge[] => {
    let list = lists.get(node);
    if (list === undefined) lists.set(node, (list = edgesOf(node)));
    return list;
  };
  const nodes = reachableFrom([tree.root], edges);
  const applied = new Set<SchemaNode>();
  for (const node of nodes) {
    const memoized = node.applicators.some((check) => check.memo !== undefined);
    for (const { child, keyword } of edges(node)) if (isApplied(keyword, memoized)) applied.add(child);
    // unevaluated* decides each in-place subschema, at every depth of them, to learn what it evaluates.
    if (hasUnevaluated(node)) for (const child of inPlaceBelow(node, edges)) applied.add(child);
  }
  return { tree, texts: new SubschemaTexts(schema, text), nodes, applied, depthChecked: depthCheckedNodes(tree.root, edges) };
}

/**
 * Whether a node's code calls the subschema its `keyword` applies as a function rather than writing
 * it inline: a `$ref` target, a union's, `not`'s, `if`'s, `contains`' or `propertyNames`' subschema
 * (each decided, not collected), and a subschema collected in place that is decided through the memo first
 * (`memoized`: the node's applicators have one).
 */
function isApplied(keyword: Edge["keyword"], memoized: boolean): boolean {
  switch (keyword) {
    case "$ref":
    case "anyOf":
    case "oneOf":
    case "not":
    case "if":
    case "contains":
    case "propertyNames":
      return true;
    case "allOf":
    case "then":
    case "else":
    case "dependentSchemas":
      return memoized;
    default:
      return false;
  }
}

