import { createHash } from "node:crypto";

/** A short fingerprint of a file's content, to tell later whether it changed: SHA-1, in hex. */
export function contentHash(content: string | Buffer): string {
  return createHash("sha1").update(content).digest("hex");
}
