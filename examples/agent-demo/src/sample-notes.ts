import type { NewNote } from "./notes-store.js";

/** The notes the demo starts with. */
export const SAMPLE_NOTES: readonly NewNote[] = [
  { title: "Rome hotel", body: "Hotel Miramonti near Termini, check-in from 15:00", tags: ["travel", "rome"] },
  { title: "Groceries", body: "Oat milk, coffee, lemons", tags: ["home"] },
  { title: "Flight", body: "FCO arrival 10:40, terminal 3", tags: ["travel"] },
];
