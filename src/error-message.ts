/** What a caught value says in a message: an Error's message, anything else thrown (a string, say) as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
