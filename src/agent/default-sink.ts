import type { TextSink } from "./console-out.js";

/**
 * The default `out`'s sink: `process.stdout` under Node; where there is none (a browser, a Cloudflare
 * Worker) the console, a line at a time, since it cannot print part of a line.
 */
export function defaultTextSink(): TextSink {
  const stdout = (globalThis as { process?: { stdout?: TextSink } }).process?.stdout;
  if (stdout !== undefined) return stdout;
  let pending = "";
  return {
    write(text: string): void {
      const lines = (pending + text).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) console.log(line);
    },
  };
}
