// ts-morph's compiler package, for the lib files (`lib.es2023.d.ts`, ...) it bundles beside the
// compiler: they are not on disk (see lib-files.ts). CommonJS for the reason typescript.cts gives.
import common = require("@ts-morph/common");
export = common;
