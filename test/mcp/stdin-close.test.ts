import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
const fixture = fileURLToPath(new URL("./stdin-close-fixture.ts", import.meta.url));
const listenersFixture = fileURLToPath(new URL("./stdin-listeners-fixture.ts", import.meta.url));

/** A JSON-RPC message as the stdio transport frames it: one line. */
const line = (message: object): string => `${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`;

describe("serveMcp over stdio, when the client closes the server's stdin (the MCP spec's shutdown)", () => {
  it("aborts the call in flight and exits, rather than running on until the handler ends by itself", async () => {
    const child = spawn(tsx, [fixture], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const said = (text: string): Promise<void> =>
      new Promise((resolve) => {
        const check = (): void => {
          if (!stderr.includes(text)) return;
          child.stderr.off("data", check);
          resolve();
        };
        child.stderr.on("data", check);
        check();
      });
    // "close", not "exit": stderr may still hold the last lines when the process has exited.
    const exited = once(child, "close");

    child.stdin.write(line({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } } }));
    child.stdin.write(line({ method: "notifications/initialized" }));
    child.stdin.write(line({ id: 2, method: "tools/call", params: { name: "wait", arguments: {} } }));
    await said("started");
    child.stdin.end();
    // A server that does not end is killed, and the test fails on its exit code.
    const guard = setTimeout(() => child.kill(), 10_000);
    const [code] = (await exited) as [number | null];
    clearTimeout(guard);
    expect(stderr).toContain("aborted");
    expect(code).toBe(0);
  }, 30_000);

  it("stops watching stdin when its handle closes it, so that serving again does not add a listener", async () => {
    const child = spawn(tsx, [listenersFixture], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const guard = setTimeout(() => child.kill(), 20_000);
    await once(child, "close");
    clearTimeout(guard);
    const [, before, after] = /end listeners: (\d+) before, (\d+) after/.exec(stderr) ?? [];
    expect(before).toBeDefined();
    expect(after).toBe(before);
  }, 30_000);
});
