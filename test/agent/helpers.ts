import { BaseAgent, type BaseAgentOptions } from "../../src/agent/base-agent.js";
import type { OutRecord } from "../../src/agent/out-records.js";
import type { ToolCall } from "../../src/agent/model.js";

/** A promise with its resolve and reject outside, to finish a handler when the test says so. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves when `predicate` holds, checking every few milliseconds (for background work). */
export async function until(predicate: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function call(name: string, args: unknown, id = `c_${name}`): ToolCall {
  return { id, name, arguments: args };
}

export const AGENT = { uuid: "6f1f8c4e-3f43-4c55-9a8e-0d6d0b5f2a11", name: "tester" };

/** An agent whose `out` keeps the records, the way a user's sink would. */
export class RecordingAgent extends BaseAgent {
  readonly records: OutRecord[] = [];

  protected override out(content: OutRecord): void {
    this.records.push(content);
  }

  of<K extends OutRecord["kind"]>(kind: K): Extract<OutRecord, { kind: K }>[] {
    return this.records.filter((r): r is Extract<OutRecord, { kind: K }> => r.kind === kind);
  }
}

export function recordingAgent(options: BaseAgentOptions): RecordingAgent {
  return new RecordingAgent({ logger: { warn: () => undefined }, ...options });
}

/** Parses a result's content, which the dispatcher always writes as JSON. */
export function contentOf(outcome: { content: string }): Record<string, unknown> {
  return JSON.parse(outcome.content) as Record<string, unknown>;
}
