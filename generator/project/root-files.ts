import picomatch from "picomatch";
import { relative } from "node:path";
import ts from "../typescript.cjs";
import { forEachCodeToken } from "./code-tokens.js";
import { hasModuleSyntax } from "./module-syntax.js";

/**
 * The configuration's `include`, as a test of a file name: whether its tools are read. `null`
 * (no `include`) reads every file's.
 */
export function includeMatcher(root: string, include: readonly string[] | null): (fileName: string) => boolean {
  if (include === null) return () => true;
  const matches = picomatch([...include], { dot: true });
  return (fileName) => matches(relative(root, fileName).replace(/\\/g, "/"));
}

// What can change the meaning of a name in another file that does not import this one.
const GLOBAL_EFFECTS = /\bdeclare\s+(global|module)\b|^\s*\/\/\/\s*<reference\b/m;

/**
 * Whether a file the program does not start from could still change what a name means in the files
 * it does start from: a declaration file, a script (no `import` or `export`: its top-level
 * declarations are global), a `declare global` or `declare module` augmentation, or a triple-slash
 * reference. Read from the text, erring towards yes: such a file costs a parse, a file missed would
 * cost a type. `undefined` text (a file gone) is no.
 */
export function affectsOtherFiles(fileName: string, text: string | undefined): boolean {
  if (text === undefined) return false;
  if (isDeclarationFile(fileName)) return true;
  return GLOBAL_EFFECTS.test(text) || !hasModuleSyntax(text);
}

export function isDeclarationFile(fileName: string): boolean {
  return /\.d\.[cm]?ts$/.test(fileName);
}

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

/** Where the code first calls `registerTool` (not `x.registerTool`), if it does. */
function registerToolCall(text: string): number | undefined {
  let at: number | undefined;
  forEachCodeToken(text, ({ kind, previous, scanner }) => {
    const call =
      kind === ts.SyntaxKind.Identifier &&
      scanner.getTokenValue() === "registerTool" &&
      previous !== ts.SyntaxKind.DotToken &&
      previous !== ts.SyntaxKind.QuestionDotToken &&
      scanner.lookAhead(() => CALL_STARTS.has(scanner.scan()));
    if (call) at = scanner.getTokenStart();
    return call;
  });
  return at;
}
