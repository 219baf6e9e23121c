/** Options of `@tool()`. Read by the generator from the decorator's object literal; keep them literals. */
export interface ToolOptions {
  /** The tool's name; default: the method's name in snake_case (`getForecast` → `get_forecast`). */
  name?: string;
  /** What the model reads about the tool; default: the method's JSDoc summary. */
  description?: string;
  /** Parameter name → description, overriding the JSDoc `@param` text. */
  params?: Record<string, string>;
  /** Safe to call twice with the same arguments. */
  idempotent?: boolean;
  /** Milliseconds before a call moves to the background; `null` for the agent's default. */
  timeoutMs?: number | null;
  /** Agent names that may call the tool; `null` or unset for every agent. */
  allowedAgents?: string[] | null;
}
