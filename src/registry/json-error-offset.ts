/**
 * The character offset of the first JSON syntax error in `text`, or `undefined` when there is none.
 * `JSON.parse` in Node 20 gives no position for many errors ("Unexpected token '<'" from a merge
 * conflict marker), so a file's line and column come from this small scanner instead.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxError(i);
  };
  const space = (): void => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const expect = (char: string): void => {
    if (text[i] !== char) fail();
    i++;
  };
  const sticky = (pattern: RegExp): void => {
    pattern.lastIndex = i;
    if (!pattern.test(text)) fail();
    i = pattern.lastIndex;
  };
  const string = (): void => sticky(/"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y);
  const list = (close: string, item: () => void): void => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      space();
      item();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(",");
    }
  };
  const value = (): void => {
    const char = text[i];
    if (char === "{") {
      list("}", () => {
        string();
        space();
        expect(":");
        space();
        value();
      });
    } else if (char === "[") list("]", value);
    else if (char === '"') string();
    else sticky(/true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y);
  };
  try {
    space();
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error.offset;
    throw error;
  }
}

class JsonSyntaxError extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at offset ${offset}`);
  }
}
