import { mayHaveOwnJsDoc, withJsDoc } from "../jsdoc-on-demand.js";
import { isLibFile } from "../convert/type-facts.js";
import { jsDocText } from "../jsdoc-text.js";
import ts from "../typescript.cjs";

/**
 * The declaration whose JSDoc documents a class or interface member, as an editor's hover shows it:
 * the member's own, unless it has no comment or only `@inheritDoc` (or `{@inheritDoc Base.member}`),
 * in which case that of the member it overrides or implements, the nearest that has one, through
 * `extends` and `implements` and their own bases. The member itself when none has one.
 *
 * Most members are in a class or interface that extends nothing, or have a comment: they are
 * answered without the checker. A `{@inheritDoc Owner.member}` is read only where there are bases.
 */
export function documentingDeclaration(member: ts.Declaration, checker: ts.TypeChecker): ts.Declaration {
  if (basesOf(member) === undefined) return member;
  const target = mayHaveOwnJsDoc(member) ? inheritDocTarget(member) : "";
  if (target === undefined) return member;
  return (target === "" ? undefined : explicitTarget(target, member, checker)) ?? documentedBase(member, checker, new Set()) ?? member;
}

/** A comment of its own that says more than to inherit. */
function hasOwnDocs(member: ts.Declaration): boolean {
  return mayHaveOwnJsDoc(member) && inheritDocTarget(member) === undefined;
}

/**
 * What a comment that only says to inherit names: `""` for an empty comment, `@inheritDoc` or
 * `{@inheritDoc}` (or a bare `@tool` marker), `Base.read` for `{@inheritDoc Base.read}`; undefined
 * for any other comment.
 */
function inheritDocTarget(member: ts.Declaration): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(withJsDoc(member)).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  if (doc === undefined) return "";
  if (!(doc.tags ?? []).every((tag) => NO_DOCS_TAG.test(tag.tagName.text))) return undefined;
  const text = (jsDocText(doc.comment) ?? "").trim();
  if (text === "") return "";
  const inline = INLINE_INHERIT_DOC.exec(text);
  return inline === null ? undefined : (inline[1] ?? "");
}

/** Tags that document nothing: `@inheritDoc`, and the `@tool` marker. */
const NO_DOCS_TAG = /^(?:inheritDoc|tool)$/i;
const INLINE_INHERIT_DOC = /^\{@inheritDoc(?:\s+([^\s}]+))?\s*\}$/i;

/** The documented member `{@inheritDoc Owner.member}` names, found from where the comment is. */
function explicitTarget(target: string, member: ts.Declaration, checker: ts.TypeChecker): ts.Declaration | undefined {
  const [owner, name, ...rest] = target.split(".");
  if (owner === undefined || name === undefined || rest.length > 0) return undefined;
  const symbol = checker.resolveName(owner, member, ts.SymbolFlags.Type, false);
  if (symbol === undefined) return undefined;
  return checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(symbol), name)?.getDeclarations()?.find(hasOwnDocs);
}

/** The nearest member of the bases of `member`'s class or interface, by its name, that has a comment. */
function documentedBase(member: ts.Declaration, checker: ts.TypeChecker, seen: Set<ts.Declaration>): ts.Declaration | undefined {
  const clauses = basesOf(member);
  const name = memberName(member);
  if (clauses === undefined || name === undefined) return undefined;
  for (const clause of clauses) {
    for (const base of clause.types) {
      const inherited = checker.getPropertyOfType(checker.getTypeAtLocation(base), name);
      for (const declaration of inherited?.getDeclarations() ?? []) {
        if (seen.has(declaration) || isLibFile(declaration.getSourceFile())) continue;
        seen.add(declaration);
        const documenting = hasOwnDocs(declaration) ? declaration : documentedBase(declaration, checker, seen);
        if (documenting !== undefined) return documenting;
      }
    }
  }
  return undefined;
}

function memberName(member: ts.Declaration): string | undefined {
  const name = ts.getNameOfDeclaration(member);
  return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** The `extends` and `implements` clauses of an instance member's class or interface, if it has any. */
function basesOf(member: ts.Declaration): ts.NodeArray<ts.HeritageClause> | undefined {
  const owner = member.parent;
  // Asked of every property converted: most owners extend nothing, which needs no modifier flags.
  if (!(ts.isClassLike(owner) || ts.isInterfaceDeclaration(owner)) || owner.heritageClauses === undefined) return undefined;
  return ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static ? undefined : owner.heritageClauses;
}
