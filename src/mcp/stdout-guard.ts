import { Writable } from "node:stream";

/** Writes to `process.stdout` sent to stderr, and the way left to the real stdout. */
export interface StdoutGuard {
  /** The process's real stdout, for the transport alone. */
  protocolOut: Writable;
  /** Puts `process.stdout.write` back. */
  release(): void;
}

/**
 * Over stdio, stdout carries only protocol messages: a `console.log` (or `process.stdout.write`)
 * in a handler or a library it uses would put a line among them that the client cannot parse, and
 * the client drops it with an error. So writes to `process.stdout` go to stderr, where an MCP client
 * shows the server's logs, and the transport writes through `protocolOut`. `onClientGone` is called
 * when stdout fails (the client no longer reads it).
 */
export function guardStdout(onClientGone: () => void): StdoutGuard {
  const stdout = process.stdout;
  const ownWrite = Object.hasOwn(stdout, "write");
  const write = stdout.write;
  const protocolWrite: typeof stdout.write = write.bind(stdout);
  const toStderr: typeof stdout.write = process.stderr.write.bind(process.stderr);
  stdout.write = toStderr;
  const protocolOut = new Writable({ write: (chunk: Buffer, _encoding, done) => void protocolWrite(chunk, done) });
  // A write after the client closed its end (EPIPE, a client that died with a result on its way)
  // fails on both streams; nobody reads any more, so the server closes rather than the process
  // dying of an unhandled 'error' event.
  let failed = false;
  const onError = (): void => {
    failed = true;
    onClientGone();
  };
  protocolOut.on("error", onError);
  stdout.on("error", onError);
  return {
    protocolOut,
    release: () => {
      // A stdout that failed keeps the listener: it may emit its error after the server has closed
      // (it does after protocolOut's), and it writes no more.
      if (!failed) stdout.off("error", onError);
      // Only our own redirect is undone: a write put in place after it is someone else's.
      if (stdout.write !== toStderr) return;
      if (ownWrite) stdout.write = write;
      else delete (stdout as Partial<typeof stdout>).write;
    },
  };
}
