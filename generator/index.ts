// The programmatic generator (`gen-tools/generator`): what the CLI runs, for build scripts and tools.
export { generate, GenToolsSession } from "./session.js";
export type { GenerateOptions, GenerateResult, RunOptions, SessionOptions } from "./session.js";
export type { Progress } from "./pipeline/run-pipeline.js";
export type { ToolChanges } from "./tool-changes.js";
export type { GenToolsConfig, NameStyle } from "./config/config.js";
export { DEFAULT_CONFIG } from "./config/config.js";
export { ConfigError } from "./config/config-error.js";
export { formatDiagnostic, hasErrors } from "./diagnostics.js";
export type { Diagnostic, Severity } from "./diagnostics.js";
export { PIPELINE_CODES } from "./codes.js";
export { main } from "./cli/main.js";
