/** `JSON.stringify(value)`, or `undefined` for a value nested deeper than the serializer's stack can go. */
export function jsonText(value: object): string | undefined {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
