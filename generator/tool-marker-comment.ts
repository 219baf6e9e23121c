import { jsDocText } from "./jsdoc-text.js";
import type ts from "./typescript.cjs";

/**
 * Puts last the comment that holds a `@tool` tag, among a declaration's JSDoc comments, when it is
 * not last already and documents the tool. TypeScript reads a declaration's last comment only, so a
 * marker followed by a second comment (`/** Adds. @tool *\/` then `/** @internal *\/`) marked
 * nothing, and the tool was missing without a word. The marker's comment is the tool's
 * documentation (its summary and its `@param` texts): as the last, it is the one every reading of
 * the declaration's JSDoc takes. A comment of the marker alone (`/** @tool *\/` above the
 * documentation) stays where it is: the last comment documents the tool, and `markerIn` finds the
 * marker.
 */
export function toolMarkerCommentLast(docs: ts.JSDoc[]): void {
  const last = docs.length - 1;
  if (last < 1 || markerIn(docs[last]!) !== undefined) return;
  const marker = docs.findIndex((doc) => markerIn(doc) !== undefined && !onlyMarker(doc));
  if (marker !== -1) docs.push(...docs.splice(marker, 1));
}

/** The comment's `@tool` tag, if it has one. */
export function markerIn(doc: ts.JSDoc): ts.JSDocTag | undefined {
  return doc.tags?.find((tag) => tag.tagName.text === "tool");
}

function onlyMarker(doc: ts.JSDoc): boolean {
  return (jsDocText(doc.comment) ?? "").trim() === "" && doc.tags!.every((tag) => tag.tagName.text === "tool");
}
