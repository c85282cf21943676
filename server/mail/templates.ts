import type { Mail } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(body: string): string {
  return `<!doctype html><html lang="hi"><body style="font-family: 'Noto Sans Devanagari', Arial, sans-serif; color:#1f2937">${body}<p style="color:#6b7280">— Sopan (सोपान)</p></body></html>`;
}

export function signupCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: 'Your Sopan sign-up code | सोपान पंजीकरण कोड',
    text: `Your Sopan sign-up code is ${code}. It is valid for 10 minutes.\n\nआपका सोपान पंजीकरण कोड ${code} है। यह 10 मिनट तक मान्य है।\n\nIf you did not ask for it, ignore this mail. / यदि आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।`,
    html: layout(
      `<p>Your Sopan sign-up code is <b style="font-size:1.4em">${code}</b>. It is valid for 10 minutes.</p><p>आपका सोपान पंजीकरण कोड <b>${code}</b> है। यह 10 मिनट तक मान्य है।</p><p>If you did not ask for it, ignore this mail. / यदि आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।</p>`,
    ),
    kind: 'sign-up code',
  };
}

export function resetLinkMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Sopan password | सोपान पासवर्ड बदलें',
    text: `Open this link within one hour to set a new password:\n${link}\n\nनया पासवर्ड बनाने के लिए एक घंटे के भीतर यह लिंक खोलें:\n${link}\n\nIf you did not ask for it, ignore this mail. / यदि आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें।`,
    html: layout(
      `<p>Open this link within one hour to set a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>नया पासवर्ड बनाने के लिए एक घंटे के भीतर ऊपर दिया गया लिंक खोलें।</p><p>If you did not ask for it, ignore this mail. / यदि आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें।</p>`,
    ),
    kind: 'password reset link',
  };
}

/** docs/product.md §5: after a change or a reset, so an owner who did not do it knows at once. */
export function passwordChangedMail(to: string, how: 'changed' | 'reset', appUrl: string): Mail {
  const en = `Your Sopan password was ${how === 'reset' ? 'reset with an e-mailed link' : 'changed'} just now, and your other devices were logged out.`;
  const hi = 'आपका सोपान पासवर्ड अभी बदला गया है, और आपके अन्य उपकरणों से लॉग आउट कर दिया गया है।';
  const help = `If this was not you, reset your password at once: ${appUrl}/forgot-password`;
  const helpHi = 'यदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड रीसेट करें।';
  return {
    to,
    subject: 'Your Sopan password was changed | आपका सोपान पासवर्ड बदला गया',
    text: `${en}\n\n${hi}\n\n${help}\n${helpHi}`,
    html: layout(
      `<p>${escapeHtml(en)}</p><p>${hi}</p><p>If this was not you, <a href="${escapeHtml(`${appUrl}/forgot-password`)}">reset your password</a> at once. / ${helpHi}</p>`,
    ),
    kind: `password ${how} notice`,
  };
}

/** After the learner erased their account (DPDP Act): what went, and that nothing else follows. */
export function accountDeletedMail(to: string): Mail {
  const en =
    'Your Sopan account, your sessions and your progress have been deleted, as you asked. Only anonymous answer counts per question remain. We will not write to you again.';
  const hi = 'आपके अनुरोध पर आपका सोपान खाता, सत्र और प्रगति हटा दी गई है। केवल प्रश्नों के गुमनाम उत्तर-आँकड़े रहेंगे।';
  return {
    to,
    subject: 'Your Sopan account was deleted | आपका सोपान खाता हटाया गया',
    text: `${en}\n\n${hi}`,
    html: layout(`<p>${escapeHtml(en)}</p><p>${hi}</p>`),
    kind: 'account deleted notice',
  };
}

/** Two-step login turned on or off: the owner hears of it, whoever did it. */
export function totpChangedMail(to: string, on: boolean, appUrl: string): Mail {
  const en = `Two-step login was turned ${on ? 'on' : 'off'} for your Sopan account just now.`;
  const hi = `आपके सोपान खाते के लिए दो-चरणीय लॉगिन अभी ${on ? 'चालू' : 'बंद'} किया गया है।`;
  const help = `If this was not you, reset your password at once: ${appUrl}/forgot-password`;
  return {
    to,
    subject: `Two-step login turned ${on ? 'on' : 'off'} | दो-चरणीय लॉगिन ${on ? 'चालू' : 'बंद'}`,
    text: `${en}\n\n${hi}\n\n${help}`,
    html: layout(`<p>${escapeHtml(en)}</p><p>${hi}</p><p>${escapeHtml(help)}</p>`),
    kind: `two-step login ${on ? 'on' : 'off'} notice`,
  };
}
