import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";

// Types only from the compiler: the up-to-date replay reaches this through GT3005's report
// (pipeline/runtime-schema-check.ts) and must not load the compiler.

/** A hand-written schema read from syntax, with the node of each JSON Pointer in it. */
export interface SchemaLiteral {
  value: JsonSchemaObject;
  nodes: Map<string, ts.Node>;
}

/**
 * Where a hand-written schema writes the value at `pointer`: its node, or that of the nearest
 * value around it that has one (a spread or a constant the literal does not spell out has none).
 */
export function schemaSyntaxAt(literal: SchemaLiteral, pointer: string): ts.Node | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
    const node = literal.nodes.get(p);
    if (node !== undefined || p === "") return node;
  }
}
