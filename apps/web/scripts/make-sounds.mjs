// Makes the monitor's three sounds (docs/product.md#branch-monitor: alarm, bell, sensor) as MP3 under public/sounds:
// the waves are synthesised here and encoded with LAME (Debian's `lame` package).
//   node apps/web/scripts/make-sounds.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE = 22_050;
const OUT = new URL('../public/sounds/', import.meta.url);

/** 16-bit mono WAV from samples in [-1, 1]. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const seconds = (s) => Math.round(s * RATE);
/** A short fade in and out so no tone starts or stops with a click. */
const envelope = (i, n, fade = seconds(0.01)) => Math.min(1, i / fade, (n - i) / fade);

// Alarm: urgent two-tone beeps, four times.
function alarm() {
  const out = [];
  for (let beep = 0; beep < 4; beep++) {
    const f = beep % 2 ? 660 : 880;
    const n = seconds(0.22);
    for (let i = 0; i < n; i++) out.push(0.8 * envelope(i, n) * Math.sign(Math.sin((2 * Math.PI * f * i) / RATE)) * 0.6);
    for (let i = 0; i < seconds(0.08); i++) out.push(0);
  }
  return out;
}

// Bell: a struck bell, partials decaying at different speeds.
function bell() {
  const n = seconds(1.6);
  const partials = [
    [523.25, 1, 2.2],
    [1046.5, 0.5, 3.5],
    [1569.75, 0.25, 5],
    [2637, 0.12, 7],
  ];
  return Array.from({ length: n }, (_, i) => {
    const t = i / RATE;
    return (
      0.5 *
      envelope(i, n, seconds(0.003)) *
      partials.reduce((sum, [f, a, d]) => sum + a * Math.exp(-d * t) * Math.sin(2 * Math.PI * f * t), 0)
    );
  });
}

// Sensor: two soft, short blips: "all quiet, still listening".
function sensor() {
  const out = [];
  for (let blip = 0; blip < 2; blip++) {
    const n = seconds(0.09);
    for (let i = 0; i < n; i++) out.push(0.25 * envelope(i, n) * Math.sin((2 * Math.PI * 1200 * i) / RATE));
    for (let i = 0; i < seconds(0.12); i++) out.push(0);
  }
  return out;
}

const work = mkdtempSync(join(tmpdir(), 'mostrador-sounds-'));
try {
  for (const [name, make] of Object.entries({ alarm, bell, sensor })) {
    const input = join(work, `${name}.wav`);
    writeFileSync(input, wav(make()));
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', '64', input, new URL(`${name}.mp3`, OUT).pathname]);
    console.log(`public/sounds/${name}.mp3`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
