import ts from "../typescript.cjs";
import { forEachCodeToken } from "./code-tokens.js";

// After a top-level `import`, the tokens of `import(…)` and `import.meta`, which do not make a file a
// module (a script may load one); anything else begins an import declaration (`import module from`).
const NOT_A_DECLARATION = new Set<ts.SyntaxKind>([ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.DotToken]);

/**
 * Whether a TypeScript or JavaScript file has an `import` or `export` statement at its top level,
 * which makes it a module; without one it is a script, whose top-level declarations are global.
 * Read from its tokens (`forEachCodeToken`): `export` inside a namespace or a block, a comment or a
 * string does not count. JSX text can only make a module look like a script (costing a parse),
 * unless an apostrophe in it hides braces.
 */
export function hasModuleSyntax(text: string): boolean {
  let found = false;
  forEachCodeToken(text, ({ kind, depth, previous, scanner }) => {
    const keyword = kind === ts.SyntaxKind.ExportKeyword || kind === ts.SyntaxKind.ImportKeyword;
    found = keyword && depth === 0 && startsStatement(previous, scanner) && isModuleStatement(kind, scanner);
    return found;
  });
  return found;
}

/** Whether the token just scanned begins a statement: first in the file, or after `;`, `}` or a line break. */
function startsStatement(previous: ts.SyntaxKind | undefined, scanner: ts.Scanner): boolean {
  return (
    previous === undefined ||
    previous === ts.SyntaxKind.SemicolonToken ||
    previous === ts.SyntaxKind.CloseBraceToken ||
    scanner.hasPrecedingLineBreak()
  );
}

/** Looks past a top-level `export` or `import` to tell a module's statement from `import(…)` or `import.meta`. */
function isModuleStatement(keyword: ts.SyntaxKind, scanner: ts.Scanner): boolean {
  if (keyword === ts.SyntaxKind.ExportKeyword) return true;
  return scanner.lookAhead(() => !NOT_A_DECLARATION.has(scanner.scan()));
}
