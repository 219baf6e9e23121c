export * from "./types.js";
export * from "./errors.js";
export { ToolRegistry, type ToolRegistryOptions } from "./tool-registry.js";
export { TOOL_NAME_PATTERN, MAX_TOOL_NAME_LENGTH, suggestToolName } from "./tool-name.js";
export { loadManifest, type LoadManifestOptions, type ManifestFunction } from "./load-manifest.js";
export { parseManifest } from "./manifest-shape.js";
export { freezeManifest } from "./frozen-manifest.js";
export { readManifest } from "./read-manifest.js";
