import { relative, resolve } from "node:path";
import { isWithin } from "../within-folder.js";
import type { Diagnostic } from "../diagnostics.js";

/**
 * The diagnostics as a run from `cwd` prints them: from a folder under the project's `root` (`npx
 * gen-tools` in `src/`, reading the tsconfig above), their files relative to `cwd`, as tsc prints
 * them, so that `tools/agent.ts:6:7` is a place the terminal and the editor open, where
 * `src/tools/agent.ts:6:7` names a file that is not there; from the root or outside it, relative
 * to the root, as the manifest's `source` is.
 */
export function diagnosticsFromCwd(diagnostics: readonly Diagnostic[], root: string, cwd = process.cwd()): Diagnostic[] {
  if (resolve(cwd) === resolve(root) || !isWithin(resolve(cwd), resolve(root))) return [...diagnostics];
  return diagnostics.map((d) => (d.file === undefined ? d : { ...d, file: relative(cwd, resolve(root, d.file)).replace(/\\/g, "/") }));
}
