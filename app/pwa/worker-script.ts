import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * A classic script for the service worker to import (Workbox's importScripts in vite.config.ts):
 * `entry` bundled by esbuild as one IIFE, since a worker's importScripts takes no modules, and
 * emitted as `fileName` beside sw.js, so the worker's precache lists it too.
 */
export function workerScript(entry: string, fileName: string): Plugin {
  return {
    name: 'sopan:worker-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        logLevel: 'warning',
      });
      this.emitFile({ type: 'asset', fileName, source: result.outputFiles[0]!.text });
    },
  };
}
