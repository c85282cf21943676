import type { Language } from '../../shared/api/language';
import type { Mail } from './mailer';
import { mailTexts } from './texts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(language: Language, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  return `<!doctype html><html lang="${language}"><body style="font-family: 'Noto Sans Devanagari', Arial, sans-serif; color:#1f2937">${body}<p style="color:#6b7280">${mailTexts[language].signature}</p></body></html>`;
}

/**
 * docs/product.md §8: every mail goes in one language, the learner's (the account's `language`), or
 * for a sign-up code the one the visitor chose on the screen they asked from.
 */
export function signupCodeMail(to: string, code: string, language: Language): Mail {
  const t = mailTexts[language].signupCode;
  return {
    to,
    subject: t.subject,
    text: `${t.line(code)}\n\n${t.ignore}`,
    html: layout(language, [t.line(`<b style="font-size:1.4em">${code}</b>`), t.ignore]),
    kind: 'sign-up code',
  };
}

export function resetLinkMail(to: string, link: string, language: Language): Mail {
  const t = mailTexts[language].resetLink;
  const a = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return {
    to,
    subject: t.subject,
    text: `${t.open}\n${link}\n\n${t.ignore}`,
    html: layout(language, [t.open, a, t.ignore]),
    kind: 'password reset link',
  };
}

/** docs/product.md §5: after a change or a reset, so an owner who did not do it knows at once. */
export function passwordChangedMail(
  to: string,
  how: 'changed' | 'reset',
  appUrl: string,
  language: Language,
): Mail {
  const t = mailTexts[language].passwordChanged;
  const link = `${appUrl}/forgot-password`;
  return {
    to,
    subject: t.subject,
    text: `${t.line(how)}\n\n${t.help} ${link}`,
    html: layout(language, [
      escapeHtml(t.line(how)),
      `${escapeHtml(t.help)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    ]),
    kind: `password ${how} notice`,
  };
}

/** After the learner erased their account (DPDP Act): what went, and that nothing else follows. */
export function accountDeletedMail(to: string, language: Language): Mail {
  const t = mailTexts[language].accountDeleted;
  return {
    to,
    subject: t.subject,
    text: t.line,
    html: layout(language, [escapeHtml(t.line)]),
    kind: 'account deleted notice',
  };
}

/** Two-step login turned on or off: the owner hears of it, whoever did it. */
export function totpChangedMail(to: string, on: boolean, appUrl: string, language: Language): Mail {
  const t = mailTexts[language].totpChanged;
  const link = `${appUrl}/forgot-password`;
  return {
    to,
    subject: t.subject(on),
    text: `${t.line(on)}\n\n${t.help} ${link}`,
    html: layout(language, [escapeHtml(t.line(on)), `${escapeHtml(t.help)} ${escapeHtml(link)}`]),
    kind: `two-step login ${on ? 'on' : 'off'} notice`,
  };
}
