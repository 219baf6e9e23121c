import { afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { serveMcp, type McpServerHandle, type ServeMcpOptions } from "../../src/mcp/serve-mcp.js";
import { ToolRegistry } from "../../src/registry/index.js";

const agent = { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7b", name: "mcp-client" };
const noArguments: JsonSchemaObject = { type: "object", properties: {}, additionalProperties: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const open: { client: Client; handle: McpServerHandle }[] = [];

afterEach(async () => {
  for (const { client, handle } of open.splice(0)) {
    await client.close();
    await handle.close();
  }
});

/** A server over `registry` and the SDK's own client (which checks structuredContent against the output schema), connected in memory. */
async function connect(registry: ToolRegistry, options: Omit<ServeMcpOptions, "agent" | "transport"> = {}) {
  const [server, client] = InMemoryTransport.createLinkedPair();
  const handle = await serveMcp(registry, { agent, transport: server, ...options });
  const mcp = new Client({ name: "gen-tools-test", version: "1.0.0" });
  await mcp.connect(client);
  await mcp.listTools();
  open.push({ client: mcp, handle });
  return { client: mcp, handle };
}

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): unknown {
  const [first] = result.content as { type: string; text: string }[];
  return JSON.parse(first?.text ?? "");
}

describe("serveMcp and invalid arguments", () => {
  const addSchema: JsonSchemaObject = {
    type: "object",
    properties: { a: { type: "number" }, b: { type: "number" } },
    required: ["a", "b"],
    additionalProperties: false,
  };

  it("answers every invalid call with its errors and never cuts a tool off: a server sees no conversations", async () => {
    const registry = new ToolRegistry();
    registry.register("add", addSchema, (args) => (args.a as number) + (args.b as number));
    const { client } = await connect(registry);
    for (const args of [{ a: "1", b: 2 }, { a: 1 }, { a: 1, b: "x" }, { a: 1 }, { a: 1 }]) {
      const result = await client.callTool({ name: "add", arguments: args });
      expect(result.isError).toBe(true);
      // The same bad call again too: another conversation may make it, and needs its errors.
      expect(textOf(result)).toMatchObject({ error: "invalid_arguments", errors: [expect.objectContaining({ keyword: expect.any(String) })] });
    }
    const valid = await client.callTool({ name: "add", arguments: { a: 1, b: 2 } });
    expect(valid.isError).toBeFalsy();
    expect(textOf(valid)).toBe(3);
  });
});

describe("serveMcp's structuredContent for a return type gen-tools writes as a $ref", () => {
  const conversion: JsonSchemaObject = {
    type: "object",
    properties: { value: { type: "number" }, unit: { type: "string" } },
    required: ["value", "unit"],
    additionalProperties: false,
  };

  it("serves the object schema as it is and sends the object itself, as its text has it", async () => {
    const registry = new ToolRegistry();
    registry.register("convert_units", noArguments, () => ({ value: 3.107, unit: "mi" }), {
      outputSchema: { $ref: "#/$defs/Conversion", $defs: { Conversion: conversion } },
    });
    // A union of object types: every value is an object too.
    registry.register("lookup", noArguments, () => ({ value: 1, unit: "km" }), {
      outputSchema: { anyOf: [{ $ref: "#/$defs/Conversion" }, { $ref: "#/$defs/Missing" }], $defs: { Conversion: conversion, Missing: { type: "object", properties: { missing: { const: true } }, required: ["missing"] } } },
    });
    const { client, handle } = await connect(registry);
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === "convert_units")?.outputSchema).toEqual({ $ref: "#/$defs/Conversion", $defs: { Conversion: conversion }, type: "object" });
    expect(handle.tools.find((t) => t.name === "lookup")?.outputSchema).not.toHaveProperty("properties.result");
    for (const name of ["convert_units", "lookup"]) {
      const result = await client.callTool({ name, arguments: {} });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(textOf(result));
    }
  });
});

describe("serveMcp's maxConcurrency", () => {
  function slowTool() {
    const counts = { running: 0, peak: 0, started: 0 };
    const registry = new ToolRegistry();
    registry.register("scrape", noArguments, async () => {
      counts.started++;
      counts.running++;
      counts.peak = Math.max(counts.peak, counts.running);
      await sleep(40);
      counts.running--;
      return "ok";
    });
    return { registry, counts };
  }

  it("runs at most maxConcurrency calls at once; the others wait their turn", async () => {
    const { registry, counts } = slowTool();
    const { client, handle } = await connect(registry, { dispatcher: { maxConcurrency: 2 } });
    expect(handle.dispatcher.maxConcurrency).toBe(2);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.callTool({ name: "scrape", arguments: {} })));
    expect(results.map(textOfString)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(counts.peak).toBe(2);
  });

  it("holds a call's place until its result, past its timeout too", async () => {
    const { registry, counts } = slowTool();
    const { client } = await connect(registry, { dispatcher: { maxConcurrency: 1, defaultTimeoutMs: 5 } });
    await Promise.all(Array.from({ length: 3 }, () => client.callTool({ name: "scrape", arguments: {} })));
    expect(counts).toEqual({ running: 0, peak: 1, started: 3 });
  });

  it("applies the dispatcher's default, 4", async () => {
    const { registry, counts } = slowTool();
    const { client } = await connect(registry);
    await Promise.all(Array.from({ length: 6 }, () => client.callTool({ name: "scrape", arguments: {} })));
    expect(counts.peak).toBe(4);
  });

  it("holds a cancelled call's place until its handler ends, when the handler ignores its signal: cancelling and calling again piles nothing up", async () => {
    const { registry, counts } = slowTool();
    const { client } = await connect(registry, { dispatcher: { maxConcurrency: 1 } });
    const attempts = [];
    for (let i = 0; i < 3; i++) {
      // The SDK's request timeout cancels the request (notifications/cancelled); the handler runs on.
      attempts.push(expect(client.callTool({ name: "scrape", arguments: {} }, undefined, { timeout: 5 })).rejects.toThrow(/timed out/i));
      await sleep(10);
    }
    await Promise.all(attempts);
    await client.callTool({ name: "scrape", arguments: {} });
    expect(counts.peak).toBe(1);
  });

  it("drops a call cancelled while it waits for its place, which never runs", async () => {
    const { registry, counts } = slowTool();
    const { client } = await connect(registry, { dispatcher: { maxConcurrency: 1 } });
    const first = client.callTool({ name: "scrape", arguments: {} });
    const controller = new AbortController();
    const cancelled = client.callTool({ name: "scrape", arguments: {} }, undefined, { signal: controller.signal });
    const third = client.callTool({ name: "scrape", arguments: {} });
    await sleep(10);
    controller.abort(new Error("the user gave up"));
    await expect(cancelled).rejects.toThrow(/gave up/);
    expect((await Promise.all([first, third])).map(textOfString)).toEqual(["ok", "ok"]);
    expect(counts.started).toBe(2);
  });
});

function textOfString(result: Awaited<ReturnType<Client["callTool"]>>): string {
  return (result.content as { text: string }[])[0]?.text ?? "";
}

describe("serveMcp and calls that outlive their timeout", () => {
  it("drops each task from dispatcher.tasks once its result is sent", async () => {
    const registry = new ToolRegistry();
    registry.register("export_csv", noArguments, async () => {
      await sleep(20);
      return [1, 2, 3];
    }, { timeoutMs: 5 });
    const { client, handle } = await connect(registry);
    const settled: string[] = [];
    handle.dispatcher.registerToolHook((event, _name, _args, _result, taskId) => void (event === "after" && taskId !== undefined && settled.push(taskId)));
    for (let i = 0; i < 3; i++) expect(textOf(await client.callTool({ name: "export_csv", arguments: {} }))).toEqual([1, 2, 3]);
    // They did go to the background.
    expect(settled).toHaveLength(3);
    expect(handle.dispatcher.tasks.list()).toEqual([]);
  });

  it("drops the task of a cancelled request once it has settled", async () => {
    const registry = new ToolRegistry();
    let aborted = false;
    registry.register("hang", noArguments, (_args, context) => new Promise((resolve) => {
      context.signal.addEventListener("abort", () => {
        aborted = true;
        setTimeout(() => resolve("too late"), 10);
      });
    }), { timeoutMs: 5 });
    const { client, handle } = await connect(registry);
    const controller = new AbortController();
    const call = client.callTool({ name: "hang", arguments: {} }, undefined, { signal: controller.signal });
    // Moved to the background once the request has reached the server (a fixed wait lost that race under load).
    await expect.poll(() => handle.dispatcher.tasks.running()).toHaveLength(1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => aborted).toBe(true);
    await expect.poll(() => handle.dispatcher.tasks.list()).toEqual([]);
  });
});

describe("serveMcp and results their output schema refuses once written as JSON", () => {
  const stats: JsonSchemaObject = {
    type: "object",
    properties: { count: { type: "integer" }, mean: { type: "number" } },
    required: ["count", "mean"],
    additionalProperties: false,
  };

  async function call(outputSchema: JsonSchemaObject, value: unknown) {
    const registry = new ToolRegistry();
    registry.register("average", noArguments, () => value, { outputSchema });
    const { client } = await connect(registry);
    // The SDK's client would throw on structuredContent that does not match the schema.
    return client.callTool({ name: "average", arguments: {} });
  }

  it("answers NaN where a number is due with a tool error naming where and what JSON made of it", async () => {
    const result = await call(stats, { count: 0, mean: NaN });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(textOf(result)).toEqual({
      error: "tool_error",
      message: "average returned NaN at /mean, which JSON writes as null, and its output schema refuses that (/mean must be number, got null)",
    });
  });

  it("says so of an Invalid Date returned for a Date, of Infinity in an array and of a field JSON leaves out", async () => {
    const date = await call({ type: "string", format: "date-time" }, new Date("tomorrow"));
    expect((textOf(date) as { message: string }).message).toBe(
      "average returned an Invalid Date, which JSON writes as null, and its output schema refuses that (the result must be string, got null)",
    );
    const list = await call({ type: "array", items: { type: "number" } }, [1, Infinity, -Infinity]);
    expect((textOf(list) as { message: string }).message).toMatch(/^average returned Infinity at \/1, which JSON writes as null; -Infinity at \/2, which JSON writes as null, and its output schema refuses that \(\/1 must be number/);
    const left = await call(stats, { count: 1, mean: undefined });
    expect((textOf(left) as { message: string }).message).toMatch(/^average returned undefined at \/mean, which JSON leaves out, and its output schema refuses that \(\/mean missing required property 'mean'\)$/);
  });

  it("reports any other mismatch with the schema's first error, located in the result", async () => {
    const wrong = await call({ type: "array", items: stats }, [{ count: 1, mean: "high" }]);
    expect(textOf(wrong)).toEqual({
      error: "tool_error",
      message: "average returned a result that does not match its output schema (/0/mean must be number, got string)",
    });
    const notObject = await call(stats, [1, 2]);
    expect((textOf(notObject) as { message: string }).message).toBe("average returned an array, where its output schema wants an object");
  });

  it("asserts formats, as the SDK's client does", async () => {
    const result = await call({ type: "object", properties: { at: { type: "string", format: "date-time" } } }, { at: "Sunday morning" });
    expect(result.isError).toBe(true);
    expect((textOf(result) as { message: string }).message).toMatch(/\(\/at must /);
  });

  it("sends a NaN as null where the schema allows null", async () => {
    const result = await call({ type: "object", properties: { mean: { type: ["number", "null"] } } }, { mean: NaN });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ mean: null });
  });
});

describe("serveMcp's tools/list", () => {
  it("lists the registry's tools as they are when asked, so that a listed tool can be called and an unlisted one cannot", async () => {
    const registry = new ToolRegistry();
    registry.register("pair", noArguments, () => ["a", 1]);
    const { client, handle } = await connect(registry);
    registry.register("late", noArguments, () => "late", { outputSchema: { type: "string" } });
    registry.unregister("pair");
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["late"]);
    expect(handle.tools.map((tool) => tool.name)).toEqual(["late"]);
    const late = await client.callTool({ name: "late", arguments: {} });
    expect(late.structuredContent).toEqual({ result: "late" });
    await expect(client.callTool({ name: "pair", arguments: {} })).rejects.toThrow(/Unknown tool: pair/);
  });

  it("tells the client when the list changed, once for changes made together", async () => {
    const registry = new ToolRegistry();
    registry.register("pair", noArguments, () => ["a", 1]);
    const { client } = await connect(registry);
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });
    let told = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      told++;
    });
    registry.register("late", noArguments, () => "late");
    registry.unregister("pair");
    await sleep(20);
    expect(told).toBe(1);
    registry.unregister("late");
    await sleep(20);
    expect(told).toBe(2);
  });
});
