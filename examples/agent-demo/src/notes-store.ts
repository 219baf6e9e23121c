/** A note as the tools return it. */
export interface Note {
  /** Assigned by the store: 1, 2, 3, ... */
  id: number;
  title: string;
  body: string;
  /** Lowercase labels, for filtering. */
  tags: string[];
  /** The day to be reminded of it, in words ("Thursday 10 December 2026"). */
  remindOn?: string;
}

/** What a new note needs; the store assigns the id. */
export type NewNote = Omit<Note, "id">;

/** Notes kept in memory, in the order they were added. */
export class NotesStore {
  readonly #notes: Note[] = [];

  constructor(initial: readonly NewNote[] = []) {
    for (const note of initial) this.add(note);
  }

  add(note: NewNote): Note {
    const saved: Note = { id: this.#notes.length + 1, title: note.title, body: note.body, tags: note.tags.map((t) => t.toLowerCase()) };
    if (note.remindOn !== undefined) saved.remindOn = note.remindOn;
    this.#notes.push(saved);
    return saved;
  }

  /** All notes, or those carrying `tag`. */
  list(tag?: string): Note[] {
    const wanted = tag?.toLowerCase();
    return this.#notes.filter((note) => wanted === undefined || note.tags.includes(wanted)).map(copy);
  }

  /** Notes whose title, body or tags contain `query`, case-insensitively. */
  search(query: string): Note[] {
    const needle = query.toLowerCase();
    return this.#notes
      .filter((note) => [note.title, note.body, ...note.tags].some((text) => text.toLowerCase().includes(needle)))
      .map(copy);
  }

  clear(): number {
    return this.#notes.splice(0).length;
  }
}

function copy(note: Note): Note {
  return { ...note, tags: [...note.tags] };
}
