/**
 * The generated module's own runtime, as source text: the state of the call in progress, its entry
 * point, and one constructor per error shape. A module includes the pieces its code calls (see
 * `helperSources`).
 *
 * How errors are collected: the collector of a subschema, `cN(x, d)`, checks `x` (at value depth
 * `d`) and returns its errors as an array, or `undefined` when it found none. The paths in those
 * errors are relative to the collector's own value and schema location, so that one function
 * serves every location with the same schema text; the caller prefixes them (`at`) with where it
 * applied the function, and only when there were errors: a valid value costs no pointer at all.
 * The arrays live in local variables until they are returned: the module's own variables hold
 * only numbers (an object stored there would cost a write barrier per error).
 */

import { MAX_DEPTH } from "../../src/validator/schema-node.js";
import { maxDepthMessage, FALSE_SCHEMA_MESSAGE } from "../../src/validator/messages.js";
import { literal } from "./js-source.js";

/** The module's state; `memoTable` only in modules that use `memo`. */
export function stateSource(memo: boolean): string {
  return [
    "// The call in progress: how many errors it has kept (N), how many it may keep (M).",
    "let N = 0;",
    "let M = MAX_ERRORS;",
    ...(memo ? ["// Whether a node accepted an object or array, by value, then node and depth (see ValidityMemo).", "let memoTable;"] : []),
  ].join("\n");
}

/**
 * The statements a validator starts with: they keep the state of a call in progress (a validator can
 * be called during another's walk, by a getter of the value) and start a fresh one. A walk that threw
 * leaves nothing behind, since each call starts afresh.
 */
export function enterCall(memo: boolean): string[] {
  return [`const count = N, max = M${memo ? ", table = memoTable" : ""};`, "N = 0;", "M = MAX_ERRORS;", ...(memo ? ["memoTable = undefined;"] : [])];
}

/** The statements a validator ends with, before it returns: the outer call's state back. */
export function leaveCall(memo: boolean): string[] {
  return ["N = count;", "M = max;", ...(memo ? ["memoTable = table;"] : [])];
}

/** The runtime functions, by name; each may call others by name (their sources are scanned). */
export function runtimeHelpers(memo: boolean): Record<string, string> {
  const indented = (lines: string[]) => lines.map((line) => `  ${line}`).join("\n");
  return {
    run: `// A tool's validator: the result of its collector c on value. The outer state is kept for a
// validator called during another's walk (by a getter of the value); a walk that threw leaves
// nothing behind, since each call starts afresh.
function run(c, value) {
${indented(enterCall(memo))}
  const errors = c(value, 0);
${indented(leaveCall(memo))}
  return errors === undefined ? VALID : { ok: false, errors };
}`,
    add: `// Keeps one more error (the caller checked that N < M).
function add(e, error) {
  N++;
  if (e === undefined) return [error];
  e.push(error);
  return e;
}`,
    join: `// Errors e, then errors r (r not empty).
function join(e, r) {
  if (e === undefined) return r;
  for (let i = 0; i < r.length; i++) e.push(r[i]);
  return e;
}`,
    at: `// Errors e, then errors r of a function applied at path and schemaPath: r's are prefixed with those.
function at(e, r, path, schemaPath) {
  for (let i = 0; i < r.length; i++) {
    const error = r[i];
    error.path = path + error.path;
    error.schemaPath = schemaPath + error.schemaPath;
  }
  return join(e, r);
}`,
    ok: `// Whether collector c finds no error in x: it may keep one, which is dropped, and it stops early.
function ok(c, x, d) {
  const max = M;
  M = N + 1;
  const r = c(x, d);
  M = max;
  if (r === undefined) return true;
  N -= r.length;
  return false;
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
    isObject: `// A plain object: what JSON.parse makes of {...}.
function isObject(x) {
  if (typeof x !== "object" || x === null) return false;
  const proto = getProto(x);
  return proto === OP || (proto === null && !Array.isArray(x));
}`,
    // The errors, one object shape per keyword, in the interpreter's field order. Each takes and
    // returns the errors so far.
    eDepth: `function eDepth(e, path, schemaPath) {
  return N < M ? add(e, { path, keyword: "maxDepth", message: ${literal(maxDepthMessage(MAX_DEPTH))}, schemaPath, params: { limit: ${MAX_DEPTH} } }) : e;
}`,
    eFalse: `function eFalse(e, path, schemaPath) {
  return N < M ? add(e, { path, keyword: "false", message: ${literal(FALSE_SCHEMA_MESSAGE)}, schemaPath }) : e;
}`,
    // The message's start, fixed by the schema, comes from the generator: \`must be string, got \`.
    eType: `function eType(e, x, path, schemaPath, expected, start) {
  if (N >= M) return e;
  const actual = kindOf(x);
  return add(e, { path, keyword: "type", message: start + actual, schemaPath, expected, actual });
}`,
    eNotJson: `function eNotJson(e, x, path, schemaPath) {
  if (N >= M) return e;
  const actual = kindOf(x);
  return add(e, { path, keyword: "type", message: notJsonMessage(actual), schemaPath, actual });
}`,
    eLimit: `// minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, minItems, maxItems, items: false.
function eLimit(e, path, schemaPath, keyword, message, limit) {
  return N < M ? add(e, { path, keyword, message, schemaPath, expected: limit, params: { limit } }) : e;
}`,
    eMultipleOf: `function eMultipleOf(e, path, schemaPath, message, multipleOf) {
  return N < M ? add(e, { path, keyword: "multipleOf", message, schemaPath, expected: multipleOf, params: { multipleOf } }) : e;
}`,
    ePattern: `function ePattern(e, path, schemaPath, message, pattern) {
  return N < M ? add(e, { path, keyword: "pattern", message, schemaPath, expected: pattern, params: { pattern } }) : e;
}`,
    eFormat: `function eFormat(e, path, schemaPath, message, format) {
  return N < M ? add(e, { path, keyword: "format", message, schemaPath, expected: format, params: { format } }) : e;
}`,
    eEnum: `function eEnum(e, path, schemaPath, message, allowedValues) {
  return N < M ? add(e, { path, keyword: "enum", message, schemaPath, expected: allowedValues, params: { allowedValues } }) : e;
}`,
    eConst: `function eConst(e, path, schemaPath, message, allowedValue) {
  return N < M ? add(e, { path, keyword: "const", message, schemaPath, expected: allowedValue, params: { allowedValue } }) : e;
}`,
    eUnique: `function eUnique(e, x, path, schemaPath) {
  const pair = findDuplicate(x);
  if (pair === undefined || N >= M) return e;
  const [i, j] = pair;
  return add(e, { path, keyword: "uniqueItems", message: duplicateItemsMessage(i, j), schemaPath, params: { i, j } });
}`,
    eRequired: `function eRequired(e, path, schemaPath, missingProperty) {
  return N < M ? add(e, { path, keyword: "required", message: requiredMessage(missingProperty), schemaPath, params: { missingProperty } }) : e;
}`,
    eAdditional: `function eAdditional(e, path, schemaPath, additionalProperty, messageEnd) {
  if (N >= M) return e;
  const message = additionalPropertyMessage(additionalProperty, messageEnd);
  return add(e, { path, keyword: "additionalProperties", message, schemaPath, params: { additionalProperty } });
}`,
    // anyOf and oneOf that no branch matches, not.
    eKeyword: `function eKeyword(e, path, keyword, message, schemaPath) {
  return N < M ? add(e, { path, keyword, message, schemaPath }) : e;
}`,
    eDiscriminator: `function eDiscriminator(e, path, schemaPath, keyword, message, discriminator, allowedValues) {
  return N < M ? add(e, { path, keyword, message, schemaPath, params: { discriminator, allowedValues } }) : e;
}`,
    eOneOfMany: `function eOneOfMany(e, path, schemaPath, passingSchemas) {
  return N < M ? add(e, { path, keyword: "oneOf", message: oneOfManyMessage(passingSchemas), schemaPath, params: { passingSchemas } }) : e;
}`,
    // r: the errors of branch (at schemaPath + branchPath) of the union at schemaPath, which the
    // value's discriminator selected. The union's own error goes before them (and when no more can
    // be kept, the last of them is dropped for it).
    variant: `function variant(e, r, schemaPath, branchPath, keyword, message, discriminator, branch) {
  const error = { path: "", keyword, message, schemaPath, params: { discriminator, branch } };
  if (N < M) N++;
  else r.pop();
  r.unshift(error);
  for (let i = 1; i < r.length; i++) r[i].schemaPath = branchPath + r[i].schemaPath;
  return join(e, r);
}`,
    checked: `// The text of the schema gen-tools checked: the registry skips its own check for a schema with that text.
function checked(validator, checkedSchema) {
  return Object.defineProperty(validator, "checkedSchema", { value: checkedSchema });
}`,
  };
}
