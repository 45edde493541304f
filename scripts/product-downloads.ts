/**
 * Writes the small stand-in installer and patch files that the seeded download URLs point
 * to (public/downloads/), so every download redirect lands on a real file when the site
 * runs locally. Run after changing seed/products.ts: `node scripts/product-downloads.ts`.
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

for (const row of versionLanguageRows()) {
  for (const url of [row.nim_file_url, row.msi_file_url]) {
    if (typeof url !== "string") continue;
    writeZip(
      join(ROOT, "public", url),
      `Dolphin local download: ${url.split("/").pop()}\r\nThis file stands in for the installer when the site runs locally.\r\n`,
    );
  }
}
for (const patch of patchRows()) {
  writeZip(join(ROOT, "public", String(patch.file_path)), `Dolphin local patch: ${patch.title}\r\n`);
}
rmSync(work, { recursive: true, force: true });
console.log("downloads written to public/downloads/");
