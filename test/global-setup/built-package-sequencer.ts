import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The vitest project of the test files that wait for the package's build (build-package.ts). */
export const BUILT_PACKAGE_PROJECT = "built-package";

/**
 * Vitest's order, which runs the projects by name and each one's longest files first, with the
 * built-package files apart: vitest would start them all first, and on two workers both would
 * wait for the build while a core idles. The longest of them starts first, to wait on one worker
 * while the others run other files; the rest start after the files that run in a process of
 * their own (long runs too), when the build is done.
 */
export class BuiltPackageSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const [first, ...later] = sorted.filter((file) => file.project.name === BUILT_PACKAGE_PROJECT);
    if (first === undefined) return sorted;
    const others = sorted.filter((file) => file.project.name !== BUILT_PACKAGE_PROJECT);
    const firstShared = others.findIndex((file) => file.project.config.isolate === false);
    const at = firstShared === -1 ? others.length : firstShared;
    return [first, ...others.slice(0, at), ...later, ...others.slice(at)];
  }
}
