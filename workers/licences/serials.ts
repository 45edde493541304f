/**
 * New serial numbers: random, in the licence format (common/schemas/licences.ts), drawn
 * evenly from its alphabet so that no character is likelier than another.
 */
import { SERIAL_ALPHABET, SERIAL_GROUPS, SERIAL_GROUP_LENGTH } from "@common/schemas/licences";

export { SERIAL_FORMAT_MESSAGE, normaliseSerial } from "@common/schemas/licences";

export function newSerial(): string {
  const length = SERIAL_GROUPS * SERIAL_GROUP_LENGTH;
  const characters: string[] = [];
  // 256 is a multiple of the alphabet's 32 characters, so a byte modulo 32 is uniform.
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) characters.push(SERIAL_ALPHABET[byte % SERIAL_ALPHABET.length]!);
  const groups: string[] = [];
  for (let start = 0; start < length; start += SERIAL_GROUP_LENGTH) groups.push(characters.slice(start, start + SERIAL_GROUP_LENGTH).join(""));
  return groups.join("-");
}
