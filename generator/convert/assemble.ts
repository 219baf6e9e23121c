import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ConvertContext } from "./context.js";
import { keepDateMark } from "./date-marks.js";
import { atUserSites } from "./package-sites.js";
import { PLACEHOLDER_REF, reachable, type Definition, type Definitions } from "./definitions.js";
import { sanitize } from "./names.js";
import { compareText, groupBy } from "../ordering.js";
import { pathInPackage } from "../package-file.js";

export interface Assembled {
  schema: JsonSchemaObject;
  /** The definitions' own diagnostics, in the order their definitions are first reached. */
  diagnostics: Diagnostic[];
  /** Whether a definition reached converted a `Date`. */
  dates: boolean;
}

/**
 * One root schema with exactly the `$defs` its context (`from`) references, transitively. Names are resolved over
 * that set alone, so they depend on nothing but the tool's own types: not on discovery order, not on
 * which tool filled the cache first. `root` is the caller's own (its placeholders are replaced in
 * place, its `$defs` is an object of its own); the shared cached definitions are never modified.
 */
export function assemble(root: JsonSchemaObject, from: ConvertContext): Assembled {
  if (from.refs.length === 0) return { schema: root, diagnostics: [], dates: false };
  const { reached, byRef, defs, dates } = assemblyOf(from.refs, from.env.definitions);
  replaceRefs(root, byRef);
  root.$defs = { ...defs };
  const diagnostics = atUserSites(reached, from.refSites, (site) => from.locate(site.node));
  return { schema: root, diagnostics, dates };
}

/** What every root that references the same definitions, in the same order, is assembled with. */
interface Assembly {
  /** The definitions reached, in the order they are first reached. */
  reached: Definition[];
  /** Each placeholder `$ref` to its `#/$defs/<name>`. */
  byRef: ReadonlyMap<string, string>;
  /** `$defs`, sorted by name. */
  defs: Readonly<Record<string, JsonSchemaObject>>;
  /** Whether a definition reached converted a `Date`. */
  dates: boolean;
}

/**
 * Assemblies by the placeholders a root references, per project's definitions (whose placeholders
 * are numbered from 0): most tools reference a few shared types, and naming the set again for each
 * of 5,000 tools was most of the assembly's cost.
 */
const assemblies = new WeakMap<Definitions, Map<string, Assembly>>();

function assemblyOf(refs: readonly Definition[], definitions: Definitions): Assembly {
  let known = assemblies.get(definitions);
  if (known === undefined) {
    known = new Map();
    assemblies.set(definitions, known);
  }
  // Each placeholder starts with PLACEHOLDER_REF's NUL: joined, they stay apart.
  const key = refs.map((d) => d.ref).join("");
  let assembly = known.get(key);
  if (assembly === undefined) {
    const reached = reachable(refs);
    const names = resolveNames(reached);
    const defs: Record<string, JsonSchemaObject> = {};
    for (const d of [...reached].sort((a, b) => compareText(names.get(a) ?? "", names.get(b) ?? ""))) {
      defs[names.get(d) ?? d.name] = resolvedDefinition(d, names);
    }
    const byRef = new Map(reached.map((d) => [d.ref, `#/$defs/${names.get(d)}`]));
    assembly = { reached, byRef, defs, dates: reached.some((d) => d.dates) };
    known.set(key, assembly);
  }
  return assembly;
}

/**
 * Copies of a definition's schema with its references resolved, by the names its direct
 * references got: every tool that names them alike (nearly all do) shares one frozen copy, which
 * the emitters only serialise. Copying `$defs` into each of 5,000 tools was the converter's
 * largest cost.
 */
const resolvedCopies = new WeakMap<Definition, Map<string, JsonSchemaObject>>();

function resolvedDefinition(definition: Definition, names: ReadonlyMap<Definition, string>): JsonSchemaObject {
  let copies = resolvedCopies.get(definition);
  if (copies === undefined) {
    copies = new Map();
    resolvedCopies.set(definition, copies);
  }
  const key = definition.refs.map((d) => names.get(d)).join("/");
  let copy = copies.get(key);
  if (copy === undefined) {
    const byRef = new Map(definition.refs.map((d) => [d.ref, `#/$defs/${names.get(d)}`]));
    copy = deepFreeze(rewriteRefs(definition.schema, byRef)) as JsonSchemaObject;
    copies.set(key, copy);
  }
  return copy;
}

/**
 * Same-named definitions are all qualified by the part of their file paths that differs
 * (`src/billing/address.ts` and `src/shipping/address.ts` give `billing_Address` and
 * `shipping_Address`; a package's file by its path inside the package, see `qualifyingPath`). What
 * still collides (two types of one file, one package installed twice) is numbered by position,
 * skipping names the tool already holds.
 */
function resolveNames(definitions: readonly Definition[]): Map<Definition, string> {
  const names = new Map<Definition, string>();
  for (const group of groupBy(definitions, (d) => d.name).values()) {
    if (group.length === 1) names.set(group[0] as Definition, (group[0] as Definition).name);
    else qualifyByPath(group).forEach((name, d) => names.set(d, name));
  }
  const taken = new Set(names.values());
  const clashes = [...groupBy([...names.keys()], (d) => names.get(d) ?? "")].sort(([a], [b]) => compareText(a, b));
  for (const [name, group] of clashes) {
    const ordered = [...group].sort(
      (a, b) => compareText(a.file, b.file) || a.position - b.position || compareText(a.typeText, b.typeText),
    );
    let n = 2;
    for (const d of ordered.slice(1)) {
      while (taken.has(`${name}_${n}`)) n++;
      const numbered = `${name}_${n++}`;
      taken.add(numbered);
      names.set(d, numbered);
    }
  }
  return names;
}

/** By the part of the paths that differs; where they are all the same, nothing does: the names stay plain, to be numbered. */
function qualifyByPath(group: readonly Definition[]): Map<Definition, string> {
  const paths = group.map((d) => qualifyingPath(d.file));
  if (new Set(paths.map((p) => p.join("/"))).size === 1) return new Map(group.map((d) => [d, d.name]));
  const shared = (at: (p: string[]) => string | undefined): boolean =>
    paths.every((p) => p.length > 1 && at(p) === at(paths[0] as string[]));
  while (shared((p) => p[0])) paths.forEach((p) => p.shift());
  while (shared((p) => p[p.length - 1])) paths.forEach((p) => p.pop());
  return new Map(group.map((d, i) => [d, sanitize(`${(paths[i] as string[]).join("_")}_${d.name}`)]));
}

/**
 * A file's path without its extension, in segments; a package's file from its package's name on
 * (`@types/node/os`, see `pathInPackage`), so the names do not change with the package manager or
 * the version installed.
 */
function qualifyingPath(file: string): string[] {
  return pathInPackage(file)
    .replace(/\.[cm]?[jt]sx?$/, "")
    .replace(/\.d$/, "")
    .split("/");
}

/** Replaces placeholder `$ref`s in a schema the caller owns. */
function replaceRefs(value: unknown, byRef: ReadonlyMap<string, string>): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) replaceRefs(item, byRef);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const v = record[key];
    if (key === "$ref" && typeof v === "string" && v.startsWith(PLACEHOLDER_REF)) record[key] = byRef.get(v);
    else replaceRefs(v, byRef);
  }
}

function rewriteRefs(value: unknown, byRef: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, byRef));
  if (value === null || typeof value !== "object") return value;
  // Built from entries, not by assignment: a property named `__proto__` stays a property.
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === "$ref" && typeof v === "string" && v.startsWith(PLACEHOLDER_REF) ? byRef.get(v) : rewriteRefs(v, byRef),
    ]),
  );
  return keepDateMark(value, copy);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
