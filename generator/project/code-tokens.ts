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

/** A token of code, as `forEachCodeToken` passes it. */
export interface CodeToken {
  readonly kind: ts.SyntaxKind;
  /** How many braces (blocks, object literals, template substitutions) it is inside: 0 at the top level. */
  readonly depth: number;
  /** The token before it; `undefined` for the first. */
  readonly previous: ts.SyntaxKind | undefined;
  /** The scanner, on this token: for its value, its position and a look ahead. */
  readonly scanner: ts.Scanner;
}

/**
 * Calls `visit` with each token of a TypeScript or JavaScript file's code, until it returns true,
 * read with the compiler's scanner, not its parser (for files the program may never parse).
 * Comments are skipped; strings, templates (with the braces of their `${…}`) and regular
 * expressions are each read as tokens, a `/` being told from a division by the token before it.
 * JSX text is not told from code: an apostrophe in it can hide braces.
 */
export function forEachCodeToken(text: string, visit: (token: CodeToken) => boolean): void {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const braces: number[] = [];
  let previous: ts.SyntaxKind | undefined;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !endsOperand(previous)) {
      kind = scanner.reScanSlashToken();
    }
    if (visit({ kind, depth: braces.length, previous, scanner })) return;
    switch (kind) {
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
    }
    previous = scanner.getToken();
  }
}

function endsOperand(token: ts.SyntaxKind | undefined): boolean {
  if (token === undefined) return false;
  const nameOrKeyword = token === ts.SyntaxKind.Identifier || (token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword);
  if (nameOrKeyword) return !PRECEDES_EXPRESSION.has(token);
  return ENDS_OPERAND.has(token);
}
