import { registerTool } from "gen-tools";

/** The handler's own view of its arguments: `gen-tools --check` fails when the schema below disagrees with it. */
interface SplitBillInput {
  total: number;
  people: number;
  tipPercent?: number;
}

/** A module-level tool with a hand-written JSON Schema, as Python's `register_tool` takes one. */
export const splitBill = registerTool(
  {
    name: "split_bill",
    description: "Splits a bill evenly between people, tip included, rounded up to the cent.",
    parameters: {
      type: "object",
      properties: {
        total: { type: "number", exclusiveMinimum: 0, description: "The bill before the tip." },
        people: { type: "integer", minimum: 1, description: "How many people share it." },
        tipPercent: { type: "number", minimum: 0, maximum: 100, description: "The tip, in percent of the total. Default 0." },
      },
      required: ["total", "people"],
      additionalProperties: false,
    },
    idempotent: true,
  },
  ({ total, people, tipPercent = 0 }: SplitBillInput) => {
    const tip = Math.round(total * tipPercent) / 100;
    // Rounded up, so the shares never add up to less than the bill.
    const perPerson = Math.ceil(((total + tip) * 100) / people) / 100;
    return { tip, totalWithTip: total + tip, perPerson };
  },
);
