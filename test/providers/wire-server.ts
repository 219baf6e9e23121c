import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterEach } from "vitest";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server on 127.0.0.1 standing in for a provider's API: it records each request and
 * answers with the next scripted reply, as JSON or as server-sent events written in pieces (cut
 * mid-event, so the SDK's own stream decoder has to reassemble them).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface SseEvent {
  /** The `event:` field; OpenAI sends none. */
  event?: string;
  /** Serialized with `JSON.stringify` unless it is a string already (`[DONE]`). */
  data: unknown;
}

export type WireReply = { json: unknown; status?: number } | { sse: SseEvent[] };

export interface WireServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Replies not yet used; a test that ends with some left sent fewer requests than it meant to. */
  pending(): number;
  close(): Promise<void>;
}

export async function startWireServer(replies: WireReply[]): Promise<WireServer> {
  const queue = [...replies];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: text === "" ? undefined : JSON.parse(text),
      });
      const reply = queue.shift();
      if (reply === undefined) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: { type: "test_error", message: "the test server has no reply left for this request" },
          }),
        );
      } else if ("json" in reply) {
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(JSON.stringify(reply.json));
      } else {
        void writeEvents(res, reply.sse);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    pending: () => queue.length,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function writeEvents(res: import("node:http").ServerResponse, events: SseEvent[]): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  for (const { event, data } of events) {
    const payload = typeof data === "string" ? data : JSON.stringify(data);
    const text = `${event === undefined ? "" : `event: ${event}\n`}data: ${payload}\n\n`;
    // Two writes with a turn of the event loop between, so an event arrives in two network reads.
    const cut = Math.floor(text.length / 2);
    res.write(text.slice(0, cut));
    await new Promise((resolve) => setImmediate(resolve));
    res.write(text.slice(cut));
  }
  res.end();
}

/** Cuts text into pieces of 1 to 7 characters, in a fixed pattern: JSON split mid-token. */
export function fragments(text: string): string[] {
  const sizes = [3, 1, 7, 2, 5, 4, 6];
  const pieces: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length] as number;
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

/**
 * One wire server per test of the calling file, closed after each: `start` it with the replies the
 * test needs, then read what the SDK sent with `requests` or `sent(i)` (the i-th request's JSON body).
 */
export function wireServerPerTest(): {
  start(replies: WireReply[]): Promise<WireServer>;
  readonly requests: RecordedRequest[] | undefined;
  sent(index?: number): Record<string, unknown>;
} {
  let server: WireServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    async start(replies) {
      server = await startWireServer(replies);
      return server;
    },
    get requests() {
      return server?.requests;
    },
    sent(index = 0) {
      const request = server?.requests[index];
      if (request === undefined) throw new Error(`no request #${index} reached the server`);
      return request.body as Record<string, unknown>;
    },
  };
}
