import { setTimeout as delay } from "node:timers/promises";
import { tool, type Int, type Maximum, type Minimum, type MinLength, type ToolCallContext } from "gen-tools";
import type { Note, NotesStore } from "./notes-store.js";
import { convertLength, LengthUnit } from "./units.js";

/** What `convert_units` answers. */
export interface Conversion {
  value: number;
  unit: LengthUnit;
  /** The conversion as a sentence, e.g. "5 km = 3.107 mi". */
  text: string;
}

/** The arguments of `notes.add`. */
export interface NoteDraft {
  /**
   * A short title.
   * @minLength 1
   * @maxLength 80
   */
  title: string;
  /** The note's text. */
  body: string;
  /** Labels to find the note by later, e.g. ["travel"]. */
  tags?: string[];
  /**
   * The day to be reminded of the note. The model sends it as text ("2026-12-10"); the method gets a Date.
   * @format date
   */
  remindOn?: Date;
}

/** What `compile_report` answers. */
export interface Report {
  topic: string;
  /** How many notes matched the topic. */
  noteCount: number;
  /** One line per matching note. */
  lines: string[];
}

/** How long compiling a report takes: long enough to pass `compile_report`'s timeout and go to the background. */
const REPORT_WORK_MS = 600;

/** The assistant's tools: a length converter and a notes store. */
export class AssistantTools {
  constructor(private readonly notes: NotesStore) {}

  /**
   * Converts a length from one unit to another.
   * @param value The length to convert.
   * @param from The unit `value` is in.
   * @param to The unit to convert to.
   * @param digits Decimal places to round the result to.
   */
  @tool({ idempotent: true })
  convertUnits(value: number, from: LengthUnit, to: LengthUnit, digits: number & Int & Minimum<0> & Maximum<10> = 3): Conversion {
    const converted = convertLength(value, from, to, digits);
    return { value: converted, unit: to, text: `${value} ${from} = ${converted} ${to}` };
  }

  /** Saves a note and answers with it, its id assigned. */
  @tool({ name: "notes.add" })
  addNote({ title, body, tags, remindOn }: NoteDraft): Note {
    return this.notes.add({ title, body, tags: tags ?? [], ...(remindOn === undefined ? {} : { remindOn: dayOf(remindOn) }) });
  }

  /**
   * Lists the saved notes, oldest first.
   * @param tag Only the notes with this tag.
   */
  @tool({ name: "notes.list", idempotent: true })
  listNotes(tag?: string): Note[] {
    return this.notes.list(tag);
  }

  /**
   * Finds notes whose title, body or tags contain the query (case-insensitive).
   * @param query The text to look for.
   */
  @tool({ name: "notes.search", idempotent: true })
  searchNotes(query: string & MinLength<2>): Note[] {
    return this.notes.search(query);
  }

  /** Deletes every note. Only the admin agent may call it. */
  @tool({ name: "notes.clear", allowedAgents: ["admin"] })
  clearNotes(): { removed: number } {
    return { removed: this.notes.clear() };
  }

  /**
   * Compiles a report of the notes on a topic. Slow: it answers with a task id first, and its result
   * arrives when it is done.
   * @param topic The topic to report on, matched like notes.search.
   */
  @tool({ timeoutMs: 200 })
  async compileReport(topic: string, context: ToolCallContext): Promise<Report> {
    await delay(REPORT_WORK_MS, undefined, { signal: context.signal });
    const matching = this.notes.search(topic);
    return { topic, noteCount: matching.length, lines: matching.map((note) => `#${note.id} ${note.title}: ${note.body}`) };
  }
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Thursday 10 December 2026": the day a reminder is for, in words (spelled out here, not by the locale data Node was built with). */
function dayOf(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
