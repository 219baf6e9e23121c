import { resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const RUNTIME = resolve(import.meta.dirname, "../../src/index.ts");

/**
 * The runtime as a Cloudflare Worker gets it: bundled the way wrangler bundles one (esbuild, no
 * Node platform, the Worker's export conditions), then run where Node's own globals (`process`,
 * `Buffer`, `require`) do not exist, only the Web APIs a Worker has.
 */
async function workerBundle(): Promise<string> {
  const result = await build({
    entryPoints: [RUNTIME],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "genTools",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

interface WorkerRun {
  lines: string[];
  result: unknown;
}

/** Runs `script` after the bundle, in a context with a Worker's globals; `console.log` lines are kept. */
async function runInWorkerGlobals(bundle: string, script: string): Promise<WorkerRun> {
  const lines: string[] = [];
  const globals = {
    console: { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn: ${line}`), error: (line: string) => lines.push(`error: ${line}`) },
    crypto,
    AbortController,
    AbortSignal,
    Event,
    EventTarget,
    DOMException,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    TextEncoder,
    TextDecoder,
    URL,
    performance,
  };
  const result: unknown = await runInNewContext(`${bundle}\n(async () => { ${script} })()`, globals);
  return { lines, result };
}

describe("the runtime in a Cloudflare Worker", () => {
  it("bundles without Node's modules, and validates, dispatches and prints without Node's globals", async () => {
    const bundle = await workerBundle();
    expect(bundle).not.toMatch(/from\s*"node:|require\("node:/);

    const { lines, result } = await runInWorkerGlobals(
      bundle,
      `const { ToolRegistry, BaseAgent, ScriptedModel, compile } = genTools;
       const registry = new ToolRegistry();
       registry.register("notes.add", { type: "object", properties: { text: { type: "string" } }, required: ["text"] }, (args) => "added " + args.text);
       const model = new ScriptedModel([
         { toolCalls: [{ name: "notes.add", arguments: { text: 7 } }] },
         { toolCalls: [{ name: "notes.add", arguments: { text: "milk" } }] },
         { text: "Done." },
       ]);
       const agent = new BaseAgent({ name: "notes", registry, model });
       const conversation = await agent.conversationWithTool("add milk");
       return { stop: conversation.stopped, text: conversation.text, valid: compile({ type: "integer" })(1.5).errors.map((e) => e.keyword) };`,
    );
    expect(result).toEqual({ stop: "end", text: "Done.", valid: ["type"] });
    // The default out had no process.stdout: it printed whole lines to the console.
    expect(lines).toEqual([
      '→ notes.add {"text":7}',
      expect.stringMatching(/^✗ notes\.add \[invalid_arguments\] .*"path":"\/text"/),
      '→ notes.add {"text":"milk"}',
      "← notes.add [ok] added milk",
      "Done.",
    ]);
  }, 60_000);

  it("says that a manifest cannot be read from a file there, and how to load it instead", async () => {
    const { result } = await runInWorkerGlobals(await workerBundle(), `return await genTools.readManifest("tools.manifest.json").catch((error) => error.message);`);
    expect(result).toMatch(/tools\.manifest\.json.*no file system.*import manifest from "\.\/tools\.manifest\.json" with \{ type: "json" \}.*loadManifest/);
  }, 60_000);
});
