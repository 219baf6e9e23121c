import { MANIFEST_VERSION, type ToolManifest } from "../manifest.js";
import { describeValue } from "./describe-value.js";
import { InvalidManifestError, ManifestVersionError } from "./errors.js";
import { pointerToken } from "./json-pointer.js";
import { ownValue } from "./own-value.js";

type Fail = (pointer: string, message: string) => never;
type JsonObject = Record<string, unknown>;

/**
 * Checks that a parsed `tools.manifest.json` has the shape of `ToolManifest`, refusing at the first
 * wrong JSON Pointer. What `register` checks anyway (name rule, schema keywords, timeout range) is
 * left to it. `origin` (a file path) prefixes the messages.
 */
export function parseManifest(value: unknown, origin?: string): ToolManifest {
  const fail: Fail = (pointer, message) => {
    throw new InvalidManifestError(pointer, message, origin);
  };
  const root = objectAt(value, "", fail, "a tools manifest object ({ version, tools })");
  const version = ownValue(root, "version");
  if (version === undefined) fail("/version", "is missing: this is not a gen-tools manifest");
  if (typeof version !== "number") fail("/version", `must be a number, got ${describeValue(version)}`);
  if (version !== MANIFEST_VERSION) throw new ManifestVersionError(version, MANIFEST_VERSION, origin);

  const validatorsHash = ownValue(root, "validatorsHash");
  if (validatorsHash !== undefined && typeof validatorsHash !== "string") {
    fail("/validatorsHash", `must be a string, got ${describeValue(validatorsHash)}`);
  }

  const tools = ownValue(root, "tools");
  if (!Array.isArray(tools)) fail("/tools", `must be an array of tool entries, got ${describeValue(tools)}`);
  const firstIndexByName = new Map<string, number>();
  (tools as unknown[]).forEach((entry, index) => {
    const at = `/tools/${index}`;
    const name = checkEntry(entry, at, fail);
    const first = firstIndexByName.get(name);
    if (first !== undefined) fail(`${at}/name`, `"${name}" is also the name of /tools/${first}`);
    firstIndexByName.set(name, index);
  });
  return value as ToolManifest;
}

/** Checks one `ToolEntry` and returns its name. */
function checkEntry(value: unknown, at: string, fail: Fail): string {
  const entry = objectAt(value, at, fail, "a tool entry object");
  const name = stringAt(entry, "name", at, fail);
  stringAt(entry, "description", at, fail);
  objectAt(ownValue(entry, "inputSchema"), `${at}/inputSchema`, fail, "a JSON Schema object");
  const outputSchema = ownValue(entry, "outputSchema");
  if (outputSchema !== undefined) objectAt(outputSchema, `${at}/outputSchema`, fail, "a JSON Schema object");
  const idempotent = ownValue(entry, "idempotent");
  if (typeof idempotent !== "boolean") fail(`${at}/idempotent`, `must be a boolean, got ${describeValue(idempotent)}`);
  const timeoutMs = ownValue(entry, "timeoutMs");
  if (timeoutMs !== null && typeof timeoutMs !== "number") {
    fail(`${at}/timeoutMs`, `must be a number or null, got ${describeValue(timeoutMs)}`);
  }
  stringListOrNullAt(entry, "allowedAgents", at, fail);
  stringListOrNullAt(entry, "parameters", at, fail);
  if (ownValue(entry, "dates") !== undefined) stringListAt(entry, "dates", at, fail);

  const owner = objectAt(ownValue(entry, "owner"), `${at}/owner`, fail, "{ class, member } or { export }");
  if (ownValue(owner, "export") !== undefined) {
    stringAt(owner, "export", `${at}/owner`, fail);
  } else if (ownValue(owner, "class") !== undefined || ownValue(owner, "member") !== undefined) {
    stringAt(owner, "class", `${at}/owner`, fail);
    stringAt(owner, "member", `${at}/owner`, fail);
  } else {
    fail(`${at}/owner`, "must be { class, member } for a method or { export } for a function");
  }

  const source = objectAt(ownValue(entry, "source"), `${at}/source`, fail, "{ file, line }");
  stringAt(source, "file", `${at}/source`, fail);
  const line = ownValue(source, "line");
  if (!Number.isInteger(line) || (line as number) < 1) {
    fail(`${at}/source/line`, `must be a line number (an integer from 1), got ${describeValue(line)}`);
  }
  return name;
}

function objectAt(value: unknown, pointer: string, fail: Fail, what: string): JsonObject {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(pointer, `must be ${what}, got ${describeValue(value)}`);
  }
  return value as JsonObject;
}

function stringAt(object: JsonObject, key: string, at: string, fail: Fail): string {
  const value = ownValue(object, key);
  if (typeof value !== "string") fail(at + pointerToken(key), `must be a string, got ${describeValue(value)}`);
  return value as string;
}

function stringListOrNullAt(object: JsonObject, key: string, at: string, fail: Fail): void {
  if (ownValue(object, key) === null) return;
  stringListAt(object, key, at, fail, " or null");
}

function stringListAt(object: JsonObject, key: string, at: string, fail: Fail, orElse = ""): void {
  const value = ownValue(object, key);
  const pointer = at + pointerToken(key);
  if (!Array.isArray(value)) fail(pointer, `must be an array of strings${orElse}, got ${describeValue(value)}`);
  (value as unknown[]).forEach((item, index) => {
    if (typeof item !== "string") fail(`${pointer}/${index}`, `must be a string, got ${describeValue(item)}`);
  });
}
