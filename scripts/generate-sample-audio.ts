/**
 * Writes public/audio/sample-episode.wav, the audio the sample episodes play, so a fresh install
 * has playable episodes without any network: a soft two-note chime, 12 s, 8 kHz mono 8-bit PCM
 * (~96 KB; WAV because every browser plays it and no encoder is needed). Run after changing it:
 *   node scripts/generate-sample-audio.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sampleRate = 8000;
const seconds = 12;
const samples = sampleRate * seconds;

const data = Buffer.alloc(samples);
for (let i = 0; i < samples; i++) {
  const t = i / sampleRate;
  // A chime every 3 s: two notes a fifth apart, each decaying.
  const sinceChime = t % 3;
  const envelope = Math.exp(-sinceChime * 2.2) * 0.45;
  const tone = Math.sin(2 * Math.PI * 523.25 * t) + 0.6 * Math.sin(2 * Math.PI * 783.99 * t);
  data[i] = Math.round(128 + 127 * envelope * (tone / 1.6));
}

const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(sampleRate, 24);
header.writeUInt32LE(sampleRate, 28); // byte rate
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write("data", 36);
header.writeUInt32LE(data.length, 40);

const out = path.join(root, "public", "audio", "sample-episode.wav");
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, Buffer.concat([header, data]));
console.log(`Wrote ${path.relative(root, out)} (${header.length + data.length} bytes)`);
