/**
 * The SHA-256 of a file, computed part by part in the browser as the parts are sent
 * (SubtleCrypto hashes only whole buffers). A `.client` module, so the hashing library
 * never reaches the Worker's bundle.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

export function partwiseSha256() {
  const hash = sha256.create();
  return {
    update(bytes: Uint8Array) {
      hash.update(bytes);
    },
    hex(): string {
      return bytesToHex(hash.digest());
    },
  };
}
