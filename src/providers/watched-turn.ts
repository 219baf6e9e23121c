import type { ModelTurn, RespondOptions } from "../agent/model.js";
import { providerFailure, type FailureContext } from "./provider-error.js";
import { ResponseWatch } from "./response-watch.js";

/** How one provider's SDK sends a turn's request, whole or streamed, and reads its answer. */
export interface TurnSender<Whole, Event> {
  /** The request sent whole; an SDK's pending request gives its headers with `asResponse`. */
  whole(signal: AbortSignal): PromiseLike<Whole> & { asResponse?: () => Promise<unknown> };
  turnOf(whole: Whole): ModelTurn;
  /** The request streamed: its events. */
  streamed(signal: AbortSignal): Promise<AsyncIterable<Event>>;
  /** What puts the streamed events together into the turn. */
  assembler(): { add(event: Event): void; finish(): ModelTurn };
}

/**
 * A model's turn, asked through `send` under a `ResponseWatch` (which gives a response's body the
 * client's timeout again, since the SDKs time only the wait for its headers), and a failure worded
 * as the provider's (`providerFailure`). The text of a turn sent whole goes to `onText` at once.
 */
export async function watchedTurn<Whole, Event>(send: TurnSender<Whole, Event>, options: RespondOptions, failure: FailureContext): Promise<ModelTurn> {
  const watch = new ResponseWatch(failure.client.timeout, options.signal);
  try {
    return await watch.watch(async () => {
      if (!options.stream) {
        const pending = send.whole(watch.signal);
        watch.armOnHeaders(pending);
        const turn = send.turnOf(await pending);
        if (turn.text !== "") options.onText?.(turn.text);
        return turn;
      }
      const assembler = send.assembler();
      const stream = await send.streamed(watch.signal);
      watch.arm();
      for await (const event of stream) {
        watch.arm();
        assembler.add(event);
      }
      return assembler.finish();
    });
  } catch (error) {
    throw providerFailure(error, failure);
  }
}
