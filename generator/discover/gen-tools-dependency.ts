import { join } from "node:path";
import { GEN_TOOLS_PACKAGE } from "./gen-tools-specifier.js";
import type { FileReads } from "./discover-context.js";

/**
 * Whether the package in `folder` depends on gen-tools (its package.json's dependencies,
 * peerDependencies or optionalDependencies name it): only such a package can export a decorator
 * made by a call of `tool`, or `tool` itself, so only its modules are read for them.
 */
export function dependsOnGenTools(folder: string, files: FileReads): boolean {
  const text = files.readFile(join(folder, "package.json"));
  if (text === undefined) return false;
  try {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    return ["dependencies", "peerDependencies", "optionalDependencies"].some((field) => {
      const listed = manifest[field];
      return typeof listed === "object" && listed !== null && GEN_TOOLS_PACKAGE in listed;
    });
  } catch {
    // A package.json that is not JSON lists nothing.
    return false;
  }
}
