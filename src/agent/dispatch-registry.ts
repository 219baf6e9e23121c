import type { AgentIdentity, ToolRecord } from "../registry/types.js";

/**
 * The part of `ToolRegistry` that the dispatcher and the agent use. `ToolRegistry` satisfies it;
 * it is written out here so the agent depends on the registry's contract, not its internals.
 */
export interface DispatchRegistry {
  /** The tool registered under `name`; throws `ToolNotFoundError` (with `suggestions`) otherwise. */
  get(name: string): ToolRecord;
  /** The tool registered under `name`, or `undefined`. */
  find(name: string): ToolRecord | undefined;
  has(name: string): boolean;
  /** The name an agent (by uuid, name, or identity) is checked under against a tool's `allowedAgents` (see `ToolRegistry.agentName`). */
  agentName(agent: string | AgentIdentity): string;
  /** Makes the agent known to the registry, so permission checks can resolve its uuid. */
  bindAgent(agent: AgentIdentity): void;
  /** The tools the agent (by uuid or name) may call, in registration order. */
  toolsFor(agent: string): ToolRecord[];
  /** Calls `listener` after each change of the tools; returns the function that stops it. Optional: without it, serveMcp announces no changes. */
  onToolsChanged?(listener: () => void): () => void;
}
