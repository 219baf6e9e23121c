import ts from "../typescript.cjs";

// Brace kinds on the scanner's stack: a block or object literal, and a template's `${ … }`.
const BLOCK = 0;
const TEMPLATE = 1;

// Tokens after which a `/` divides; after any other it starts a regular expression. Names and
// keywords end an operand (`x.type / 2`), except the keywords an expression follows (`return /a/`).
const ENDS_OPERAND = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);
const PRECEDES_EXPRESSION = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.AwaitKeyword,
  ts.SyntaxKind.CaseKeyword,
  ts.SyntaxKind.DeleteKeyword,
  ts.SyntaxKind.DoKeyword,
  ts.SyntaxKind.ElseKeyword,
  ts.SyntaxKind.InKeyword,
  ts.SyntaxKind.InstanceOfKeyword,
  ts.SyntaxKind.NewKeyword,
  ts.SyntaxKind.OfKeyword,
  ts.SyntaxKind.ReturnKeyword,
  ts.SyntaxKind.ThrowKeyword,
  ts.SyntaxKind.TypeOfKeyword,
  ts.SyntaxKind.VoidKeyword,
  ts.SyntaxKind.YieldKeyword,
]);

// After a top-level `import`, the tokens of `import(…)` and `import.meta`, which do not make a file a
// module (a script may load one); anything else begins an import declaration (`import module from`).
const NOT_A_DECLARATION = new Set<ts.SyntaxKind>([ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.DotToken]);

/**
 * Whether a TypeScript or JavaScript file has an `import` or `export` statement at its top level,
 * which makes it a module; without one it is a script, whose top-level declarations are global.
 * Read with the compiler's scanner, not its parser, since this is asked of files the program may
 * never parse: comments, strings, templates and regular expressions are skipped as tokens, and
 * `export` inside a namespace or a block does not count. JSX text is not told from code, which can
 * only make a module look like a script (costing a parse), unless an apostrophe in it hides braces.
 */
export function hasModuleSyntax(text: string): boolean {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const braces: number[] = [];
  let previous: ts.SyntaxKind | undefined;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !endsOperand(previous)) {
      token = scanner.reScanSlashToken();
    }
    switch (token) {
      case ts.SyntaxKind.OpenBraceToken:
        braces.push(BLOCK);
        break;
      case ts.SyntaxKind.TemplateHead:
        braces.push(TEMPLATE);
        break;
      case ts.SyntaxKind.CloseBraceToken:
        if (braces.pop() === TEMPLATE && scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateMiddle) {
          braces.push(TEMPLATE);
        }
        break;
      case ts.SyntaxKind.ExportKeyword:
      case ts.SyntaxKind.ImportKeyword:
        if (braces.length === 0 && startsStatement(previous, scanner) && isModuleStatement(token, scanner)) return true;
        break;
    }
    previous = scanner.getToken();
  }
  return false;
}

function endsOperand(token: ts.SyntaxKind | undefined): boolean {
  if (token === undefined) return false;
  const nameOrKeyword = token === ts.SyntaxKind.Identifier || (token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword);
  if (nameOrKeyword) return !PRECEDES_EXPRESSION.has(token);
  return ENDS_OPERAND.has(token);
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
