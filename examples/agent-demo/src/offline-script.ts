import { setTimeout as delay } from "node:timers/promises";
import { ScriptedModel, ScriptError, type ModelRequest, type ToolResultContent } from "gen-tools";

/** What the user asks in the demo, offline or against a real model. */
export const DEMO_PROMPT =
  "I'm off to Rome. Convert my 5 km walking route to miles and my 28-inch suitcase to centimetres, " +
  "save my packing list (passport, adapter, walking shoes) with a reminder on 10 December 2026, tell me what my notes say about Rome, " +
  "split our 86 euro dinner bill three ways with a 10% tip, and compile a report of my travel notes.";

/** Every tool the assistant is offered: the registry's, less `notes.clear` (admin only), plus the built-in `task_result`. */
export const ASSISTANT_TOOLS = [
  "compile_report",
  "convert_units",
  "notes.add",
  "notes.list",
  "notes.search",
  "split_bill",
  "task_result",
];

/** How long the scripted model "thinks" before asking for the report: longer than the report takes. */
const THINK_MS = 900;

/**
 * A scripted conversation for `DEMO_PROMPT`, played by `ScriptedModel` with no network: parallel
 * calls, one call with invalid arguments and its correction, the slow report going to the
 * background, `task_result` for it, and a final answer built from what the tools returned.
 */
export function offlineModel(): ScriptedModel {
  return new ScriptedModel(
    [
      {
        text: "I'll save the packing list, start the travel report and do the conversions.",
        toolCalls: [
          {
            name: "notes.add",
            arguments: { title: "Packing list", body: "Passport, adapter, walking shoes", tags: ["travel"], remindOn: "2026-12-10" },
          },
          { name: "compile_report", arguments: { topic: "travel" } },
          { name: "convert_units", arguments: { value: 5, from: "km", to: "mi" } },
          // Wrong on purpose: a string for a number and a unit name the enum does not have.
          { name: "convert_units", arguments: { value: "28", from: "inch", to: "cm" } },
        ],
      },
      {
        // The model only retries because it was told exactly what was wrong, as a JSON Pointer.
        expect: (request) => invalidPaths(request).includes("/value") && invalidPaths(request).includes("/from"),
        text: "The suitcase conversion needs a number and the unit \"in\"; fixing that while the report runs.",
        toolCalls: [
          { name: "convert_units", arguments: { value: 28, from: "in", to: "cm" } },
          { name: "notes.search", arguments: { query: "rome" } },
          { name: "split_bill", arguments: { total: 86, people: 3, tipPercent: 10 } },
        ],
      },
      async (request) => {
        await delay(THINK_MS);
        return { text: "Checking on the report.", toolCalls: [{ name: "task_result", arguments: { task_id: reportTaskId(request) } }] };
      },
      (request) => ({ text: finalAnswer(request) }),
    ],
    { expectTools: ASSISTANT_TOOLS },
  );
}

/** The JSON Pointers of the validation errors the model has been sent back. */
function invalidPaths(request: ModelRequest): string[] {
  return toolResults(request)
    .filter((r) => r.isError)
    .flatMap((r) => (JSON.parse(r.content) as { errors?: { path: string }[] }).errors ?? [])
    .map((e) => e.path);
}

/** The task id `compile_report` answered with when it moved to the background. */
function reportTaskId(request: ModelRequest): string {
  const running = toolResults(request).find((r) => r.name === "compile_report");
  const taskId = running === undefined ? undefined : (JSON.parse(running.content) as { task_id?: string }).task_id;
  if (taskId === undefined) throw new ScriptError("ScriptedModel: compile_report did not answer with a task_id");
  return taskId;
}

/** The last turn: says what the tools answered, as a model would read it from the results. */
function finalAnswer(request: ModelRequest): string {
  const ok = toolResults(request).filter((r) => !r.isError);
  const results = (name: string) => ok.filter((r) => r.name === name).map((r): unknown => JSON.parse(r.content));
  const conversions = results("convert_units") as { text: string }[];
  const [saved] = results("notes.add") as { id: number; remindOn?: string }[];
  const [rome] = results("notes.search") as { title: string; body: string }[][];
  const [bill] = results("split_bill") as { perPerson: number }[];
  const [report] = results("task_result") as { status: string; result?: { noteCount: number; lines: string[] } }[];
  return [
    `Conversions: ${conversions.map((c) => c.text).join("; ")}.`,
    `Your packing list is note #${saved?.id}, with a reminder on ${saved?.remindOn}.`,
    `About Rome your notes say: ${(rome ?? []).map((n) => `${n.title}, ${n.body}`).join("; ")}.`,
    `The dinner is ${bill?.perPerson} euro each, tip included.`,
    report?.result === undefined
      ? `The travel report is ${report?.status ?? "missing"}.`
      : `The travel report covers ${report.result.noteCount} notes:\n${report.result.lines.map((line) => `  ${line}`).join("\n")}`,
  ].join("\n");
}

function toolResults(request: ModelRequest): ToolResultContent[] {
  return request.messages.flatMap((m) => (m.role === "tool" ? m.results : []));
}
