import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  devices,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../helpers/browser';
import { root } from './web-build';

export const phones = {
  pixel: devices['Pixel 7']!,
  iphone: devices['iPhone 13']!,
} as const;

export const hasChromium = !!chromiumPath();
if (!hasChromium)
  console.warn(
    '\n⚠ SKIPPED browser (e2e) suites: no Debian Chromium (apt-get install -y chromium fonts-lohit-deva)\n',
  );

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath()!, args: chromiumArgs });
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; every test ends by expecting none. */
  errors: string[];
}

/** A phone (device emulation), on India's time like the server's day, service worker blocked unless asked. */
export async function openPhone(
  browser: Browser,
  device: BrowserContextOptions = phones.pixel,
  options: BrowserContextOptions = {},
): Promise<Phone> {
  const context = await browser.newContext({
    ...device,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  // Fail a step well within the test's own timeout, so the report names the step.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const shots = path.join(root, 'tests/artifacts/screenshots');
fs.mkdirSync(shots, { recursive: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Every screen the tests reach: no sideways scroll at 360 px, no serious or critical axe
 * violation, and a screenshot in tests/artifacts/screenshots/<name>.png.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const viewport = page.viewportSize()!;
  if (viewport.width !== 360) await page.setViewportSize({ width: 360, height: viewport.height });
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(overflow.scroll, `${name}: sideways scroll at 360 px`).toBeLessThanOrEqual(overflow.width);
  if (viewport.width !== 360) await page.setViewportSize(viewport);

  // Evaluated through the DevTools protocol, so the page's CSP does not block it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: { exclude: string[][] }) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Toasts come and go, and fade in: their colours are react-toastify's, checked once by hand.
    const result = await axe.run({ exclude: [['.Toastify']] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  });
  expect(violations, `${name}: accessibility`).toEqual([]);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** A screenshot only, for states too brief for the full check (the pause after an answer) or not a phone. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Logs the browser in with a session cookie made in the database. */
export async function logIn(context: BrowserContext, cookie: { name: string; value: string; url: string }) {
  await context.addCookies([{ ...cookie, httpOnly: true, sameSite: 'Lax' }]);
}
