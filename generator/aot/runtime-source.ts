/**
 * The generated module's own runtime, as source text: the state of the call in progress, its entry
 * point, and the steps that gather errors (the error objects themselves are built inline: see
 * error-objects.ts). A module includes the pieces its code calls (see `helperSources`).
 *
 * How errors are collected: the collector of a subschema, `cN(x, d)`, checks `x` (at value depth
 * `d`) and returns its errors as an array, or `undefined` when it found none. The paths in those
 * errors are relative to the collector's own value and schema location, so that one function
 * serves every location with the same schema text; the caller prefixes them (`at`) with where it
 * applied the function, and only when there were errors: a valid value costs no pointer at all.
 * The arrays live in local variables until they are returned: the module's own variables hold
 * only numbers (an object stored there would cost a write barrier per error). They count the errors
 * kept (`N`) against the cap (`M`) across the functions of one call. A validator counts its own in
 * a local and writes it to `N` only around the calls that use it (see `ErrorCount` in
 * module-emitter.ts); a module whose validator calls none has no state at all.
 */

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
 * The statements a validator that calls collectors starts with: they keep the state of a call in
 * progress (a validator can be called during another's walk, by a getter of the value) and start a
 * fresh one. A walk that threw leaves nothing behind, since each call starts afresh.
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
    reason: `// The message of the first error collector c finds in x, which it fails: like ok, it keeps none.
function reason(c, x, d) {
  const max = M;
  M = N + 1;
  const r = c(x, d);
  M = max;
  N -= r.length;
  return r[0].message;
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
    // Asked of a property the object owns, by properties and required without a key scan (emit/object.ts).
    propertyIsEnumerable: "const propertyIsEnumerable = OP.propertyIsEnumerable;",
    isObject: `// A plain object: what JSON.parse makes of {...}; not an array, whatever its prototype.
function isObject(x) {
  if (typeof x !== "object" || x === null) return false;
  const proto = getProto(x);
  return (proto === OP || proto === null) && !Array.isArray(x);
}`,
    // uniqueItems' error, which looks for the duplicate pair first (the others are written inline: see
    // error-objects.ts).
    eUnique: `function eUnique(e, x, path, schemaPath) {
  const pair = findDuplicate(x);
  if (pair === undefined || N >= M) return e;
  const [i, j] = pair;
  return add(e, { path, keyword: "uniqueItems", message: duplicateItemsMessage(i, j), schemaPath, params: { i, j } });
}`,
    // r: the errors of branch (at schemaPath + branchPath) of the union at schemaPath that the
    // union's error names in its params: the one the value's discriminator selected, or the one it
    // came closest to. The union's own error goes before them (and when no more can be kept, the
    // last of them is dropped for it).
    variant: `function variant(e, r, schemaPath, branchPath, keyword, message, params) {
  const error = { path: "", keyword, message, schemaPath, params };
  if (N < M) N++;
  else r.pop();
  r.unshift(error);
  for (let i = 1; i < r.length; i++) r[i].schemaPath = branchPath + r[i].schemaPath;
  return join(e, r);
}`,
    frozen: `// A value errors carry (an enum's values, a const), deep-frozen as the registry's schemas are:
// every call's errors share it, so a caller changing one must not change the next.
function frozen(value) {
  if (typeof value === "object" && value !== null) {
    for (const key of Object.keys(value)) frozen(value[key]);
    Object.freeze(value);
  }
  return value;
}`,
    checked: `// The text of the schema gen-tools checked, which the registry compares with the schema the
// validator is registered for.
function checked(validator, checkedSchema) {
  return Object.defineProperty(validator, "checkedSchema", { value: checkedSchema });
}`,
  };
}
