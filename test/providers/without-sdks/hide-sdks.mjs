// Preloaded with `--import`: makes the optional provider SDKs unresolvable, as for a user who did
// not install them.
import { register } from "node:module";

register("./hide-sdks-hooks.mjs", import.meta.url);
