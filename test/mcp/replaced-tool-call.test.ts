import { expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { loadManifest, ToolRegistry, type ToolRecord } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
import { deferred, until } from "../agent/helpers.js";
import { manifestFiles } from "../registry/helpers/manifest-files.js";
import { toolEntry } from "../registry/helpers/tool-entry.js";
import { connectedClients } from "./helpers/connected-clients.js";

// serveMcp checks a tool's output schema before the handler runs, so that a schema a hand edit left
// invalid refuses the call before its side effects. A call that waits for a place while the tool is
// replaced by one with such a schema must not run the new handler and be refused after it: the call
// runs the tool it looked up and checked when it came, and the calls after the change get the new one.

const read = manifestFiles();
const agent = { uuid: "2b7c9e41-5d3a-4f8e-a6b0-c1d2e3f4a5b6", name: "mcp-client" };
const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false };
const OUTPUT: JsonSchemaObject = { type: "object", properties: { sent: { type: "number" } }, required: ["sent"] };
const HASH = "5e".repeat(32);
/** `send` as a manifest a hand edit broke holds it: "nope" is no JSON type. */
const BROKEN = renderManifest([toolEntry("send", SCHEMA, { outputSchema: { type: "object", properties: { sent: { type: "nope" } } } as unknown as JsonSchemaObject })], HASH);

/** A registry that notes each tool it is asked for: serveMcp's lookups, then the dispatcher's. */
class LookupRegistry extends ToolRegistry {
  readonly lookups: string[] = [];
  override find(name: string): ToolRecord | undefined {
    this.lookups.push(name);
    return super.find(name);
  }
}

const connect = connectedClients(agent, { maxConcurrency: 1 });

/**
 * A server of one place, taken by `hold` until `release`, and a call of `send` waiting for it once
 * it has looked its tool up; `loadBroken` then registers `send` as the broken manifest has it.
 */
async function sendWaitingForAPlace(registry: LookupRegistry, ran: string[]) {
  const gate = deferred();
  registry.register("hold", { type: "object" }, async () => {
    ran.push("hold");
    await gate.promise;
    return "held";
  });
  const { client } = await connect(registry);
  const held = client.callTool({ name: "hold", arguments: {} });
  await until(() => ran.includes("hold"), "hold to run");
  const sent = client.callTool({ name: "send", arguments: { n: 1 } });
  await until(() => registry.lookups.filter((name) => name === "send").length === 1, "send's call to look its tool up");
  const loadBroken = async (): Promise<void> => {
    loadManifest(await read(BROKEN), {
      registry,
      handlers: { send: (args: Record<string, unknown>) => (ran.push(`new send ${String(args.n)}`), { sent: args.n }) },
      validators: { send: { load: async () => compile(SCHEMA), validatorsHash: HASH } },
    });
  };
  const release = async (): Promise<void> => {
    gate.resolve();
    await expect(held).resolves.toMatchObject({ content: [{ type: "text", text: "held" }] });
  };
  return { client, sent, loadBroken, release };
}

it("runs the tool a call looked up when it came, though it was replaced while the call waited for a place", async () => {
  const registry = new LookupRegistry();
  const ran: string[] = [];
  registry.register("send", SCHEMA, (args) => (ran.push(`old send ${String(args.n)}`), { sent: args.n }), { outputSchema: OUTPUT });
  const { client, sent, loadBroken, release } = await sendWaitingForAPlace(registry, ran);
  registry.unregister("send");
  await loadBroken();
  await release();

  await expect(sent).resolves.toMatchObject({ structuredContent: { sent: 1 } });
  // The calls after the change get the new tool, refused before its handler runs.
  await expect(client.callTool({ name: "send", arguments: { n: 2 } })).rejects.toThrow(/tool "send": outputSchema is not usable/);
  expect(ran).toEqual(["hold", "old send 1"]);
});

it("checks a tool registered while a call of it waited for a place, unknown when the call came, before its handler runs", async () => {
  const registry = new LookupRegistry();
  const ran: string[] = [];
  const { sent, loadBroken, release } = await sendWaitingForAPlace(registry, ran);
  await loadBroken();
  await release();

  await expect(sent).rejects.toThrow(/tool "send": outputSchema is not usable/);
  expect(ran).toEqual(["hold"]);
});
