/** One reference token of a JSON Pointer (RFC 6901): `~` becomes `~0`, `/` becomes `~1`. */
export function pointerToken(key: string | number): string {
  return `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;
}
