import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { toolDecorators } from "./generator/vite-plugin.js";

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
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A worker per core: vitest's default (one less) runs the files one at a time on a 2-core CI
    // machine, where many tests wait on a child process (tsc, the CLI) and the other core idles.
    maxWorkers: availableParallelism(),
  },
});
