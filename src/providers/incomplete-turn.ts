/**
 * A streamed turn that ended before the provider said it was complete: the connection closed
 * cleanly but early (a proxy's timeout, say). The turn is not acted on: the conversation fails, as
 * on a connection reset, and the history is as it was before it.
 */
export class IncompleteTurnError extends Error {
  override name = "IncompleteTurnError";

  constructor(what: string) {
    super(`${what}: the model's turn did not arrive whole, so none of it is used`);
  }
}
