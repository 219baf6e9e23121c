/**
 * The official JSON Schema Test Suite (draft 2020-12), read from `../shared` beside the repository;
 * shared by the interpreter's and the ahead-of-time validators' conformance tests.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JsonSchema } from "../../src/json-schema.js";
import { checkSchema, SUPPORTED_KEYWORDS } from "../../src/validator/index.js";

export const SUITE_DIR = fileURLToPath(new URL("../../../shared/json-schema-test-suite/tests/draft2020-12/", import.meta.url));

/** The formats `assertFormats: true` asserts: their `optional/format` files run too. */
export const ASSERTED_FORMATS = ["date-time", "date", "time", "email", "uri", "uuid", "ipv4", "ipv6"] as const;

export interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}

export interface SuiteGroup {
  /** Relative to the draft's folder: `type.json`, `optional/format/email.json`. */
  file: string;
  description: string;
  schema: JsonSchema;
  tests: SuiteTest[];
  assertFormats: boolean;
}

export interface Suite {
  files: string[];
  inScope: SuiteGroup[];
  /** Groups left out, with the reason: `unsupported keyword 'unevaluatedProperties'`. */
  skipped: { group: SuiteGroup; reason: string }[];
}

/** The suite, split into the groups in scope and those skipped; `undefined` when it is absent. */
export function loadSuite(): Suite | undefined {
  if (!existsSync(SUITE_DIR)) return undefined;
  const files = [
    ...readdirSync(SUITE_DIR).filter((f) => f.endsWith(".json")).sort(),
    ...ASSERTED_FORMATS.map((format) => `optional/format/${format}.json`),
  ];
  const suite: Suite = { files, inScope: [], skipped: [] };
  for (const file of files) {
    const groups = JSON.parse(readFileSync(path.join(SUITE_DIR, file), "utf8")) as Omit<SuiteGroup, "file" | "assertFormats">[];
    for (const g of groups) {
      const group: SuiteGroup = { ...g, file, assertFormats: file.startsWith("optional/format/") };
      const reason = outOfScope(group.schema);
      if (reason === undefined) suite.inScope.push(group);
      else suite.skipped.push({ group, reason });
    }
  }
  return suite;
}

/**
 * Why a group is out of scope: it uses a keyword the validator does not implement, a reference to
 * another document, or a custom metaschema. Any other problem `checkSchema` finds keeps the group in
 * scope, where it fails.
 */
function outOfScope(schema: JsonSchema): string | undefined {
  for (const problem of checkSchema(schema)) {
    if (!SUPPORTED_KEYWORDS.includes(problem.keyword)) return `unsupported keyword '${problem.keyword}'`;
    if (problem.keyword === "$ref" && !String(valueAt(schema, problem.schemaPath)).startsWith("#")) return "reference to another document";
    if (problem.keyword === "$schema") return "custom metaschema";
  }
  return undefined;
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const token of pointer.split("/").slice(1)) {
    value = (value as Record<string, unknown>)[token.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return value;
}

/** `skipped 12 groups: unsupported keyword 'x' (7), ...` */
export function describeSkips(skipped: Suite["skipped"]): string {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const reasons = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r, n]) => `${r} (${n})`);
  return `skipped ${skipped.length} groups: ${reasons.join(", ")}`;
}
