import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
const fixture = fileURLToPath(new URL("./stdio-guards-fixture.ts", import.meta.url));

interface Session {
  client: Client;
  /** What the client's transport could not read as protocol messages. */
  clientErrors: string[];
  stderr: () => string;
}

const open: Client[] = [];
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});

/** The fixture's server spawned as an MCP client spawns one, connected to the SDK's client. */
async function session(): Promise<Session> {
  const transport = new StdioClientTransport({ command: tsx, args: [fixture], stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const client = new Client({ name: "gen-tools-test", version: "1.0.0" });
  const clientErrors: string[] = [];
  client.onerror = (error) => clientErrors.push(error.message);
  await client.connect(transport);
  open.push(client);
  return { client, clientErrors, stderr: () => stderr };
}

const echo = (client: Client) => client.callTool({ name: "echo", arguments: { text: "still here" } });

describe("serveMcp over stdio keeps the process fit to serve", () => {
  it("sends a handler's console.log and process.stdout.write to stderr, not among the protocol messages", async () => {
    const { client, clientErrors, stderr } = await session();
    expect(await client.callTool({ name: "chatty", arguments: {} })).toEqual({ content: [{ type: "text", text: "said hello" }] });
    expect(await echo(client)).toEqual({ content: [{ type: "text", text: "still here" }] });
    expect(clientErrors).toEqual([]);
    expect(stderr()).toContain("hello from console.log\nhello from process.stdout.write\n");
  }, 30_000);

  it("logs a promise a handler left rejected to stderr and goes on serving, where Node would end the process", async () => {
    const { client, stderr } = await session();
    expect(await client.callTool({ name: "stray", arguments: {} })).toEqual({ content: [{ type: "text", text: "left a rejection behind" }] });
    // Node reports an unhandled rejection after the microtasks of the tick that made it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await echo(client)).toEqual({ content: [{ type: "text", text: "still here" }] });
    expect(stderr()).toMatch(/gen-tools MCP server: a promise was rejected and nothing caught it, so the server goes on: Error: nobody awaited this\n\s+at /);
  }, 30_000);

  it("closes, and the process ends without an unhandled EPIPE, when the client stops reading stdout while a result is on its way", async () => {
    const child = spawn(tsx, [fixture], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const exited = once(child, "close");
    // The server may be gone before the last of these reaches it.
    child.stdin.on("error", () => undefined);
    const send = (message: object): boolean => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    send({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } } });
    await once(child.stdout, "data");
    // The client's end of the pipe goes, as when it dies; its end of stdin stays open.
    child.stdout.destroy();
    send({ method: "notifications/initialized" });
    for (let id = 2; id < 6; id++) send({ id, method: "tools/call", params: { name: "echo", arguments: { text: "x".repeat(100_000) } } });
    const guard = setTimeout(() => child.kill(), 10_000);
    const [code] = (await exited) as [number | null];
    clearTimeout(guard);
    expect(stderr, stderr).not.toContain("EPIPE");
    expect(code).toBe(0);
  }, 30_000);
});
