import type { ChatMessage } from "../../src/agent/model.js";
import { ScriptedModel, type ScriptStep } from "../../src/agent/scripted-model.js";
import type { ToolRegistry } from "../../src/registry/index.js";
import { deferred, type RecordingAgent, recordingAgent, until } from "./helpers.js";

/**
 * An agent whose first conversation ("Run the job.") sent `jobs.run` to the background, where it has
 * settled since: the next request carries a `[background tasks finished]` note. `next` scripts the
 * turns after that conversation's two.
 */
export async function agentWithSettledJob(registry: ToolRegistry, next: readonly ScriptStep[]): Promise<{ agent: RecordingAgent; model: ScriptedModel }> {
  const job = deferred<string>();
  registry.register("jobs.run", { type: "object" }, () => job.promise, { timeoutMs: 1 });
  const model = new ScriptedModel([{ toolCalls: [{ name: "jobs.run" }] }, { text: "It is running." }, ...next]);
  const agent = recordingAgent({ name: "guest", registry, model });
  await agent.conversationWithTool("Run the job.");
  job.resolve("job done");
  await until(() => agent.dispatcher.tasks.list()[0]?.state === "settled", "the job to settle");
  return { agent, model };
}

/** What a request sent after the job's conversation (its four messages): roles, and users' first lines. */
export function sentAfterJob(messages: readonly ChatMessage[] | undefined): string[] {
  return (messages ?? []).slice(4).map((m) => (m.role === "user" ? (m.content.split("\n")[0] ?? "") : m.role));
}
