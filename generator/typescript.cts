// The TypeScript compiler API, for every part of the generator: the compiler ts-morph bundles (its
// package @ts-morph/common), so that gen-tools reads a project the same whatever TypeScript the user
// has installed, TypeScript 7 (which has no JavaScript API) included. A CommonJS module so that Node
// loads it with `require`: imported from an ES module, Node would first scan the compiler's 9 MB
// for export names and module syntax, which costs more than loading it.
import common = require("@ts-morph/common");
import ts = common.ts;
export = ts;
