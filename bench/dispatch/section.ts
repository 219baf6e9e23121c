import type { ToolCall } from "../../src/agent/model.js";
import type { DispatchOutcome } from "../../src/agent/outcome.js";
import type { ToolCallContext, ToolHandler } from "../../src/registry/types.js";
import { ToolRegistry } from "../../src/registry/tool-registry.js";
import type { DeferredValidator } from "../../src/validator/types.js";
import { importIndex, writeValidatorFiles } from "../validator-files.js";
import type { BenchOptions } from "../options.js";
import { flat } from "../schemas/flat.js";
import type { SectionReport } from "../section-report.js";
import { formatTable } from "../table.js";
import { withTempDir } from "../temp-dir.js";
import { measureAsyncThroughput, measureThroughput, type AsyncCase } from "../throughput.js";
import { BenchAgent } from "./bench-agent.js";

const AGENT = "bench_agent";

/** A handler that does nothing, so that what is measured is what stands between it and the caller. */
const noop: ToolHandler = () => undefined;

interface Path {
  label: string;
  validator: "interpreter" | "AOT";
  /** The agent's path (records through pack/out around the Dispatcher), not the Dispatcher alone. */
  throughAgent: boolean;
  run: () => Promise<DispatchOutcome | undefined>;
}

/**
 * The cost of one tool call through the runtime against calling the handler directly: the
 * Dispatcher alone (lookup, ACL, validation, before/after hooks), and the agent's whole path around
 * it (records through pack/out to a sink that drops them), with the interpreter and with the AOT
 * validator.
 */
export async function dispatchSection(options: BenchOptions): Promise<SectionReport> {
  return withTempDir("dispatch", async (dir) => {
    const args = flat.valid[2] as Record<string, unknown>;
    const call: ToolCall = { id: "call_1", name: flat.tool, arguments: args };
    let written = 0;
    let hookRuns = 0;
    const sink = { write: (text: string) => (written += text.length) };

    const agentFor = async (validator: DeferredValidator | undefined): Promise<BenchAgent> => {
      const registry = new ToolRegistry();
      registry.register(flat.tool, flat.schema, noop, {
        description: "Forecast for a city",
        allowedAgents: [AGENT],
        ...(validator === undefined ? {} : { validator }),
      });
      // As an application after its tools' first calls: the AOT validator is in.
      await registry.loadValidators();
      const agent = new BenchAgent(registry, AGENT, sink);
      agent.registerToolHook(() => void hookRuns++);
      agent.registerToolHook(() => undefined);
      return agent;
    };
    const { index } = await writeValidatorFiles([{ name: flat.tool, schema: flat.schema }], dir);
    const aot = (await importIndex(index))[flat.tool];
    if (aot === undefined) throw new Error(`the generated index has no validator for ${flat.tool}`);
    const variants = [
      { validator: "interpreter", agent: await agentFor(undefined) },
      { validator: "AOT", agent: await agentFor(aot) },
    ] as const;
    const paths: Path[] = variants.flatMap(({ validator, agent }) => [
      {
        label: `Dispatcher.dispatch, ${validator} validator`,
        validator,
        throughAgent: false,
        run: () => agent.dispatcher.dispatch(call, { agent: { uuid: agent.uuid, name: agent.name } }),
      },
      {
        label: `agent path + pack/out, ${validator} validator`,
        validator,
        throughAgent: true,
        run: () => agent.callTool(call),
      },
    ]);

    // Each path must really run the handler, its hooks and (for the agent) its records, or its time means nothing.
    for (const path of paths) {
      const [hooksBefore, writtenBefore] = [hookRuns, written];
      const outcome = await path.run();
      if (outcome?.status !== "ok")
        throw new Error(`${path.label}: the call ended ${outcome?.status}: ${outcome?.content}`);
      if (hookRuns !== hooksBefore + 2) throw new Error(`${path.label}: the before and after hooks did not both run`);
      if (path.throughAgent && written === writtenBefore) throw new Error(`${path.label}: nothing reached out()`);
    }

    const timing = options.quick ? { time: 60, warmupTime: 20, rounds: 1 } : { time: 400, warmupTime: 100, rounds: 3 };
    const context: ToolCallContext = { toolName: flat.tool, signal: new AbortController().signal };
    const [direct] = await measureThroughput(
      [{ name: "direct", run: (a) => noop(a as Record<string, unknown>, context), values: [args] }],
      timing,
    );
    const cases: AsyncCase[] = paths.map((p) => ({ name: p.label, run: p.run }));
    const timed = await measureAsyncThroughput(cases, timing);
    if (direct === undefined) throw new Error("the direct call was not measured");

    const directUs = 1e6 / direct.opsPerSecond;
    const perCall = timed.map((t) => 1e6 / t.opsPerSecond);
    const rows = [
      ["handler called directly", directUs.toFixed(3), "", direct.spread.toFixed(1)],
      ...paths.map((p, i) => {
        const us = perCall[i] ?? NaN;
        return [p.label, us.toFixed(2), (us - directUs).toFixed(2), (timed[i]?.spread ?? NaN).toFixed(1)];
      }),
    ];
    // The target is the whole agent path with the validators a generated project ships: AOT.
    const targetIndex = paths.findIndex((p) => p.throughAgent && p.validator === "AOT");
    const overhead = (perCall[targetIndex] ?? NaN) - directUs;
    return {
      lines: [
        `One call of ${flat.tool} (a no-op handler) with valid arguments, allowed to the calling agent,`,
        "two no-op hooks registered; awaited one after another. µs per call from the median iteration.",
        "",
        formatTable(["", "µs / call", "overhead µs", "± %"], rows),
      ],
      targets: [
        {
          label: `dispatch overhead per call (${paths[targetIndex]?.label})`,
          direction: "atMost",
          bound: 5,
          unit: " µs",
          measured: Number.isFinite(overhead) ? overhead : undefined,
        },
      ],
    };
  });
}
