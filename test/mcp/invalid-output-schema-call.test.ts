import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { loadManifest } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
import { manifestFiles } from "../registry/helpers/manifest-files.js";
import { toolEntry } from "../registry/helpers/tool-entry.js";
import { connectedClients } from "./helpers/connected-clients.js";

// A lazily read manifest's output schema that a hand edit left invalid is read, and refused, when
// its record's schema is first read. A call that comes before tools/list must be refused before the
// handler runs, not after its side effects, when its result is checked against the schema.

const read = manifestFiles();
const agent = { uuid: "8c3e1f2a-6b4d-4a9e-b1c7-0d5f9e3a2b64", name: "mcp-client" };
const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false };
const HASH = "7d".repeat(32);
/** `send`'s output schema as a hand edit left it: "nope" is no JSON type. */
const BROKEN = { type: "object", properties: { sent: { type: "nope" } } } as unknown as JsonSchemaObject;
const TEXT = renderManifest([toolEntry("send", SCHEMA, { outputSchema: BROKEN })], HASH);
const validators = () => ({ send: { load: async () => compile(SCHEMA), validatorsHash: HASH } });

const connect = connectedClients(agent);

describe("a call of a lazily loaded tool whose output schema a hand edit left invalid", () => {
  it.each([
    ["not a schema", TEXT, /tool "send": outputSchema is not usable:\n {2}\/properties\/sent\/type: /],
    ["not JSON", TEXT.replace('"nope"', "nope"), /m\d+\.json:\d+:\d+: /],
  ])("(%s) is refused before its handler runs, naming the tool and where the schema is wrong", async (_, text, refusal) => {
    const sent: unknown[] = [];
    const registry = loadManifest(await read(text), { handlers: { send: (args: Record<string, unknown>) => sent.push(args.n) }, validators: validators() });
    // Unread until the call, or the test tests nothing of the lazy records.
    expect(typeof Object.getOwnPropertyDescriptor(registry.get("send"), "outputSchema")?.get).toBe("function");
    const { client } = await connect(registry);
    const call = client.callTool({ name: "send", arguments: { n: 1 } });
    await expect(call).rejects.toThrow(refusal);
    expect(sent).toEqual([]);
    // And again, as tools/list does.
    await expect(client.callTool({ name: "send", arguments: { n: 2 } })).rejects.toThrow(refusal);
    await expect(client.listTools()).rejects.toThrow(refusal);
    expect(sent).toEqual([]);
  });
});
