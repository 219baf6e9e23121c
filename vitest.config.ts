import ts from "typescript";
import { defineConfig } from "vitest/config";

// Vite's TypeScript transform does not lower TC39 standard decorators, and Node 20 cannot run them,
// so files that use a decorator call (`@tool()`) go through the TypeScript compiler first.
const DECORATOR_CALL = /@[A-Za-z_$][\w$]*(?:\.[\w$]+)*\s*\(/;

export default defineConfig({
  plugins: [
    {
      name: "gen-tools:standard-decorators",
      enforce: "pre",
      transform(code, id) {
        if (!/\.[cm]?tsx?$/.test(id) || id.includes("/node_modules/") || !DECORATOR_CALL.test(code)) return null;
        const out = ts.transpileModule(code, {
          fileName: id,
          compilerOptions: {
            target: ts.ScriptTarget.ES2022,
            module: ts.ModuleKind.ESNext,
            sourceMap: true,
            inlineSources: true,
          },
        });
        return { code: out.outputText, map: out.sourceMapText };
      },
    },
  ],
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
  },
});
