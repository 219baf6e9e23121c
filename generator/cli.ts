#!/usr/bin/env node
// The `gen-tools` bin: everything is in cli/main.ts; this file only runs it and sets the exit code.
// `npm run build` bundles it (scripts/bundle-cli.ts) into dist/bin/gen-tools.js, which package.json
// names: main.js and what it imports become one chunk, imported below once the compiler is loaded.
import { enableCompileCache } from "./cli/compile-cache.js";
import { loadTypeScriptWithCodeCache } from "./cli/typescript-code-cache.js";

// Before the compiler loads: main.js imports it, and it is most of what a run compiles.
enableCompileCache();
loadTypeScriptWithCodeCache();
const { main } = await import("./cli/main.js");

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`gen-tools: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
