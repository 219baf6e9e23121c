const HIDDEN = /^(@anthropic-ai\/sdk|openai|@modelcontextprotocol\/sdk)(\/|$)/;

export async function resolve(specifier, context, nextResolve) {
  if (HIDDEN.test(specifier)) {
    const error = new Error(`Cannot find package '${specifier}' imported from ${context.parentURL}`);
    error.code = "ERR_MODULE_NOT_FOUND";
    throw error;
  }
  return nextResolve(specifier, context);
}
