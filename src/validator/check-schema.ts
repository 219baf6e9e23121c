import type { JsonSchema } from "../json-schema.js";
import { isPlainObject, kindOf } from "./json-kind.js";
import { escapeToken } from "./json-pointer.js";
import { KEYWORD_HINTS, KEYWORD_SHAPES } from "./keyword-shapes.js";
import { patternProblem } from "./regex-safety.js";
import { isDynamicTarget, RefResolver } from "./resolve-ref.js";
import { IN_PLACE_KEYWORDS, MAX_SCHEMA_DEPTH, subschemasAt } from "./schema-structure.js";
import { shownPattern } from "./shown-pattern.js";
import type { SchemaProblem } from "./types.js";

/**
 * Every reason `schema` is unusable, or `[]`: what the registry runs at registration. Subschemas are
 * checked everywhere, `$defs` that nothing references included.
 */
export function checkSchema(schema: JsonSchema): SchemaProblem[] {
  return schemaProblems(inspectSchema(schema));
}

/** An inspection's problems as `checkSchema` reports them: the blocking ones first. */
export function schemaProblems(inspection: SchemaInspection): SchemaProblem[] {
  return [...inspection.blocking, ...inspection.unsatisfiable];
}

export interface SchemaInspection {
  /** Problems that leave the schema without a meaning: `compile` refuses these. */
  blocking: SchemaProblem[];
  /** Problems that make the schema refuse every value (still well defined, so `compile` accepts). */
  unsatisfiable: SchemaProblem[];
}

/** A subschema to inspect, at its place in the schema: its JSON Pointer (`positions` holds those inspected). */
interface Position {
  pointer: string;
  schema: unknown;
  depth: number;
  /** The keyword holding this subschema, to name in a problem about it. */
  keyword: string;
}

interface InPlaceEdge {
  to: string;
  /** The keyword location that applies the target: `/$defs/a/$ref`, `/allOf/0`. */
  via: string;
  /** The reference keyword at `via`, for an edge a reference makes. */
  ref: "$ref" | "$dynamicRef" | undefined;
}

/** The checks behind `checkSchema`, iterative so that a deep schema cannot overflow the stack. */
export function inspectSchema(root: unknown): SchemaInspection {
  const blocking: SchemaProblem[] = [];
  const unsatisfiable: SchemaProblem[] = [];
  /** Every subschema location, in document order, by canonical JSON Pointer. */
  const positions = new Map<string, unknown>();
  const refs: { pointer: string; ref: string; keyword: "$ref" | "$dynamicRef" }[] = [];
  let anchored = false;
  /** Each subschema's in-place subschemas (`/allOf/0`, `/not`), by the keyword that applies them. */
  const inPlace = new Map<string, { keyword: string; to: string }[]>();

  const pending: Position[] = [{ pointer: "", schema: root, depth: 0, keyword: "schema" }];
  while (pending.length > 0) {
    const { pointer, schema, depth, keyword } = pending.pop() as Position;
    if (typeof schema === "boolean") {
      positions.set(pointer, schema);
      continue;
    }
    if (!isPlainObject(schema)) {
      blocking.push({ schemaPath: pointer, keyword, message: `must be a schema (an object or a boolean), got ${kindOf(schema)}` });
      continue;
    }
    positions.set(pointer, schema);
    if (depth > MAX_SCHEMA_DEPTH) {
      blocking.push({ schemaPath: pointer, keyword, message: `schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep` });
      continue;
    }
    const children: Position[] = [];
    const applied: { keyword: string; to: string }[] = [];
    for (const key of Object.keys(schema)) {
      const at = `${pointer}/${escapeToken(key)}`;
      const value = schema[key];
      const shape = Object.hasOwn(KEYWORD_SHAPES, key) ? KEYWORD_SHAPES[key] : undefined;
      if (shape === undefined) {
        const hint = Object.hasOwn(KEYWORD_HINTS, key) ? `: ${KEYWORD_HINTS[key]}` : "";
        blocking.push({ schemaPath: at, keyword: key, message: `unsupported keyword '${key}'${hint}` });
        continue;
      }
      const wrong = shape(value) ?? (key === "pattern" ? refusedPattern(value as string) : undefined);
      if (wrong !== undefined) {
        blocking.push({ schemaPath: at, keyword: key, message: `${key} ${wrong}` });
        continue;
      }
      if (key === "patternProperties") {
        const bad = patternKeyProblems(value as Record<string, unknown>, at);
        blocking.push(...bad);
        if (bad.length > 0) continue;
      }
      if (key === "$ref" || key === "$dynamicRef") refs.push({ pointer, ref: value as string, keyword: key });
      if (key === "$anchor" || key === "$dynamicAnchor") anchored = true;
      const before = children.length;
      for (const sub of subschemasAt(key, value, at)) children.push({ ...sub, depth: depth + 1, keyword: key });
      if (IN_PLACE_KEYWORDS.has(key)) for (let i = before; i < children.length; i++) applied.push({ keyword: key, to: (children[i] as Position).pointer });
    }
    if (applied.length > 0) inPlace.set(pointer, applied);
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as Position);
    unsatisfiable.push(...unreachableRequired(schema, pointer));
  }

  const resolver = new RefResolver(root);
  if (anchored) {
    for (const { name, pointer, keyword, earlier } of resolver.repeatedAnchors()) {
      const first = earlier === "" ? "the root" : earlier;
      blocking.push({ schemaPath: `${pointer}/${keyword}`, keyword, message: `${keyword} '${name}' is also at ${first}: a name is one location in a resource` });
    }
  }
  const edges = new Map<string, InPlaceEdge[]>();
  for (const { pointer, ref, keyword } of refs) {
    const via = `${pointer}/${keyword}`;
    const resolved = resolver.resolve(ref, pointer);
    if (!resolved.found) {
      blocking.push({ schemaPath: via, keyword, message: resolved.problem });
    } else if (!positions.has(resolved.pointer)) {
      blocking.push({ schemaPath: via, keyword, message: `'${ref}' points to a value that is not a schema` });
    } else {
      addEdge(edges, pointer, { to: resolved.pointer, via, ref: keyword });
      // Which one a `$dynamicRef` applies depends on how validation came there: any of the name's.
      if (keyword === "$dynamicRef" && isDynamicTarget(resolved)) {
        for (const to of resolver.dynamicAnchorsNamed(resolved.anchor)) if (to !== resolved.pointer) addEdge(edges, pointer, { to, via, ref: keyword });
      }
    }
  }
  // Keyword by keyword, each list up to its first item that is not a schema (that one is a problem already).
  for (const [pointer, applied] of inPlace) {
    for (const keyword of IN_PLACE_KEYWORDS) {
      for (const child of applied) {
        if (child.keyword !== keyword) continue;
        if (!positions.has(child.to)) break;
        addEdge(edges, pointer, { to: child.to, via: child.to, ref: undefined });
      }
    }
  }
  blocking.push(...inPlaceCycles(positions.keys(), edges));
  return { blocking, unsatisfiable };
}

function addEdge(edges: Map<string, InPlaceEdge[]>, from: string, edge: InPlaceEdge): void {
  const list = edges.get(from);
  if (list === undefined) edges.set(from, [edge]);
  else list.push(edge);
}

/**
 * Cycles of in-place applications (`$ref`, `allOf`, ...): validating would apply the same schema to
 * the same value forever. Found by an iterative depth-first search; each is reported once, at its
 * first `$ref`.
 */
function inPlaceCycles(nodes: Iterable<string>, edges: Map<string, InPlaceEdge[]>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const state = new Map<string, "open" | "done">();
  for (const start of nodes) {
    if (state.has(start)) continue;
    const path: { node: string; next: number; via: InPlaceEdge | undefined }[] = [{ node: start, next: 0, via: undefined }];
    state.set(start, "open");
    while (path.length > 0) {
      const frame = path[path.length - 1] as (typeof path)[number];
      const out = edges.get(frame.node) ?? [];
      const edge = out[frame.next++];
      if (edge === undefined) {
        state.set(frame.node, "done");
        path.pop();
        continue;
      }
      const seen = state.get(edge.to);
      if (seen === undefined) {
        state.set(edge.to, "open");
        path.push({ node: edge.to, next: 0, via: edge });
      } else if (seen === "open") {
        const from = path.findIndex((f) => f.node === edge.to);
        const cycle = [...path.slice(from + 1).map((f) => f.via as InPlaceEdge), edge];
        const ref = cycle.find((e) => e.ref !== undefined) ?? edge;
        const chain = [edge.to, ...cycle.map((e) => e.to)].map((p) => (p === "" ? "#" : `#${p}`)).join(" -> ");
        problems.push({
          schemaPath: ref.via,
          keyword: ref.ref ?? "$ref",
          message: `${ref.ref ?? "$ref"} cycle that never moves into the value (validation would never end): ${chain}`,
        });
      }
    }
  }
  return problems;
}

/**
 * Why the validator refuses `pattern`, naming it (see `shownPattern`): the pointer, which ends in
 * /pattern, does not say which it is. `undefined` where the validator runs it.
 */
function refusedPattern(pattern: string): string | undefined {
  const problem = patternProblem(pattern);
  return problem === undefined ? undefined : `${shownPattern(pattern)} ${problem}`;
}

/** The keys of `patternProperties` that are not patterns the validator runs (as `pattern`'s value). */
function patternKeyProblems(patterns: Record<string, unknown>, at: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const pattern of Object.keys(patterns)) {
    const wrong = patternProblem(pattern);
    if (wrong !== undefined) problems.push({ schemaPath: `${at}/${escapeToken(pattern)}`, keyword: "patternProperties", message: `patternProperties key ${wrong}` });
  }
  return problems;
}

/**
 * `required` names that a closed object (`additionalProperties: false`) does not define, in
 * `properties` or by a pattern of `patternProperties`.
 */
function unreachableRequired(schema: Record<string, unknown>, pointer: string): SchemaProblem[] {
  const { required, properties, patternProperties, additionalProperties } = schema;
  if (additionalProperties !== false || !Array.isArray(required)) return [];
  const defined = isPlainObject(properties) ? properties : {};
  // A bad pattern blocks the schema already; it is left out here rather than run.
  const patterns = isPlainObject(patternProperties)
    ? Object.keys(patternProperties).filter((p) => patternProblem(p) === undefined).map((p) => new RegExp(p, "u"))
    : [];
  const problems: SchemaProblem[] = [];
  required.forEach((name: unknown, i) => {
    if (typeof name === "string" && !Object.hasOwn(defined, name) && !patterns.some((regex) => regex.test(name))) {
      problems.push({
        schemaPath: `${pointer}/required/${i}`,
        keyword: "required",
        message: `required property '${name}' is not defined in 'properties'${patterns.length > 0 ? " nor matched by 'patternProperties'" : ""} and additionalProperties is false, so no value can pass`,
      });
    }
  });
  return problems;
}
