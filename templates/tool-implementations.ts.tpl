/** The agent instances whose methods are tools, by class name. */
export type AgentInstances = {{agentInstances}};

/** The functions that are tools, by export name. */
export type ToolHandlers = {{handlers}};
