import { errorMessage } from "../error-message.js";

/**
 * Logs to stderr a promise rejected with nothing to catch it (a handler's forgotten `await`), where
 * Node ends the process by default: a stdio server is its process, and its end would end the
 * client's session and every call in it. Returns the way to stop.
 */
export function logStrayRejections(): () => void {
  const log = (reason: unknown): void => {
    const what = reason instanceof Error && reason.stack !== undefined ? reason.stack : errorMessage(reason);
    process.stderr.write(`gen-tools MCP server: a promise was rejected and nothing caught it, so the server goes on: ${what}\n`);
  };
  process.on("unhandledRejection", log);
  return () => process.off("unhandledRejection", log);
}
