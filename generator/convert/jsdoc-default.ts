import ts from "../typescript.cjs";
import type { JsonValue } from "../../src/json-schema.js";
import { isNotALiteral, readLiteral } from "../discover/read-literal.js";

/**
 * The default a JavaScript JSDoc tag gives in its brackets, `@param {number} [limit=10]` or
 * `@property {string} [unit='c']`, which TypeScript parses and drops. Read from the tag's text: a
 * JSON value, or a JavaScript literal of one (`'c'`, `-1`, `{ a: 1 }`); undefined for none, or
 * for one that is computed (`[limit=DEFAULT_LIMIT]`), as a computed initializer has none.
 */
export function bracketedDefault(tag: ts.JSDocPropertyLikeTag): JsonValue | undefined {
  if (!tag.isBracketed) return undefined;
  const text = tag.getSourceFile().text;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text, undefined, tag.name.end, tag.end - tag.name.end);
  if (scanner.scan() !== ts.SyntaxKind.EqualsToken) return undefined;
  const start = scanner.getTokenEnd();
  // The default ends at the `]` that closes the name's brackets, past any of its own (`[tags=["a"]]`).
  let depth = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBracketToken || token === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (token === ts.SyntaxKind.CloseBraceToken) depth--;
    else if (token === ts.SyntaxKind.CloseBracketToken && depth-- === 0) return literalValue(text.slice(start, scanner.getTokenStart()));
  }
  return undefined;
}

/** What the parser keeps of a file it could not read but does not declare. */
interface ParsedFile {
  parseDiagnostics: readonly ts.Diagnostic[];
}

/** The JSON value of a literal written in JavaScript (`'c'`, `-1`, `{ a: 1 }`), read as a decorator's options are (`readLiteral`). */
export function literalValue(source: string): JsonValue | undefined {
  const file = ts.createSourceFile("default.js", `(${source});`, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const [statement] = file.statements;
  if ((file as unknown as ParsedFile).parseDiagnostics.length > 0 || file.statements.length !== 1 || statement === undefined || !ts.isExpressionStatement(statement)) return undefined;
  const read = readLiteral(statement.expression);
  return isNotALiteral(read) ? undefined : read.value;
}
