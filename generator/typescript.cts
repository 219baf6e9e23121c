// The TypeScript compiler API, for every part of the generator: the compiler ts-morph bundles (its
// package @ts-morph/common), so that gen-tools reads a project the same whatever TypeScript the user
// has installed, TypeScript 7 (which has no JavaScript API) included. Required by the package's own
// `imports` name (package.json): the compiler's file itself, not @ts-morph/common's main module,
// whose 3 MB of bundled lib files would cost every run 30 ms to load (lib-files.ts reads them only
// when its cache has none). A CommonJS module so that Node loads it with `require`: imported from
// an ES module, Node would first scan the compiler's 9 MB for export names, which costs more than
// loading it (and would here too if this assigned the `require` to `module.exports` directly).
import ts = require("#ts-morph-compiler");
export = ts;
