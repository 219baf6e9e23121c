export * from "./types.js";
export { validate, compile } from "./compile.js";
export { checkSchema } from "./check-schema.js";
export { SchemaError } from "./schema-error.js";
export { SUPPORTED_KEYWORDS } from "./supported-keywords.js";
export { MAX_DEPTH } from "./schema-node.js";
