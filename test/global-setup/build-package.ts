import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPackage } from "../../scripts/build.js";

/** The package as the test files of vitest.config.ts' BUILT_PACKAGE inject it ("builtPackage"). */
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
    builtPackage: BuiltPackage;
  }
}

const REPO = resolve(import.meta.dirname, "../..");

/**
 * One build of the package, `npm run build` into the repository's dist/, for the test files that
 * use it, before they start: each built it for itself, three tsc runs (about 20 s of CPU each)
 * beside the rest of the suite. A failed build is not thrown here, which would stop every
 * project's tests: the files that use the package fail, with tsc's output (built-package.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("builtPackage", await build());
  // Under `vitest` (watch), a rerun follows an edit: the files that use the package get it rebuilt.
  project.onTestsRerun(async (specifications) => {
    if (specifications.some((specification) => specification.project === project)) project.provide("builtPackage", await build());
  });
}

async function build(): Promise<BuiltPackage> {
  try {
    return { dir: REPO, ...(await buildPackage()) };
  } catch (error) {
    // tsc did not run, or a bundle failed.
    return { dir: REPO, ok: false, output: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
