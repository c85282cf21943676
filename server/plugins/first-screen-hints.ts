import fs from 'node:fs';
import path from 'node:path';
import { firstScreenFor } from '../../shared/first-screens';
import { modules } from '../../shared/modules';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What the page names for a route's first screen (docs/decisions/006): `<link>`s to the screen's
 * chunk and what it imports, and for a learner the calls it opens with (answered inside the
 * page by server/plugins/web-app.ts). Without them the
 * browser learns of each only after the entry has run (code, run, chunk, run, call): on a
 * phone over 4G each is a round trip. Read from Vite's manifest; no manifest, no hints.
 */
export type FirstScreenHints = (pathname: string, learner: boolean) => { code: string; calls: string[] };

export function loadFirstScreenHints(webRoot: string): FirstScreenHints {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => ({ code: '', calls: [] });
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys)
      if (!seen.has(key) && manifest[key]) {
        seen.add(key);
        closure(manifest[key].imports ?? [], seen);
      }
    return seen;
  };
  // The entry and its imports are in the page already.
  const inPage = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const links = new Map<string, string>();
  const codeLinks = (chunk: string): string => {
    const known = links.get(chunk);
    if (known !== undefined) return known;
    const keys = [...closure([`routes/${chunk}.tsx`])].filter((k) => !inPage.has(k));
    const html = keys
      .flatMap((k) => [
        `<link rel="modulepreload" href="/${manifest[k]!.file}" />`,
        ...(manifest[k]!.css ?? []).map((css) => `<link rel="preload" href="/${css}" as="style" />`),
      ])
      .join('');
    links.set(chunk, html);
    return html;
  };
  return (pathname, learner) => {
    const screen = firstScreenFor(pathname, modules, learner);
    return screen ? { code: codeLinks(screen.chunk), calls: screen.data } : { code: '', calls: [] };
  };
}
