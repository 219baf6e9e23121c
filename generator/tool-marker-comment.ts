import type ts from "./typescript.cjs";

/**
 * Puts last the comment that holds a `@tool` tag, among a declaration's JSDoc comments, when it is
 * not last already. TypeScript reads a declaration's last comment only, so a marker followed by a
 * second comment (`/** Adds. @tool *\/` then `/** @internal *\/`) marked nothing, and the tool was
 * missing without a word. The marker's comment is the tool's documentation (its summary and its
 * `@param` texts): as the last, it is the one every reading of the declaration's JSDoc takes.
 */
export function toolMarkerCommentLast(docs: ts.JSDoc[]): void {
  const last = docs.length - 1;
  if (last < 1 || hasToolTag(docs[last]!)) return;
  const marker = docs.findIndex(hasToolTag);
  if (marker !== -1) docs.push(...docs.splice(marker, 1));
}

function hasToolTag(doc: ts.JSDoc): boolean {
  return doc.tags?.some((tag) => tag.tagName.text === "tool") === true;
}
