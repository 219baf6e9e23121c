import type { AgentIdentity, ToolRecord } from "../registry/types.js";

/**
 * The part of `ToolRegistry` that the dispatcher and the agent use. `ToolRegistry` satisfies it;
 * it is written out here so the agent depends on the registry's contract, not its internals.
 */
export interface DispatchRegistry {
  /** The tool registered under `name`; throws `ToolNotFoundError` (with `suggestions`) otherwise. */
  get(name: string): ToolRecord;
  has(name: string): boolean;
  /** Whether the agent (by uuid, name, or identity: see `ToolRegistry.checkPermission`) may call the tool. */
  checkPermission(agent: string | AgentIdentity, name: string): boolean;
  /** The name the agent is checked under, to name it in a refusal (see `ToolRegistry.agentName`). */
  agentName(agent: string | AgentIdentity): string;
  /** Makes the agent known to the registry, so permission checks can resolve its uuid. */
  bindAgent(agent: AgentIdentity): void;
  /** The tools the agent (by uuid or name) may call, in registration order. */
  toolsFor(agent: string): ToolRecord[];
}
