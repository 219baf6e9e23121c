import { inject } from "vitest";

/**
 * The package's folder, its dist/ built by the global setup (build-package.ts) as `npm run build`
 * builds it, for a test file's beforeAll: a failed build fails the file, with tsc's output.
 */
export function builtPackage(): string {
  const built = inject("builtPackage");
  if (built === undefined) throw new Error("no package was built for this test file: name it in vitest.config.ts' BUILT_PACKAGE");
  if (!built.ok) throw new Error(`npm run build failed:\n${built.output}`);
  return built.dir;
}
