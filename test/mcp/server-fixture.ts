// An MCP server over a small notes registry loaded from a manifest, for the stdio tests:
// `tsx test/mcp/server-fixture.ts`. stdout carries the protocol; nothing else may print there.
import { fileURLToPath } from "node:url";
import { loadManifest, readManifest } from "../../src/registry/index.js";
import { serveMcp } from "../../src/mcp/serve-mcp.js";

const notes: { id: number; text: string; tags: string[] }[] = [];

const handlers = {
  addNote(args: { text: string; tags?: string[] }, context: { agent?: { name: string } }) {
    const note = { id: notes.length + 1, text: args.text, tags: args.tags ?? [] };
    notes.push(note);
    // The handler sees who called: the agent identity serveMcp was given.
    process.stderr.write(`addNote by ${context.agent?.name ?? "?"}\n`);
    return { id: note.id, text: note.text };
  },
  /** Slower than its 5 ms timeout, so the dispatcher moves it to the background. */
  async countNotes() {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return notes.length;
  },
  fail() {
    throw new Error("the notes store is read-only today");
  },
  /** Takes a Date, made of the date-time string the client sent, and returns it, sent back as text. */
  remind(text: string, at: Date) {
    return { text, at, weekday: at.getUTCDay() };
  },
  reset() {
    notes.length = 0;
    return "reset";
  },
};

const manifest = await readManifest(fileURLToPath(new URL("./fixture/tools.manifest.json", import.meta.url)));
const registry = loadManifest(manifest, { handlers });
const { dispatcher } = await serveMcp(registry, {
  agent: { uuid: "0b7e4c1a-5d2f-4f7e-9c3b-2a1d0e9f8c7b", name: "mcp-client" },
  serverInfo: { name: "notes", version: "1.0.0" },
});
// Hooks see MCP calls as they see an agent's; `taskId` tells a call that went to the background.
dispatcher.registerToolHook((eventType, toolName, _args, _result, taskId) => {
  process.stderr.write(`hook ${eventType} ${toolName}${taskId === undefined ? "" : ` ${taskId}`}\n`);
});
