/**
 * Turns data rows into idempotent SQL: a row is inserted, or brought up to date if it is
 * already there (or, when loading production data onto a live database, left as the staff
 * desk has it: see LoadMode). Rows that users created have their own ids and are never
 * touched, so a second `npm start` or deploy keeps them.
 */
export type SqlValue = string | number | boolean | null | undefined | Date;
export type Row = Record<string, SqlValue>;

export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`data value ${value} is not a finite number`);
    return String(value);
  }
  if (value instanceof Date) return String(value.getTime());
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * "update": a row already there is brought in line with the files (the local seed, and a
 * deliberate `npm run data:production -- --update`). "insert-missing": a row already there is
 * left alone, so a deploy never undoes a price or tax rate the staff desk changed.
 */
export type LoadMode = "update" | "insert-missing";

/** `INSERT … ON CONFLICT (…) DO UPDATE` (or `DO NOTHING` when keeping rows) for each row; columns are the table's SQL column names. */
export function upsert(table: string, rows: Row[], conflict: string[] = ["id"], mode: LoadMode = "update"): string[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    const updates = mode === "update" ? columns.filter((column) => !conflict.includes(column)) : [];
    const action = updates.length
      ? `DO UPDATE SET ${updates.map((column) => `"${column}" = excluded."${column}"`).join(", ")}`
      : "DO NOTHING";
    return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns
      .map((c) => literal(row[c]))
      .join(", ")}) ON CONFLICT (${conflict.map((c) => `"${c}"`).join(", ")}) ${action};`;
  });
}

/** An area of data: its SQL statements, run in the order of data/production/index.ts, then seed/index.ts. */
export interface SeedArea {
  name: string;
  statements(mode?: LoadMode): string[] | Promise<string[]>;
}

/** One area made of several, loaded in turn (a test that loads one area gets its production rows and its demo rows). */
export function combined(name: string, ...areas: SeedArea[]): SeedArea {
  return {
    name,
    async statements(mode?: LoadMode) {
      const statements: string[] = [];
      for (const area of areas) statements.push(...(await area.statements(mode)));
      return statements;
    },
  };
}
