import ts from "../typescript.cjs";
import { forEachCodeToken } from "./code-tokens.js";

// A JSDoc `@tool` tag, or a `@tool()` decorator, at the start of a line.
const TAG_OR_DECORATOR = /^[ \t]*(?:\/\*\*|\*)?[ \t]*@tool\b/m;

/**
 * The 1-based line of the first tool mark in a file's text, read without parsing it: a `@tool`
 * tag or decorator at the start of a line, or a call of `registerTool` in the code (not in a
 * comment or a string, nor a method of that name). For a file `include` leaves out, whose tools
 * gen-tools does not read.
 */
export function toolMarkLine(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const tag = TAG_OR_DECORATOR.exec(text)?.index;
  const call = text.includes("registerTool") ? registerToolCall(text) : undefined;
  const at = tag === undefined ? call : call === undefined ? tag : Math.min(tag, call);
  return at === undefined ? undefined : text.slice(0, at).split("\n").length;
}

// What follows a called name: its arguments, or its type arguments (`registerTool<Args>(…)`).
const CALL_STARTS = new Set<ts.SyntaxKind>([ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.LessThanToken]);

/** Where the code first calls `registerTool` (not `x.registerTool`, nor a function declared with that name), if it does. */
function registerToolCall(text: string): number | undefined {
  let at: number | undefined;
  forEachCodeToken(text, ({ kind, previous, scanner }) => {
    const call =
      kind === ts.SyntaxKind.Identifier &&
      scanner.getTokenValue() === "registerTool" &&
      previous !== ts.SyntaxKind.DotToken &&
      previous !== ts.SyntaxKind.QuestionDotToken &&
      previous !== ts.SyntaxKind.FunctionKeyword &&
      scanner.lookAhead(() => CALL_STARTS.has(scanner.scan()));
    if (call) at = scanner.getTokenStart();
    return call;
  });
  return at;
}
