/**
 * Reading a class list: a CSV with a header row, parsed by papaparse (quotes, commas in
 * names, BOMs and line endings from any spreadsheet). Columns are recognised by their
 * usual names; each row is checked with the same schema as the student form.
 */
import Papa from "papaparse";
import * as v from "valibot";
import { PREMIUM_LIMITS, studentRowSchema } from "@common/schemas/premium";

export interface ImportPreviewRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  usernameGenerated: boolean;
  className: string;
  errors: string[];
}

export interface ImportPreview {
  ok: boolean;
  rows: ImportPreviewRow[];
  /** Problems with the file as a whole (no header, too many rows, not enough seats). */
  fileErrors: string[];
  errorCount: number;
  seatsFree: number;
}

type Column = "firstName" | "lastName" | "email" | "username" | "className";

const HEADER_NAMES: Record<string, Column> = {
  firstname: "firstName",
  forename: "firstName",
  givenname: "firstName",
  first: "firstName",
  lastname: "lastName",
  surname: "lastName",
  familyname: "lastName",
  last: "lastName",
  email: "email",
  emailaddress: "email",
  mail: "email",
  username: "username",
  user: "username",
  login: "username",
  class: "className",
  classname: "className",
  group: "className",
  form: "className",
  tutorgroup: "className",
  year: "className",
};

export const CSV_TEMPLATE = "first_name,last_name,email,username,class\nAmara,Okafor,amara.okafor@example.org,,Year 9 English\n";

function columnOf(header: string): Column | null {
  return HEADER_NAMES[header.toLowerCase().replace(/[^a-z]/g, "")] ?? null;
}

export function parseStudentCsv(text: string): ImportPreview {
  const preview: ImportPreview = { ok: false, rows: [], fileErrors: [], errorCount: 0, seatsFree: 0 };
  const source = text.replace(/^\uFEFF/, "");
  if (!source.trim()) {
    preview.fileErrors.push("The file is empty. Use a CSV file with a header row and one student per row.");
    return preview;
  }
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: "greedy" });
  const [header, ...records] = parsed.data;
  if (!header) {
    preview.fileErrors.push("The file is empty. Use a CSV file with a header row and one student per row.");
    return preview;
  }
  const columns = header.map((name) => columnOf(name));
  if (!columns.includes("firstName") || !columns.includes("lastName")) {
    preview.fileErrors.push("The first row must name the columns, with at least first_name and last_name (email, username and class are optional).");
    return preview;
  }
  if (records.length > PREMIUM_LIMITS.csvMaxRows) {
    preview.fileErrors.push(`The file has ${records.length} students; import at most ${PREMIUM_LIMITS.csvMaxRows} at a time.`);
    return preview;
  }
  for (const error of parsed.errors) {
    if (error.type === "Quotes") preview.fileErrors.push(`Row ${(error.row ?? 0) + 1}: a quoted value is not closed.`);
  }
  // papaparse counts records, not lines; with skipEmptyLines the record index + 2 is the row a spreadsheet shows.
  records.forEach((record, index) => {
    const input: Record<Column, string> = { firstName: "", lastName: "", email: "", username: "", className: "" };
    columns.forEach((column, position) => {
      if (column) input[column] = record[position] ?? "";
    });
    const result = v.safeParse(studentRowSchema, input);
    const row: ImportPreviewRow = {
      line: index + 2,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim().toLowerCase(),
      username: input.username.trim().toLowerCase(),
      usernameGenerated: false,
      className: input.className.trim(),
      errors: [],
    };
    if (result.success) {
      Object.assign(row, result.output);
    } else {
      for (const issue of result.issues) if (!row.errors.includes(issue.message)) row.errors.push(issue.message);
    }
    if (record.length > header.length && record.slice(header.length).some((value) => value.trim())) {
      row.errors.push("This row has more values than the header has columns; check for a comma in a name without quotes");
    }
    preview.rows.push(row);
  });
  return preview;
}
