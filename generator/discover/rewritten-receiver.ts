import ts from "../typescript.cjs";
import { laterWrite } from "./fixed-binding.js";
import { accessedMember, patternDeclaration } from "./named-value.js";
import { skipOuterExpressions } from "./read-literal.js";

/** A let or var (or a name of its pattern, `let { tool: t } = gt`) that its file writes again, and its first later write. */
export interface RewrittenLet {
  binding: ts.VariableDeclaration | ts.BindingElement;
  write: ts.Node;
}

/**
 * The let or var written again that a symbol is, if it is one (see `laterWrite`): a var declared
 * several times (`var t = gt.tool; var t = other;`) is its first declaration, written at its second.
 */
export function rewrittenLet(symbol: ts.Symbol): RewrittenLet | undefined {
  const declarations = symbol.declarations ?? [];
  const one = declarations.length === 1 || (declarations.length > 1 && declarations.every(ts.isVariableDeclaration));
  // A JavaScript let of a require is an alias, which has no value declaration (see `GenToolsSymbols.symbolOf`).
  const binding = one ? (symbol.valueDeclaration ?? declarations[0]) : undefined;
  if (binding === undefined || !(ts.isVariableDeclaration(binding) || ts.isBindingElement(binding))) return undefined;
  const variable = ts.isVariableDeclaration(binding) ? binding : patternDeclaration(binding);
  const write = variable === undefined ? undefined : laterWrite(variable, binding.name);
  return write === undefined ? undefined : { binding, write };
}

/**
 * The let or var written again that a name's value is read off, where the checker answers it by
 * that let's declared type, which its first value gave, though the file may have replaced that
 * value: a member's, at any depth (`marks` of `marks.deco` after `marks = { deco: other }`, `ns` of
 * `ns.tool` after `ns = other`), and a pattern's name's (`ns` of `const { tool } = ns`). Such a name
 * is not followed. `symbol` is the name's own, which the caller has asked already.
 */
export function rewrittenReceiver(name: ts.Node, symbol: ts.Symbol | undefined, symbolOf: (name: ts.Node) => ts.Symbol | undefined): RewrittenLet | undefined {
  for (let at = receiverOf(name, symbol); at !== undefined; ) {
    const receiver = symbolOf(at);
    const rewritten = receiver === undefined ? undefined : rewrittenLet(receiver);
    if (rewritten !== undefined) return rewritten;
    at = receiverOf(at, receiver);
  }
  return undefined;
}

/**
 * What a name (whose symbol is `symbol`) has its value read off: `marks` of `marks.deco` or `marks["deco"]` (and of
 * `typeof marks.deco`), `ns` of `tool` where `const { tool } = ns`.
 */
function receiverOf(name: ts.Node, symbol: ts.Symbol | undefined): ts.Node | undefined {
  const member = accessedMember(name);
  if (member !== undefined) return skipOuterExpressions(member.receiver);
  if (ts.isQualifiedName(name)) return name.left;
  const declaration = ts.isIdentifier(name) ? symbol?.valueDeclaration : undefined;
  const value = declaration !== undefined && ts.isBindingElement(declaration) ? patternDeclaration(declaration)?.initializer : undefined;
  return value === undefined ? undefined : skipOuterExpressions(value);
}
