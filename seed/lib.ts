/**
 * Turns seed rows into idempotent SQL: a row is inserted, or brought up to date if it is
 * already there. Rows that users created have their own ids and are never touched, so a
 * second `npm start` keeps them.
 */
export type SqlValue = string | number | boolean | null | undefined | Date;
export type Row = Record<string, SqlValue>;

export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed value ${value} is not a finite number`);
    return String(value);
  }
  if (value instanceof Date) return String(value.getTime());
  return `'${value.replaceAll("'", "''")}'`;
}

/** `INSERT … ON CONFLICT (…) DO UPDATE` for each row; columns are the table's SQL column names. */
export function upsert(table: string, rows: Row[], conflict: string[] = ["id"]): string[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    const updates = columns.filter((column) => !conflict.includes(column));
    const action = updates.length
      ? `DO UPDATE SET ${updates.map((column) => `"${column}" = excluded."${column}"`).join(", ")}`
      : "DO NOTHING";
    return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns
      .map((c) => literal(row[c]))
      .join(", ")}) ON CONFLICT (${conflict.map((c) => `"${c}"`).join(", ")}) ${action};`;
  });
}

/** A seed area: its SQL statements, run in the order of seed/index.ts. */
export interface SeedArea {
  name: string;
  statements(): string[] | Promise<string[]>;
}
