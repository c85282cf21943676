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
import { latinWords } from '../../helpers/latin-words';
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

/**
 * A phone (device emulation), on India's time like the server's day, service worker blocked
 * unless asked. `language`: the interface language this phone has chosen (English unless a test
 * says; null: a first visit, which shows the language chooser).
 */
export async function openPhone(
  browser: Browser,
  device: BrowserContextOptions = phones.pixel,
  options: BrowserContextOptions & { language?: 'hi' | 'en' | null } = {},
): Promise<Phone> {
  const { language = 'en', ...contextOptions } = options;
  const context = await browser.newContext({
    ...device,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    serviceWorkers: 'block',
    ...contextOptions,
  });
  if (language)
    await context.addInitScript((chosen) => {
      if (!localStorage.getItem('sopan:language')) localStorage.setItem('sopan:language', chosen);
    }, language);
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

/**
 * docs/product.md §8: no English interface word on a Hindi screen. Reads what a learner sees or hears
 * — visible text (visually hidden text too: a screen reader says it), and the labels, placeholders
 * and alternative texts — and answers the Latin words not on the allow-list
 * (tests/helpers/latin-words.ts). `exclude`: selectors of exam content and people's own data.
 */
export async function englishOnHindiScreen(page: Page, exclude: string[] = []): Promise<string[]> {
  const texts = await page.evaluate((skip) => {
    const skipped = (el: Element | null) =>
      !!el?.closest([...skip, '[lang^="en"]', 'script', 'style', 'noscript', 'code'].join(','));
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        if (e instanceof HTMLElement && (e.hidden || e.getAttribute('aria-hidden') === 'true')) return false;
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
      }
      return true;
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && node.textContent?.trim() && !skipped(el) && shown(el)) out.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[alt],[title]'))
      if (!skipped(el) && shown(el))
        for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
          if (el.getAttribute(name)) out.push(el.getAttribute(name)!);
    out.push(document.title);
    return out;
  }, exclude);
  return texts.flatMap((t) => latinWords(t).map((w) => `${w} (in "${t.trim().slice(0, 60)}")`));
}

/** A screenshot only, for states too brief for the full check (the pause after an answer) or not a phone. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** Logs the browser in with a session cookie made in the database. */
export async function logIn(context: BrowserContext, cookie: { name: string; value: string; url: string }) {
  await context.addCookies([{ ...cookie, httpOnly: true, sameSite: 'Lax' }]);
}
