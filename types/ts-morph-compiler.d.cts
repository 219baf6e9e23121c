// The types of `#ts-morph-compiler` (package.json's `imports`): @ts-morph/common's compiler file,
// which exports the `ts` namespace that @ts-morph/common's main module re-exports by name.
import { ts } from "@ts-morph/common";
export = ts;
