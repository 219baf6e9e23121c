import { IN_PLACE, reachableFrom, type Edge } from "../../src/validator/node-graph.js";
import { MAX_DEPTH, type SchemaNode } from "../../src/validator/schema-node.js";

/**
 * The nodes of a tree that a value can reach deeper than `MAX_DEPTH`, where the interpreter reports
 * `maxDepth`: those on or below a recursion (any depth), and those more than `MAX_DEPTH` levels
 * below the root of a very deep schema. Every other node needs no depth check. `edges` lists a
 * node's edges, as `edgesOf` does.
 */
export function depthCheckedNodes(root: SchemaNode, edges: (node: SchemaNode) => readonly Edge[]): Set<SchemaNode> {
  const { order, backTargets } = depthFirst(root, edges);
  const checked = reachableFrom(backTargets, edges);
  // Without recursion the remaining nodes form a DAG, and reverse post-order is a topological order.
  const depth = new Map<SchemaNode, number>([[root, 0]]);
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i] as SchemaNode;
    if (checked.has(node)) continue;
    const here = depth.get(node) ?? 0;
    if (here > MAX_DEPTH) checked.add(node);
    for (const { child, keyword } of edges(node)) {
      const below = here + (IN_PLACE.has(keyword) ? 0 : 1);
      if (below > (depth.get(child) ?? -1)) depth.set(child, below);
    }
  }
  return checked;
}

/** The tree's nodes in depth-first post-order, and the targets of its back edges (each on a cycle). */
function depthFirst(root: SchemaNode, edges: (node: SchemaNode) => readonly Edge[]): { order: SchemaNode[]; backTargets: SchemaNode[] } {
  const children = (node: SchemaNode): SchemaNode[] => edges(node).map((e) => e.child);
  const order: SchemaNode[] = [];
  const backTargets: SchemaNode[] = [];
  const onStack = new Set<SchemaNode>();
  const seen = new Set<SchemaNode>([root]);
  // Iterative, so that a schema nested a thousand levels deep cannot overflow the stack.
  const stack: { node: SchemaNode; children: SchemaNode[]; next: number }[] = [{ node: root, children: children(root), next: 0 }];
  onStack.add(root);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as (typeof stack)[number];
    const child = top.children[top.next++];
    if (child === undefined) {
      stack.pop();
      onStack.delete(top.node);
      order.push(top.node);
    } else if (onStack.has(child)) {
      backTargets.push(child);
    } else if (!seen.has(child)) {
      seen.add(child);
      onStack.add(child);
      stack.push({ node: child, children: children(child), next: 0 });
    }
  }
  return { order, backTargets };
}
