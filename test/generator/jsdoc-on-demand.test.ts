import { describe, expect, it } from "vitest";
import { withJsDoc } from "../../generator/jsdoc-on-demand.js";
import ts from "../../generator/typescript.cjs";

const SOURCE = `/** A module comment. */
import { x } from "./x.js";

/**
 * Greets.
 * @param who - The one greeted.
 * @deprecated use hello
 */
export function greet(who: string, /** inline */ times = 1): string {
  return who;
}

/** An arrow. @tool arrows.run */
export const run = (a: number) => a;

export class Agent {
  /**
   * Adds.
   * @param a First.
   * @tool
   */
  add(a: number): number {
    return a;
  }

  /** Not a tool. */
  private count = 0;
}

export interface Args {
  /** The city. @minLength 1 */
  city: string;
  /** The options. */
  options?: { /** Verbose output. */ verbose: boolean };
}
`;

/** Every node of a file, in order. */
function nodes(file: ts.SourceFile): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return all;
}

/** The JSDoc TypeScript's functions report for a node, as text. */
function docs(node: ts.Node): string[] {
  return [...ts.getJSDocCommentsAndTags(node), ...ts.getJSDocTags(node)].map((d) => d.getText());
}

/** The source with parent pointers (JSDoc's included), as a program's bound files have them. */
function parse(mode: ts.JSDocParsingMode): ts.SourceFile {
  return ts.createSourceFile("/project/a.ts", SOURCE, { languageVersion: ts.ScriptTarget.ES2022, jsDocParsingMode: mode }, true);
}

describe("withJsDoc", () => {
  it("gives every node the JSDoc the parser would have given it", () => {
    const eager = nodes(parse(ts.JSDocParsingMode.ParseAll));
    const lazy = nodes(parse(ts.JSDocParsingMode.ParseForTypeInfo));
    expect(lazy.map((n) => n.kind)).toEqual(eager.map((n) => n.kind));
    const withDocs = eager.flatMap((node, i) => (docs(node).length > 0 ? [i] : []));
    expect(withDocs.length).toBeGreaterThan(10);
    // The node's kind and start beside its JSDoc, to say which node differs.
    const described = (node: ts.Node, jsDoc: string[]) => [ts.SyntaxKind[node.kind], node.pos, jsDoc];
    for (const [i, node] of lazy.entries()) expect(described(node, docs(withJsDoc(node)))).toEqual(described(node, docs(eager[i]!)));
  });

  it("replaces the tags TypeScript cached as none before the comment was parsed", () => {
    const file = parse(ts.JSDocParsingMode.ParseForTypeInfo);
    const greet = file.statements.find(ts.isFunctionDeclaration)!;
    expect(ts.getJSDocTags(greet)).toEqual([]);
    expect(ts.getJSDocTags(withJsDoc(greet)).map((t) => t.tagName.text)).toEqual(["param", "deprecated"]);
  });

  it("places parsed comments in the file: positions, parents and text", () => {
    const file = parse(ts.JSDocParsingMode.ParseForTypeInfo);
    const agent = file.statements.find(ts.isClassDeclaration)!;
    const add = agent.members.find(ts.isMethodDeclaration)!;
    const [param, tool] = ts.getJSDocTags(withJsDoc(add));
    expect(tool?.getSourceFile()).toBe(file);
    expect(file.getLineAndCharacterOfPosition(tool!.getStart(file)).line + 1).toBe(20);
    expect(ts.getTextOfJSDocComment(param?.comment)).toBe("First.");
  });
});
