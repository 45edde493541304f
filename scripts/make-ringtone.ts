/**
 * Writes public/sounds/ringtone.wav: the incoming-call ringtone, synthesised here (no
 * recording, no download). Three soft bell-like notes rising, twice, then a pause; the
 * incoming-call dialog loops it. Run: `node scripts/make-ringtone.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SAMPLE_RATE = 16_000;
const SECONDS = 3;
const notes = [
  { start: 0.0, freq: 659.25 },
  { start: 0.18, freq: 783.99 },
  { start: 0.36, freq: 987.77 },
  { start: 0.9, freq: 659.25 },
  { start: 1.08, freq: 783.99 },
  { start: 1.26, freq: 987.77 },
];

const samples = new Float32Array(SAMPLE_RATE * SECONDS);
for (const note of notes) {
  const first = Math.floor(note.start * SAMPLE_RATE);
  const length = Math.floor(0.6 * SAMPLE_RATE);
  for (let i = 0; i < length && first + i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    // A quick attack and an exponential decay; a quieter octave partial makes it bell-like.
    const envelope = Math.min(1, t / 0.01) * Math.exp(-t * 6);
    const tone = Math.sin(2 * Math.PI * note.freq * t) + 0.3 * Math.sin(2 * Math.PI * note.freq * 2 * t);
    samples[first + i]! += 0.35 * envelope * tone;
  }
}

const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2));
const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "sounds", "ringtone.wav");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out}`);
