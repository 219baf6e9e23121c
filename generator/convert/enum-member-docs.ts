import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { jsDocSummary } from "../annotate/jsdoc.js";
import { mayHaveOwnJsDoc } from "../jsdoc-on-demand.js";
import { enumMembers } from "./types/enum.js";

/**
 * An enum's schema with what its members' comments say appended to its description, one list item
 * per documented member, by value:
 *
 *     Shipping priority.
 *     - "low": Cheapest, 5-7 days.
 *     - "high": Next day.
 *
 * What a value means is what a model needs to choose one; a description keeps the schema the plain
 * `enum` validators check fastest (a `oneOf` of `const`s would be tried branch by branch). An enum
 * none of whose members has a comment is left as it is.
 */
export function withEnumMemberDocs(schema: JsonSchemaObject, type: ts.Type, checker: ts.TypeChecker): JsonSchemaObject {
  if (schema.enum === undefined) return schema;
  const lines: string[] = [];
  for (const member of enumMembers(type)) {
    const doc = mayHaveOwnJsDoc(member) ? jsDocSummary(member) : undefined;
    if (doc === undefined) continue;
    const value = checker.getConstantValue(member);
    if (value !== undefined) lines.push(`- ${JSON.stringify(value)}: ${indented(doc)}`);
  }
  if (lines.length === 0) return schema;
  const list = lines.join("\n");
  return { ...schema, description: schema.description === undefined ? list : `${schema.description}\n${list}` };
}

/** A comment of several lines stays inside its list item. */
function indented(doc: string): string {
  return doc.replace(/\n/g, "\n  ");
}
