import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { isPlainObject } from "../validator/json-kind.js";

/**
 * Has the server connected to `transport` take a request that asks to run as a task (`params.task`,
 * MCP 2025-11-25's tasks) as a plain one, answered when done: the server declares no `tasks`
 * capability, and the spec has such a receiver process it "normally, ignoring any task-augmentation
 * metadata". The SDK's server refused it instead (-32603, "Server does not support task creation"),
 * and would have checked the result of a `tools/call` so asked as a task it never created.
 * Called once the server is connected, which sets the `onmessage` wrapped here.
 */
export function ignoreTaskAugmentation(transport: Transport): void {
  const deliver = transport.onmessage;
  if (deliver === undefined) return;
  transport.onmessage = (message, extra) => deliver(withoutTask(message), extra);
}

/** A request without its `params.task`; any other message as it is. A copy: the sender may hold the message still (an in-memory transport). */
function withoutTask<T extends JSONRPCMessage>(message: T): T {
  if (!("method" in message) || !("id" in message) || !isPlainObject(message.params) || !Object.hasOwn(message.params, "task")) return message;
  const { task, ...params } = message.params;
  return { ...message, params };
}
