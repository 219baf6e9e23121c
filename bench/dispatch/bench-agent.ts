import { BaseAgent } from "../../src/agent/base-agent.js";
import type { ArgumentRetryTracker } from "../../src/agent/argument-retries.js";
import type { ToolCall } from "../../src/agent/model.js";
import type { DispatchOutcome } from "../../src/agent/outcome.js";
import { ScriptedModel } from "../../src/agent/scripted-model.js";
import type { ToolRegistry } from "../../src/registry/tool-registry.js";

/**
 * An agent whose tool calls can be made one at a time, without a model turn around them. `callTool`
 * takes the path `BaseAgent` takes for each call of a turn: the call's record through `pack` → `out`,
 * `dispatchAll` with the conversation's retry tracker, the result's record through `pack` → `out`.
 * (`BaseAgent` keeps that path private, so it is restated here in its three steps.)
 */
export class BenchAgent extends BaseAgent {
  readonly #retries: ArgumentRetryTracker;

  constructor(registry: ToolRegistry, name: string, sink: { write(text: string): unknown }) {
    // The model is never asked: calls come straight from `callTool`.
    super({ name, registry, model: new ScriptedModel([]), stdout: sink });
    this.#retries = this.dispatcher.createRetryTracker();
  }

  async callTool(call: ToolCall): Promise<DispatchOutcome | undefined> {
    this.pack({ tool_name: call.name, tool_parameter: call.arguments, call_id: call.id });
    const [outcome] = await this.dispatcher.dispatchAll([call], {
      agent: { uuid: this.uuid, name: this.name },
      retries: this.#retries,
      onOutcome: (o) =>
        this.pack({
          tool_name: o.name,
          tool_result: o.content,
          call_id: o.callId,
          is_error: o.isError,
          status: o.status,
        }),
    });
    return outcome;
  }
}
