/**
 * The places of a server's `tools/call`s: at most `size` calls hold one at once, the others wait
 * for one in the order they asked. A call whose request is cancelled while it waits stops waiting.
 */
export class CallSlots {
  #free: number;
  /** The waiting calls' grants, first come first: a Set, so that a cancelled call leaves its place in line. */
  readonly #waiting = new Set<() => void>();

  constructor(size: number) {
    this.#free = size;
  }

  /** Resolves `true` with a place taken, to `give` back; `false`, nothing taken, when `signal` aborts first. */
  take(signal: AbortSignal): Promise<boolean> {
    if (signal.aborted) return Promise.resolve(false);
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const grant = (): void => {
        signal.removeEventListener("abort", onAbort);
        resolve(true);
      };
      const onAbort = (): void => {
        this.#waiting.delete(grant);
        resolve(false);
      };
      this.#waiting.add(grant);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Gives a place back: to the call that has waited longest, if one waits. */
  give(): void {
    for (const grant of this.#waiting) {
      this.#waiting.delete(grant);
      grant();
      return;
    }
    this.#free++;
  }
}
