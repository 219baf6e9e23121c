// Preloaded with `--import`: holds the CLI's import of cli/main back (see hold-main-import-hooks.mjs),
// so that a test can signal the process while the compiler and main load, before main.ts has run.
import { register } from "node:module";

register("./hold-main-import-hooks.mjs", import.meta.url);
