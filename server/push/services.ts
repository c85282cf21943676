/**
 * Where the server may post a reminder (docs/product.md §13): only https endpoints of the known
 * push services, so it never posts to an address a learner picked. `PUSH_SERVICES` replaces the
 * list (a self-hosted push service, or a test's receiver on loopback).
 */

/** Origins, a leading `*.` matching any subdomain. */
export const KNOWN_PUSH_SERVICES = [
  'https://fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet
  'https://updates.push.services.mozilla.com', // Firefox
  'https://web.push.apple.com', // Safari (iOS 16.4+ from the Home Screen, macOS)
  'https://*.notify.windows.com', // Edge on Windows
] as const;

/** Parses a comma list of https origins; answers an error line for the first bad one. */
export function parsePushServices(value: string): string[] | string {
  const list = value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  if (list.length === 0) return 'must list at least one https origin';
  for (const origin of list) {
    let url: URL;
    try {
      url = new URL(origin.replace('//*.', '//wildcard.'));
    } catch {
      return `has ${JSON.stringify(origin)}, not an origin such as https://push.example`;
    }
    if (url.protocol !== 'https:') return `has ${JSON.stringify(origin)}: push services are https only`;
    if (url.origin !== origin.replace('//*.', '//wildcard.'))
      return `has ${JSON.stringify(origin)}: give the origin alone (no path, user or trailing parts)`;
  }
  return list;
}

function matches(pattern: string, url: URL): boolean {
  if (!pattern.includes('//*.')) return url.origin === pattern;
  const suffix = pattern.slice(pattern.indexOf('//*.') + 3);
  return url.protocol === 'https:' && url.port === '' && url.hostname.endsWith(suffix);
}

/** Whether a subscription's endpoint may be posted to. */
export function isAllowedEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return services.some((pattern) => matches(pattern, url));
}
