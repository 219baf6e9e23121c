import { ScriptedModel } from "gen-tools";
import { createAgent } from "./create-agent.js";
import { createRegistry } from "./create-registry.js";
import { DEMO_PROMPT } from "./offline-script.js";

const registry = createRegistry();
const agent = createAgent(registry);

// A hook sees every call that ran, including a background task's end (then with its task id).
const finished = new Map<string, number>();
agent.registerToolHook((eventType, toolName) => {
  if (eventType !== "before") finished.set(toolName, (finished.get(toolName) ?? 0) + 1);
});

try {
  process.stdout.write(`model: ${agent.model.provider} · tools: ${agent.toolDefinitions().map((t) => t.name).join(", ")}\n\n`);
  process.stdout.write(`> ${DEMO_PROMPT}\n\n`);
  // The default out() prints the event stream: text as it streams, a line per tool call, result and finished task.
  const result = await agent.conversationWithTool(DEMO_PROMPT, { stream: true });
  if (agent.model instanceof ScriptedModel) agent.model.assertDone();
  // By name: calls that run at once finish in any order.
  const calls = [...finished].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => `${name} ×${count}`).join(", ");
  process.stdout.write(`\n[${result.stopped} after ${result.steps} steps; tool calls run: ${calls}]\n`);
  if (result.stopped !== "end") process.exitCode = 1;
} catch (error) {
  process.stderr.write(`agent-demo: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
