import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources of the built page's inline scripts, by hash (`'sha256-…'`): app/prefs.js is put
 * inside the page at build (vite.config.ts) so the first paint waits for one request fewer, and
 * the policy allows that script and no other inline one. No built page, none.
 */
export function inlineScriptSources(webRoot: string): string[] {
  const file = path.join(webRoot, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1]!.trim() !== '')
    .map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}
