import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { toolDecorators } from "./generator/vite-plugin.js";
import { BUILT_PACKAGE_PROJECT, BuiltPackageSequencer } from "./test/global-setup/built-package-sequencer.js";

/**
 * Test files that each run in a fresh process, as vitest runs every file by default. The others
 * share a worker process with the files run before them, which saves loading the compiler,
 * ts-morph and the generator again for each. A test file belongs here when what it changes would
 * outlive it (vi.mock, a spy or process.env it does not restore, process.cwd(), a listener on
 * process, V8's flags) or when it needs what only a fresh process has (gen-tools' own package.json
 * not read yet, its caches empty).
 */
const OWN_PROCESS = [
  // vi.mock replaces a module for the rest of the process: node:fs (to count reads gen-tools makes
  // once per process), node:crypto, the compiler, the validator.
  "test/agent/browser-uuid.test.ts",
  "test/generator/declared-base-sources.test.ts",
  "test/generator/own-package-json.test.ts",
  "test/generator/package-name-reads.test.ts",
  "test/registry/lookup.test.ts",
  // Watches: file watchers, timers, spies on the session's modules, two with vi.mock.
  "test/generator/watch*.test.ts",
  // --expose-gc, which a CLI run turns on for the rest of the process: collect-garbage collects in
  // the test's own process, and generate-process checks that generate() leaves it off.
  "test/generator/collect-garbage.test.ts",
  "test/generator/generate-process.test.ts",
  // Packages, bundles and benchmarks built with npm, vite and esbuild: long runs with little to share.
  "test/e2e/**/*.test.ts",
  "test/bench/**/*.test.ts",
  "test/examples/**/*.test.ts",
];

/**
 * Test files of OWN_PROCESS that use the package as `npm run build` builds it: it is built once,
 * into the repository's dist/, while the other files run (test/global-setup/build-package.ts), and
 * they wait for it through test/global-setup/built-package.ts.
 */
const BUILT_PACKAGE = ["test/e2e/package.test.ts", "test/e2e/built-identity.test.ts", "test/examples/agent-demo.test.ts"];

export default defineConfig({
  // The tests import classes with `@tool()` methods: gen-tools' own plugin lowers the decorators,
  // as it does in users' projects.
  plugins: [toolDecorators()],
  resolve: {
    // generator/typescript.cts loads the compiler with require; Vite does not run CommonJS sources,
    // so in tests the module is what it exports (package.json's `#ts-morph-compiler`).
    alias: [
      { find: /^(?:\.{1,2}\/)+(?:generator\/)?typescript\.cjs$/, replacement: "@ts-morph/common/dist/typescript.js" },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Quitting watch mode mid-build waits for the package's build (test/global-setup/build-package.ts)
    // to end before its teardown removes the results, rather than leaving a half-built dist/.
    teardownTimeout: 60_000,
    // A worker per core: vitest's default (one less) runs the files one at a time on a 2-core CI
    // machine, where many tests wait on a child process (tsc, the CLI) and the other core idles.
    maxWorkers: availableParallelism(),
    // The built-package files start apart, so that no more than one waits for the build at first.
    sequence: { sequencer: BuiltPackageSequencer },
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...OWN_PROCESS], isolate: false } },
      { extends: true, test: { name: "own-process", include: OWN_PROCESS, exclude: [...configDefaults.exclude, ...BUILT_PACKAGE] } },
      // A project of their own: vitest runs a project's global setup only when one of its files runs.
      // Their tests run tsc, npm and the CLI in child processes, several to a test: under the
      // suite's load one of package.test.ts' took more than 30 s. Their beforeAll waits for the
      // build (up to 180 s, built-package.ts) before its own work.
      {
        extends: true,
        test: { name: BUILT_PACKAGE_PROJECT, include: BUILT_PACKAGE, globalSetup: ["test/global-setup/build-package.ts"], testTimeout: 120_000, hookTimeout: 300_000 },
      },
    ],
  },
});
