/**
 * Where a value sits in the code being written. A generated function collects errors relative to
 * its own value and schema location (its caller prefixes them, see `at` in runtime-source.ts), so
 * a place's pointer and schema path are relative to the function's, or absolute in a function
 * that serves one location only (an anchored one: its schema holds a `$ref`).
 */
import { escapeToken } from "../../../src/validator/json-pointer.js";
import { literal } from "../js-source.js";
import type { ErrorSite } from "./error-objects.js";

/** A piece of a value's pointer: a fixed, already escaped `/token`, or an expression that yields the token. */
export type PathSegment = { text: string } | { expr: string };

export interface Place {
  /** The variable holding the value. */
  x: string;
  /** The value's pointer, relative to the function's value. */
  path: readonly PathSegment[];
  /** The subschema's absolute location (its `schemaPath` in the tree). */
  node: string;
  /** Where the function's frame starts: `""` for an anchored function, else its subschema's location. */
  frame: string;
  /** How many value levels the value sits below the function's `d`. */
  k: number;
}

/** The JavaScript expression of a place's pointer: `""`, `"/a/b"`, `"/items/" + i + "/name"`. */
export function pathExpr(path: readonly PathSegment[]): string {
  const parts: string[] = [];
  let text = "";
  for (const segment of path) {
    if ("text" in segment) {
      text += segment.text;
    } else {
      parts.push(literal(text + "/"), segment.expr);
      text = "";
    }
  }
  if (text !== "" || parts.length === 0) parts.push(literal(text));
  return parts.join(" + ");
}

/** The pointer one property or index below `path`. */
export function childPath(path: readonly PathSegment[], token: string | number): PathSegment[] {
  return [...path, { text: `/${typeof token === "number" ? token : escapeToken(token)}` }];
}

/** The pointer below `path` at a token known only at run time (`expr` yields it, escaped). */
export function dynamicPath(path: readonly PathSegment[], expr: string): PathSegment[] {
  return [...path, { expr }];
}

/** The literal of an absolute schema location as the function's frame sees it. */
export function schemaLiteral(place: Place, location: string): string {
  return literal(location.slice(place.frame.length));
}

/** Where an error of the keyword at `location` is reported, for the value at `place`. */
export function errorAt(place: Place, location: string): ErrorSite {
  return { path: pathExpr(place.path), schemaPath: schemaLiteral(place, location) };
}

/** The depth expression of the value: `d`, `d + 2`. */
export function depthExpr(place: Place): string {
  return place.k === 0 ? "d" : `d + ${place.k}`;
}

/** The place of a subschema applied to the same value (`$ref`, `allOf`, ...). */
export function inPlace(place: Place, node: string): Place {
  return { ...place, node };
}
