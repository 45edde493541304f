/**
 * Writes the small stand-in installer and patch files that the seed's sample file records
 * name (seed/downloads/, loaded into the local DOWNLOADS bucket under the same keys), so every
 * seeded download serves a file when the site runs locally. The staff desk shows them as
 * samples. Run after changing seed/products.ts: `node scripts/product-downloads.ts`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { patchRows, versionLanguageRows } from "../seed/products.ts";

const ROOT = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "dolphin-downloads-"));

function writeZip(target: string, text: string) {
  const readme = join(work, "README.txt");
  writeFileSync(readme, text);
  mkdirSync(join(target, ".."), { recursive: true });
  rmSync(target, { force: true });
  // -X: no extra attributes, so the files are the same on every run.
  execFileSync("zip", ["-q", "-X", "-j", target, readme]);
}

// The keys begin with "downloads/", the folder under seed/ that the local bucket is loaded from.
for (const row of versionLanguageRows()) {
  for (const key of [row.nim_file_key, row.msi_file_key]) {
    if (typeof key !== "string") continue;
    writeZip(
      join(ROOT, "seed", key),
      `Dolphin local download: ${key.split("/").pop()}\r\nThis file stands in for the installer when the site runs locally.\r\n`,
    );
  }
}
for (const patch of patchRows()) {
  writeZip(join(ROOT, "seed", String(patch.file_key)), `Dolphin local patch: ${patch.title}\r\n`);
}
rmSync(work, { recursive: true, force: true });
console.log("downloads written to seed/downloads/");
