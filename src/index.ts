// The runtime: what an application imports. Nothing here loads ts-morph, typescript or prettier.
export * from "./json-schema.js";
export * from "./manifest.js";
export * from "./validator/index.js";
export * from "./registry/index.js";
export * from "./tags.js";
export * from "./declare/index.js";
export * from "./agent/index.js";
export * from "./providers/index.js";
export * from "./mcp/index.js";
