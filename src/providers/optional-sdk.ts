/**
 * The provider SDKs are optional peer dependencies: they are loaded with `import()` only when a
 * client has to be created, and a missing one is explained rather than surfacing as a bare
 * module-not-found error.
 */
export function missingSdkError(packageName: string, user: string, cause: unknown, alternative = ""): Error {
  const code = (cause as { code?: unknown } | null)?.code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") {
    return cause instanceof Error ? cause : new Error(String(cause));
  }
  return new Error(
    `${user} needs the optional dependency ${packageName}: run \`npm install ${packageName}\`${alternative}`,
    { cause },
  );
}

/** What a model client's user can do instead of installing its SDK. */
const CLIENT_ALTERNATIVE = ", or pass a constructed client as `client`";

/** A model's SDK client: `get` it for each request; `forget` one found unusable, to make it again. */
export interface ClientSource<T> {
  get(): Promise<T>;
  forget(): void;
}

/** The client the user constructed: always that one. */
export function givenClient<T>(client: T): ClientSource<T> {
  return { get: () => Promise.resolve(client), forget: () => undefined };
}

/**
 * A client made on first use: the SDK imported (`load`) and its default export constructed, which
 * reads the API key from the environment. A failure to make one is not kept: the SDK installed, or
 * the API key set, after a call failed, the next call works. So is a client `forget` is called for
 * (the Anthropic SDK's, made without a key, fails only when it sends).
 */
export function clientOnFirstUse<T>(load: () => Promise<{ default: new () => T }>, packageName: string, user: string): ClientSource<T> {
  const make = async (): Promise<T> => {
    const sdk = await load().catch((error: unknown) => {
      throw missingSdkError(packageName, user, error, CLIENT_ALTERNATIVE);
    });
    return new sdk.default();
  };
  let made: Promise<T> | undefined;
  return {
    get() {
      if (made === undefined) {
        const making = make();
        made = making;
        making.catch(() => {
          if (made === making) made = undefined;
        });
      }
      return made;
    },
    forget() {
      made = undefined;
    },
  };
}
