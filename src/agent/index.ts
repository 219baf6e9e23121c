export * from "./model.js";
export * from "./outcome.js";
export * from "./tool-hooks.js";
export * from "./argument-retries.js";
export * from "./background-tasks.js";
export * from "./dispatch-registry.js";
export * from "./dispatcher.js";
export * from "./task-result-tool.js";
export * from "./out-records.js";
// consoleOut is the agents' own default `out`, not an API: a sink prints records with formatRecord.
export { formatRecord, type TextSink } from "./console-out.js";
export * from "./base-agent.js";
export * from "./scripted-model.js";
