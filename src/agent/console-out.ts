import type { OutRecord } from "./out-records.js";

/** Where the default `out` writes: `process.stdout`, or anything with its `write`. */
export interface TextSink {
  write(text: string): unknown;
}

const SHOWN_MAX = 200;

/**
 * The default `out`: each record's text (`formatRecord`) to `sink`. Streamed text leaves its line
 * open until its turn's text record ends it; a line that comes first (the stream failed or was
 * aborted, a background task finished meanwhile) starts on a line of its own, not after the text.
 */
export function consoleOut(sink: TextSink): (record: OutRecord) => void {
  let lineOpen = false;
  return (record) => {
    const text = formatRecord(record);
    if (text === "") return;
    const streamed = record.kind === "message" && (record.other.type === "text_delta" || record.other.type === "text");
    sink.write(lineOpen && !streamed ? `\n${text}` : text);
    lineOpen = !text.endsWith("\n");
  };
}

/**
 * The default `out`'s text for a record: streamed text as it comes, and one line per tool call, tool
 * result, finished task and notice. `""` for records that print nothing.
 */
export function formatRecord(record: OutRecord): string {
  switch (record.kind) {
    case "tool_call":
      return `→ ${record.tool_name} ${shorten(JSON.stringify(record.tool_parameter) ?? "")}\n`;
    case "tool_result":
      return `${record.is_error ? "✗" : "←"} ${record.tool_name} [${record.status}] ${shorten(record.tool_result)}\n`;
    case "task_done":
      return `${record.is_error ? "✗" : "✓"} task ${record.task_id} (${record.tool_name}) finished: ${shorten(record.tool_result)}\n`;
    case "message":
      return formatMessage(record);
  }
}

function formatMessage(record: Extract<OutRecord, { kind: "message" }>): string {
  const { other } = record;
  switch (other.type) {
    case "text_delta":
      return record.message;
    case "text":
      // Streamed text is already on screen: end its line. Otherwise print the turn's text whole.
      if (record.message === "") return "";
      return other.streamed ? "\n" : `${record.message}\n`;
    case "max_steps":
    case "aborted":
      return `! ${record.message}\n`;
    case "hook_error":
      return `! ${other.event_type} hook for ${other.tool_name} threw: ${record.message}\n`;
    case "error":
      return `! conversation failed at step ${other.step}: ${other.error_name === undefined ? "" : `${other.error_name}: `}${record.message}\n`;
  }
}

/**
 * The text on one line (each run of whitespace one space), cut past SHOWN_MAX characters, never
 * inside a character written as a surrogate pair. Collapsing whitespace keeps a prefix's line a
 * prefix of the whole's, so only a prefix is collapsed: a 50 MB result is not copied to print 200
 * characters of it (the whole is, where whitespace fills most of the prefix).
 */
function shorten(text: string): string {
  const head = text.length > SHORTENED_FROM ? text.slice(0, SHORTENED_FROM) : text;
  let line = head.replace(/\s+/g, " ");
  if (line.length <= SHOWN_MAX && head !== text) line = text.replace(/\s+/g, " ");
  if (line.length <= SHOWN_MAX) return line;
  const cut = isHighSurrogate(line.charCodeAt(SHOWN_MAX - 1)) ? SHOWN_MAX - 1 : SHOWN_MAX;
  return `${line.slice(0, cut)}…`;
}

/** How much of a text `shorten` collapses first. */
const SHORTENED_FROM = 64 * 1024;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
