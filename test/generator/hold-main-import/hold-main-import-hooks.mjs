import { existsSync, writeSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The import of cli/main waits until the file that GEN_TOOLS_TEST_RELEASE names exists (10 s at
 * most), having said so on stderr: the test signals the process, then writes the file.
 */
export async function resolve(specifier, context, nextResolve) {
  const release = process.env["GEN_TOOLS_TEST_RELEASE"];
  if (release !== undefined && /(^|\/)cli\/main\.js$/.test(specifier)) {
    writeSync(2, "hold-main-import: holding\n");
    for (let waited = 0; !existsSync(release) && waited < 10_000; waited += 10) await sleep(10);
  }
  return nextResolve(specifier, context);
}
