import { BaseAgent, type ToolRegistry } from "gen-tools";
import { AnthropicAgent } from "gen-tools/anthropic";
import { OpenAIAgent } from "gen-tools/openai";
import { offlineModel } from "./offline-script.js";

const SYSTEM_PROMPT = "You are a travel assistant. Use the tools for every conversion, note and sum; never guess their results.";

/**
 * The demo's agent: Claude when `ANTHROPIC_API_KEY` is set, OpenAI when `OPENAI_API_KEY` is,
 * otherwise the offline scripted model. `GEN_TOOLS_MODEL` picks the provider's model.
 */
export function createAgent(registry: ToolRegistry, env: NodeJS.ProcessEnv = process.env): BaseAgent {
  const options = { name: "assistant", registry, system: SYSTEM_PROMPT };
  const model = env["GEN_TOOLS_MODEL"] || undefined;
  if (env["ANTHROPIC_API_KEY"]) return new AnthropicAgent({ ...options, model: model ?? "claude-sonnet-4-5" });
  // Strict mode: OpenAI then holds the model's arguments to the schemas gen-tools derived.
  if (env["OPENAI_API_KEY"]) return new OpenAIAgent({ ...options, model: model ?? "gpt-4.1", strict: true });
  return new BaseAgent({ ...options, model: offlineModel() });
}
