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

  /**
   * The bound name for a uuid; any other string is taken to be a name already. An identity is its
   * uuid's bound name, so that a binding cannot be talked out of by the name beside it; while its
   * uuid is unbound, it is the name it gives, as that name alone would be.
   */
  resolve(agent: string | AgentIdentity): string {
    if (typeof agent === "string") return this.#nameByUuid.get(agent) ?? agent;
    return this.#nameByUuid.get(agent.uuid) ?? agent.name;
  }

  /** The name bound to `uuid`, if it is a bound uuid. */
  nameOf(uuid: string): string | undefined {
    return this.#nameByUuid.get(uuid);
  }
}
