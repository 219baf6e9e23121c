/**
 * The generated module's own runtime, as source text: the state of the call in progress, its entry
 * point, and one constructor per error shape. A module includes the pieces its code calls (see
 * `helperSources`).
 *
 * How errors are collected: the collector of a subschema, `cN(x, d)`, checks `x` (at value depth
 * `d`), pushes its errors onto `E` (at most `M` of them) and returns how many it pushed. The
 * paths in those errors are relative to the collector's own value and schema location, so that one
 * function serves every location with the same schema text; the caller prefixes them (`at`) with
 * where it applied the function, and only when there were errors. A valid value thus costs no
 * pointer at all.
 */

import { MAX_DEPTH } from "../../src/validator/schema-node.js";
import { maxDepthMessage, FALSE_SCHEMA_MESSAGE } from "../../src/validator/messages.js";
import { literal } from "./js-source.js";

/** The module's state; `memoTable` only in modules that use `memo`. */
export function stateSource(maxErrors: number, memo: boolean): string {
  return [
    "// The call in progress: its errors (E), how many it keeps (M), whether a walk is running.",
    "let E = [];",
    `let M = ${maxErrors === Infinity ? "Infinity" : maxErrors};`,
    "let busy = false;",
    ...(memo ? ["// Whether a node accepted an object or array, by value, then node and depth (see ValidityMemo)", "let memoTable;"] : []),
  ].join("\n");
}

/** The runtime functions, by name; each may call others by name (their sources are scanned). */
export function runtimeHelpers(maxErrors: number, memo: boolean): Record<string, string> {
  const max = maxErrors === Infinity ? "Infinity" : String(maxErrors);
  const resetMemo = memo ? "\n    memoTable = undefined;" : "";
  return {
    run: `// A tool's validator: the result of its collector c on value.
function run(c, value) {
  if (busy) return nested(c, value);
  busy = true;
  try {
    c(value, 0);
  } catch (error) {
    E = [];
    M = ${max};
    throw error;
  } finally {
    busy = false;${resetMemo}
  }
  if (E.length === 0) return VALID;
  const errors = E;
  E = [];
  return { ok: false, errors };
}`,
    nested: `// A validator called while another walks (by a getter of the value): a state of its own.
function nested(c, value) {
  const outer = E, max = M${memo ? ", table = memoTable" : ""};
  E = [];
  M = ${max};${memo ? "\n  memoTable = undefined;" : ""}
  try {
    c(value, 0);
    return E.length === 0 ? VALID : { ok: false, errors: E };
  } finally {
    E = outer;
    M = max;${memo ? "\n    memoTable = table;" : ""}
  }
}`,
    at: `// The last k errors came from a function applied at path and schemaPath: prefix theirs.
function at(k, path, schemaPath) {
  for (let i = E.length - k; i < E.length; i++) {
    const e = E[i];
    e.path = path + e.path;
    e.schemaPath = schemaPath + e.schemaPath;
  }
}`,
    ok: `// Whether collector c finds no error in x: it may keep one, which is dropped, and stops early.
function ok(c, x, d) {
  const max = M;
  M = E.length + 1;
  const k = c(x, d);
  M = max;
  if (k !== 0) E.length -= k;
  return k === 0;
}`,
    memo: `// ok(c, x, d), decided once per call for an object or array: branching recursion stays linear.
function memo(c, id, x, d) {
  if (typeof x !== "object" || x === null) return ok(c, x, d);
  if (memoTable === undefined) memoTable = new Map();
  let decided = memoTable.get(x);
  if (decided === undefined) {
    decided = new Map();
    memoTable.set(x, decided);
  }
  const key = id * 512 + d;
  let result = decided.get(key);
  if (result === undefined) {
    result = ok(c, x, d);
    decided.set(key, result);
  }
  return result;
}`,
    isJsonValue: `// What JSON.parse can produce, one level deep: what every subschema asks before anything else.
function isJsonValue(x) {
  switch (typeof x) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(x);
    case "object": {
      if (x === null || Array.isArray(x)) return true;
      const proto = getProto(x);
      return proto === OP || proto === null;
    }
    default:
      return false;
  }
}`,
    isObject: `function isObject(x) {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = getProto(x);
  return proto === OP || proto === null;
}`,
    // The errors, one object shape per keyword, in the interpreter's field order.
    eDepth: `function eDepth(path, schemaPath) {
  if (E.length < M) E.push({ path, keyword: "maxDepth", message: ${literal(maxDepthMessage(MAX_DEPTH))}, schemaPath, params: { limit: ${MAX_DEPTH} } });
}`,
    eFalse: `function eFalse(path, schemaPath) {
  if (E.length < M) E.push({ path, keyword: "false", message: ${literal(FALSE_SCHEMA_MESSAGE)}, schemaPath });
}`,
    eType: `// A type error; whether x is JSON at all (if not, no other keyword applies to it).
function eType(x, path, schemaPath, expected) {
  const actual = kindOf(x);
  const message = typeof expected === "string" ? "must be " + expected + ", got " + actual : typeMessage(expected, actual);
  if (E.length < M) E.push({ path, keyword: "type", message, schemaPath, expected, actual });
  return isJsonValue(x);
}`,
    eNotJson: `function eNotJson(x, path, schemaPath) {
  const actual = kindOf(x);
  if (E.length < M) E.push({ path, keyword: "type", message: notJsonMessage(actual), schemaPath, actual });
}`,
    eLimit: `// minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, minItems, maxItems, items: false.
function eLimit(path, schemaPath, keyword, message, limit) {
  if (E.length < M) E.push({ path, keyword, message, schemaPath, expected: limit, params: { limit } });
}`,
    eMultipleOf: `function eMultipleOf(path, schemaPath, message, multipleOf) {
  if (E.length < M) E.push({ path, keyword: "multipleOf", message, schemaPath, expected: multipleOf, params: { multipleOf } });
}`,
    ePattern: `function ePattern(path, schemaPath, message, pattern) {
  if (E.length < M) E.push({ path, keyword: "pattern", message, schemaPath, expected: pattern, params: { pattern } });
}`,
    eFormat: `function eFormat(path, schemaPath, message, format) {
  if (E.length < M) E.push({ path, keyword: "format", message, schemaPath, expected: format, params: { format } });
}`,
    eEnum: `function eEnum(path, schemaPath, message, allowedValues) {
  if (E.length < M) E.push({ path, keyword: "enum", message, schemaPath, expected: allowedValues, params: { allowedValues } });
}`,
    eConst: `function eConst(path, schemaPath, message, allowedValue) {
  if (E.length < M) E.push({ path, keyword: "const", message, schemaPath, expected: allowedValue, params: { allowedValue } });
}`,
    eUnique: `function eUnique(x, path, schemaPath) {
  const pair = findDuplicate(x);
  if (pair === undefined || E.length >= M) return;
  const [i, j] = pair;
  E.push({ path, keyword: "uniqueItems", message: duplicateItemsMessage(i, j), schemaPath, params: { i, j } });
}`,
    eRequired: `function eRequired(path, schemaPath, missingProperty) {
  if (E.length < M) E.push({ path, keyword: "required", message: requiredMessage(missingProperty), schemaPath, params: { missingProperty } });
}`,
    eAdditional: `function eAdditional(path, schemaPath, additionalProperty, allowed) {
  if (E.length < M) {
    const message = additionalPropertyMessage(additionalProperty, allowed);
    E.push({ path, keyword: "additionalProperties", message, schemaPath, params: { additionalProperty } });
  }
}`,
    // anyOf and oneOf that no branch matches, not.
    eKeyword: `function eKeyword(path, keyword, message, schemaPath) {
  if (E.length < M) E.push({ path, keyword, message, schemaPath });
}`,
    eDiscriminator: `function eDiscriminator(path, schemaPath, keyword, message, discriminator, allowedValues) {
  if (E.length < M) E.push({ path, keyword, message, schemaPath, params: { discriminator, allowedValues } });
}`,
    eOneOfMany: `function eOneOfMany(path, schemaPath, passingSchemas) {
  if (E.length < M) E.push({ path, keyword: "oneOf", message: oneOfManyMessage(passingSchemas), schemaPath, params: { passingSchemas } });
}`,
    checked: `// The text of the schema gen-tools checked: the registry skips its own check for a schema with that text.
function checked(validator, checkedSchema) {
  return Object.defineProperty(validator, "checkedSchema", { value: checkedSchema });
}`,
    variant: `// The last k errors are those of branch (at schemaPath + branchPath) of the union at schemaPath,
// which the value's discriminator selected: the union's own error goes before them.
function variant(k, schemaPath, branchPath, keyword, message, discriminator, branch) {
  at(k, "", branchPath);
  E.splice(E.length - k, 0, { path: "", keyword, message, schemaPath, params: { discriminator, branch } });
  if (E.length > M) E.length = M;
}`,
  };
}
