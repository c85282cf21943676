import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * vite-plugin-compression2 compresses the bundle and the public files; the service worker and
 * its Workbox runtime are written later, by vite-plugin-pwa's closeBundle. This runs after it
 * (sequential, order post) and writes their .br and .gz the same way.
 */
export function precompressLate(files: RegExp): Plugin {
  let outDir = '';
  return {
    name: 'sopan:precompress-late',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        for (const name of fs.readdirSync(outDir).filter((f) => files.test(f))) {
          const source = fs.readFileSync(path.join(outDir, name));
          const br = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = await gzip(source, { level: 9 });
          fs.writeFileSync(path.join(outDir, `${name}.br`), br);
          fs.writeFileSync(path.join(outDir, `${name}.gz`), gz);
        }
      },
    },
  };
}
