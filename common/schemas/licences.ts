/**
 * Licence serial numbers: four groups of four characters from an alphabet without the
 * look-alikes I, O, 0 and 1 (ABCD-EFGH-JKLM-NPQR). Typed in any case, with or without the
 * dashes or with spaces, a serial is read as its one written form.
 */
import * as v from "valibot";
import { numericId } from "./fields";

export const SERIAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SERIAL_GROUPS = 4;
export const SERIAL_GROUP_LENGTH = 4;
export const SERIAL_EXAMPLE = "ABCD-EFGH-JKLM-NPQR";
const SERIAL_PATTERN = new RegExp(`^[${SERIAL_ALPHABET}]{${SERIAL_GROUPS * SERIAL_GROUP_LENGTH}}$`);

/** The written form of a typed serial (upper case, dashes between groups), or null if it cannot be one. */
export function normaliseSerial(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  if (!SERIAL_PATTERN.test(compact)) return null;
  const groups = compact.match(new RegExp(`.{${SERIAL_GROUP_LENGTH}}`, "g"))!;
  return groups.join("-");
}

const SERIAL_LABEL = "Serial number";
export const SERIAL_FORMAT_MESSAGE = `Enter the serial number as it is printed on your licence, like ${SERIAL_EXAMPLE}`;

/** A serial number field: required, in the licence format, answered in its written form. */
export const serialField = v.pipe(
  v.string(`${SERIAL_LABEL} is required`),
  v.title(SERIAL_LABEL),
  v.trim(),
  v.nonEmpty(`${SERIAL_LABEL} is required`),
  // An empty field has its one message already.
  v.check((typed) => typed === "" || normaliseSerial(typed) !== null, SERIAL_FORMAT_MESSAGE),
  v.transform((typed) => normaliseSerial(typed)!),
);

/** POST account/licences/register: a serial bought elsewhere (from a dealer) joins the account. */
export const registerLicenceSchema = v.object({ serial: serialField });
export type RegisterLicenceInput = v.InferOutput<typeof registerLicenceSchema>;

/** GET updates/{id}/file: the update whose file is asked for. */
export const updateFileParamSchema = v.object({ id: numericId("Update") });

/** GET licences/software/file?id=: the version language whose installer is asked for. */
export const softwareFileParamSchema = v.object({ id: numericId("Download") });

/** POST account/licences/free-upgrade: the licence whose maintenance includes the new version. */
export const freeUpgradeSchema = v.object({ serial: serialField });
