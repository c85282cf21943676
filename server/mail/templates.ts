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
