import { readFileSync } from "node:fs";
import { isPlainObject } from "../src/validator/json-kind.js";

/** A package.json's fields as written: each reader checks the one it reads. */
export type PackageJson = Readonly<Record<string, unknown>>;

/** The fields of the package.json at `file`; `undefined` when it cannot be read, is not JSON, or is not an object. */
export function readPackageJson(file: string): PackageJson | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
