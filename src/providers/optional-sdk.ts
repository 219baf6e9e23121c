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

/**
 * A client made on first use from its SDK (`make` imports the SDK and constructs the client). A
 * failure to make one is not kept: the SDK installed, or the API key set in the environment, after a
 * call failed, the next call works.
 */
export function clientOnFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    if (made === undefined) {
      const making = make();
      made = making;
      making.catch(() => {
        if (made === making) made = undefined;
      });
    }
    return made;
  };
}

/** What a model client's user can do instead of installing its SDK. */
export const CLIENT_ALTERNATIVE = ", or pass a constructed client as `client`";
