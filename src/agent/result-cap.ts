/**
 * What the model reads of a result longer than `maxChars` (the agent's `maxResultChars`): its first
 * characters, and a line saying it was cut, so that the model does not take the part for the whole.
 * The history sends a result again with every later request, so one huge result would overflow the
 * context window of each of them. `null`: no cap.
 */
export function cappedResult(text: string, maxChars: number | null): string {
  if (maxChars === null || text.length <= maxChars) return text;
  // Not between the two halves of a surrogate pair, which would leave a lone one (see well-formed-text.ts).
  const end = isHighSurrogate(text.charCodeAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return `${text.slice(0, end)}\n[result truncated: the first ${end} of ${text.length} characters]`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
