import type { JsonSchemaObject } from "../json-schema.js";

/**
 * The provider-neutral conversation that the agent loop keeps. Providers translate it to their wire
 * format and back; tool names here are the registry's own (dotted) names.
 */
export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchemaObject;
  outputSchema?: JsonSchemaObject;
}

export interface ToolCall {
  /** The provider's call id; every call gets exactly one result carrying it. */
  id: string;
  name: string;
  /** The parsed arguments; `undefined` when `parseError` is set. */
  arguments: unknown;
  /** Set when the model sent arguments that are not a JSON object. */
  parseError?: string;
}

export interface ToolResultContent {
  callId: string;
  name: string;
  /** What the model reads: text, usually JSON. */
  content: string;
  isError: boolean;
}

export type ChatMessage =
  | { role: "user"; content: string }
  | { role: "assistant"; text: string; toolCalls: ToolCall[] }
  | { role: "tool"; results: ToolResultContent[] };

export interface ModelRequest {
  system?: string;
  messages: ChatMessage[];
  tools: ToolDefinition[];
}

export type StopReason = "end" | "tool_use" | "max_tokens" | "other";

export interface ModelTurn {
  text: string;
  toolCalls: ToolCall[];
  stopReason: StopReason;
}

export interface RespondOptions {
  stream: boolean;
  signal?: AbortSignal | undefined;
  /** Called with each piece of text as it arrives (streaming), or once with the whole text. */
  onText?: ((delta: string) => void) | undefined;
}

/** One model behind one provider's API: takes the conversation, returns the model's next turn. */
export interface ModelClient {
  readonly provider: string;
  respond(request: ModelRequest, options: RespondOptions): Promise<ModelTurn>;
}
