// The TypeScript compiler API, for every part of the generator. A CommonJS module so that Node loads
// the 9 MB compiler with `require`: imported from an ES module, Node would first scan its whole
// text for export names and module syntax, which costs more than loading it.
import ts = require("typescript");
export = ts;
