import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG } from "../../generator/config/config.js";
import { SchemaConverter } from "../../generator/convert/index.js";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { DEBUG_VARIABLE } from "../../generator/internal-failure.js";
import { runPipeline } from "../../generator/pipeline/run-pipeline.js";
import type { ToolConverter } from "../../generator/pipeline/tool-converter.js";
import { Project } from "../../generator/project/project.js";
import type ts from "../../generator/typescript.cjs";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

/**
 * A failure of gen-tools itself cannot be brought about by any input once its bug is fixed, so the
 * converter here is the real one with a fault put in: it throws on the signature of one method.
 */
function failingOn(method: string, root: string, error: unknown): (checker: ts.TypeChecker) => ToolConverter {
  return (checker) => {
    const real = new SchemaConverter(checker, { projectRoot: root, closedObjects: true });
    return {
      type: (type, node) => real.type(type, node),
      signature: (signature, options) => {
        if (signature.name?.getText() === method) throw error;
        return real.signature(signature, options);
      },
    };
  };
}

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.remove();
  delete process.env[DEBUG_VARIABLE];
});

/** A run over two agent files whose converter throws `error` on `method`. */
async function runFailingOn(method: string, error: unknown) {
  return runWith((root) => failingOn(method, root, error));
}

async function runWith(converterFor: (root: string) => (checker: ts.TypeChecker) => ToolConverter) {
  const project = tempProject({
    "src/weather.ts": agentSource("WeatherAgent", ["getForecast", "getAlerts"]),
    "src/notes.ts": agentSource("NotesAgent", ["addNote"]),
  });
  projects.push(project);
  const result = await runPipeline(Project.load(project.tsconfig), { ...DEFAULT_CONFIG }, converterFor(project.dir));
  return { ...result, text: result.diagnostics.map(formatDiagnostic) };
}

describe("a failure of gen-tools while building a tool", () => {
  it("gives the tools after it a fresh converter, since the failed one may hold half a definition", async () => {
    let made = 0;
    const result = await runWith((root) => (checker) => {
      made++;
      return failingOn("getForecast", root, new Error("half done"))(checker);
    });
    // notes.ts first (one converter), then weather.ts: getForecast fails, getAlerts gets a new one.
    expect(result.tools.map((t) => t.entry.name)).toEqual(["add_note", "get_alerts"]);
    expect(made).toBe(2);
  });

  it("is GT9001 at that tool, and every other tool is still built; nothing is written", async () => {
    const result = await runFailingOn("getAlerts", new TypeError("Cannot read properties of undefined (reading 'flags')"));
    expect(result.text).toEqual([
      "src/weather.ts:19:3 - error GT9001: gen-tools failed on tool 'get_alerts': TypeError: Cannot read properties of undefined (reading 'flags'). " +
        "This is a bug in gen-tools, or the TypeScript compiler failing on this code: please report it (GEN_TOOLS_DEBUG=1 adds the stack)",
    ]);
    expect(result.outputs).toBeNull();
    expect(result.tools.map((t) => t.entry.name)).toEqual(["add_note", "get_forecast"]);
  });

  it("carries the error's stack under GEN_TOOLS_DEBUG=1, and says what a thrown non-error was", async () => {
    process.env[DEBUG_VARIABLE] = "1";
    const error = new RangeError("Maximum call stack size exceeded");
    const withStack = await runFailingOn("addNote", error);
    expect(withStack.diagnostics[0]?.message).toContain(`please report it, with this stack:\n${error.stack ?? "(none)"}`);

    delete process.env[DEBUG_VARIABLE];
    const thrown = await runFailingOn("getForecast", "Debug Failure. False expression.");
    expect(thrown.diagnostics.map((d) => [d.code, d.file, d.message.split(". This")[0]])).toEqual([
      ["GT9001", "src/weather.ts", "gen-tools failed on tool 'get_forecast': Debug Failure. False expression."],
    ]);
  });

  it("is GT9001 at the file when its tools could not be read, and the next file gets a fresh converter", async () => {
    let made = 0;
    const result = await runWith((root) => (checker) => {
      if (made++ === 0) throw new Error("no converter");
      return new SchemaConverter(checker, { projectRoot: root, closedObjects: true });
    });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line, d.message.split(". This")[0]])).toEqual([
      ["GT9001", "src/notes.ts", undefined, "gen-tools failed on this file: Error: no converter"],
    ]);
    expect(result.tools.map((t) => t.entry.name)).toEqual(["get_alerts", "get_forecast"]);
  });
});
