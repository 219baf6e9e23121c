import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import type { BuiltPackage } from "./build-package.js";

/**
 * How long a test file waits for the build: about 9 s alone (15 s of CPU), it runs beside the other
 * test files, which can make it several times longer. vitest.config.ts gives the files' hooks longer,
 * for what they do once it is there.
 */
const BUILD_WAIT_MS = 180_000;
/** How often a waiting file looks for the build's result. */
const LOOK_EVERY_MS = 200;

/**
 * The package's folder, its dist/ built by the global setup (build-package.ts) as `npm run build`
 * builds it, for a test file's beforeAll: it waits for the build, which runs beside the other test
 * files, and a failed build fails the file, with tsc's output.
 */
export async function builtPackage(): Promise<string> {
  const result = inject("builtPackage");
  if (result === undefined) throw new Error("no package is built for this test file: name it in vitest.config.ts' BUILT_PACKAGE");
  const built = await buildResult(result);
  if (!built.ok) throw new Error(`npm run build failed; tsc's output, or why the build stopped:\n${built.output}`);
  return built.dir;
}

/** The build's result, once the setup has written it to `file`. */
async function buildResult(file: string): Promise<BuiltPackage> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    try {
      return JSON.parse(await readFile(file, "utf8")) as BuiltPackage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    if (Date.now() > deadline) {
      throw new Error(`the package's build (test/global-setup/build-package.ts) never finished: no result in ${file} after ${BUILD_WAIT_MS / 1000} s`);
    }
    await sleep(LOOK_EVERY_MS);
  }
}
