/** What `registerTools` binds the manifest's tools to. */
export interface ToolImplementations {
  agentInstances{{agentInstancesOptional}}: AgentInstances;
  handlers{{handlersOptional}}: ToolHandlers;
}

/**
 * Registers every tool of tools.manifest.json on `registry`: methods are bound to
 * `agentInstances`, functions to `handlers`. Returns the registry.
 */
export function registerTools(
  registry: ToolRegistry,
  implementations: ToolImplementations,
): ToolRegistry {
  return loadManifest(freezeManifest(manifest, "tools.manifest.json"), {
    agents: implementations.agentInstances ?? {},
    handlers: implementations.handlers ?? {},{{validatorsOption}}
    registry,
  });
}
