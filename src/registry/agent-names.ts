import { InvalidAgentError } from "./errors.js";
import type { AgentIdentity } from "./types.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function looksLikeUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Which name each bound agent uuid stands for. Access lists hold names, so every permission check
 * starts by turning what the caller gave (a uuid or a name) into a name here.
 */
export class AgentNames {
  readonly #nameByUuid = new Map<string, string>();

  bind(agent: AgentIdentity): void {
    if (typeof agent !== "object" || agent === null) {
      throw new InvalidAgentError("bindAgent takes { uuid, name }");
    }
    const { uuid, name } = agent;
    if (typeof uuid !== "string" || uuid === "") {
      throw new InvalidAgentError(`bindAgent: uuid must be a non-empty string, got ${JSON.stringify(uuid)}`);
    }
    if (typeof name !== "string" || name === "") {
      throw new InvalidAgentError(
        `bindAgent: agent ${uuid}: name must be a non-empty string, got ${JSON.stringify(name)}`,
      );
    }
    const bound = this.#nameByUuid.get(uuid);
    if (bound !== undefined && bound !== name) {
      throw new InvalidAgentError(
        `bindAgent: uuid ${uuid} is already bound to agent "${bound}"; unbindAgent it first to bind it to "${name}"`,
      );
    }
    this.#nameByUuid.set(uuid, name);
  }

  unbind(uuid: string): boolean {
    return this.#nameByUuid.delete(uuid);
  }

  /** The bound name for a uuid; anything else is taken to be a name already. */
  resolve(uuidOrName: string): string {
    return this.#nameByUuid.get(uuidOrName) ?? uuidOrName;
  }

  /** The name bound to `uuid`, if it is a bound uuid. */
  nameOf(uuid: string): string | undefined {
    return this.#nameByUuid.get(uuid);
  }
}
