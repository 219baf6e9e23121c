import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPackage } from "../../scripts/build.js";

/** How a build of the package went, as the setup writes it for the test files (built-package.ts). */
export interface BuiltPackage {
  /** The package's folder (the repository), its dist/ built as `npm run build` builds it. */
  dir: string;
  /** Whether the build went through: tsc reported no error and the bundles were made. */
  ok: boolean;
  /** What tsc printed, or why the build stopped. */
  output: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The file a BuiltPackage is written to, as JSON, when the build ends. */
    builtPackage: string;
  }
}

const REPO = resolve(import.meta.dirname, "../..");

/**
 * One build of the package, `npm run build` into the repository's dist/, for the test files of
 * vitest.config.ts' BUILT_PACKAGE, where each built it for itself (three tsc runs, about 15 s of
 * CPU each). Vitest awaits every project's global setup before any test starts, so the build is
 * only started here: the files are told where its result will be and wait for it there
 * (built-package.ts), while the other projects' tests run. A failed build is written there, not
 * thrown, which would stop every project's tests: only the files that use the package fail.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const results = await mkdtemp(join(tmpdir(), "gen-tools-build-"));
  let builds = 0;
  // One build at a time, as each empties dist/ first.
  let building = Promise.resolve();
  const startBuild = (): void => {
    // A file of its own per build: a rerun's files do not read the build before.
    const result = join(results, `build-${++builds}.json`);
    building = building.then(() => buildInto(result));
    project.provide("builtPackage", result);
  };
  startBuild();
  // Under `vitest` (watch), a rerun follows an edit: the files that use the package get it rebuilt.
  project.onTestsRerun((specifications) => {
    if (specifications.some((specification) => specification.project === project)) startBuild();
  });
  return async () => {
    // Not run when SIGINT or SIGTERM ends vitest (a CI job cancelled); tsc may go on writing a dist/
    // without the bundles (bin, runtime), which the next run empties and builds again before a file reads it.
    // A build no file waited for (a run cut short) ends before its folder goes.
    await building;
    await rm(results, { recursive: true, force: true });
  };
}

/** Builds the package and writes how it went to `file`, whole: a test file reads it once it is there. */
async function buildInto(file: string): Promise<void> {
  await writeFile(`${file}.part`, JSON.stringify(await build()));
  await rename(`${file}.part`, file);
}

async function build(): Promise<BuiltPackage> {
  try {
    return { dir: REPO, ...(await buildPackage()) };
  } catch (error) {
    // tsc did not run, or a bundle failed.
    return { dir: REPO, ok: false, output: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
