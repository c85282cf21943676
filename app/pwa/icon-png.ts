import { deflateSync } from 'node:zlib';

/**
 * Draws the app icon — three white steps (सोपान, a stairway) on saffron — as a PNG, so the
 * PWA icons are made at build time from this one drawing instead of kept as binaries.
 * Runs in Node only (vite.config.ts), never in the browser.
 */
const BACKGROUND: Rgb = [180, 83, 9];
const STEP: Rgb = [255, 255, 255];
type Rgb = [number, number, number];

interface Shape {
  /** Maskable icons fill the square and keep the drawing inside the central safe zone. */
  maskable: boolean;
  /** A notification's badge: the steps alone, white on transparent (Android draws it as a mask). */
  badge?: boolean;
}

/** Coverage of one point in the unit square: background (with rounded corners) and steps. */
function paint(x: number, y: number, { maskable, badge }: Shape): { bg: boolean; step: boolean } {
  const radius = maskable || badge ? 0 : 0.22;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  const bg = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  const [lo, hi] = badge ? [0.1, 0.9] : maskable ? [0.3, 0.7] : [0.2, 0.8];
  const w = (hi - lo) / 3;
  const gap = w * 0.08;
  let step = false;
  for (let i = 0; i < 3; i++) {
    const left = lo + i * w + (i > 0 ? gap : 0);
    const top = hi - (i + 1) * w;
    if (x >= left && x < lo + (i + 1) * w && y >= top && y < hi) step = true;
  }
  return { bg, step };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, tail]);
}

export function drawIcon(size: number, shape: Shape = { maskable: false }): Buffer {
  const samples = 4;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      let bgHits = 0;
      let stepHits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const p = paint((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, shape);
          if (p.bg) bgHits++;
          if (p.bg && p.step) stepHits++;
        }
      }
      const n = samples * samples;
      const alpha = shape.badge ? stepHits / n : bgHits / n;
      const mix = shape.badge ? 1 : bgHits ? stepHits / bgHits : 0;
      const o = py * (size * 4 + 1) + 1 + px * 4;
      for (let ch = 0; ch < 3; ch++) raw[o + ch] = Math.round(BACKGROUND[ch]! * (1 - mix) + STEP[ch]! * mix);
      raw[o + 3] = Math.round(alpha * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The icon files the manifest and index.html name. */
export const iconFiles = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/maskable-512.png', size: 512, maskable: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, maskable: true },
  { fileName: 'icons/badge-96.png', size: 96, maskable: false, badge: true },
] as const;
