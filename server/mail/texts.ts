import type { Language } from '../../shared/api/language';

const en = {
  signature: '— Sopan (सोपान)',
  signupCode: {
    subject: 'Your Sopan sign-up code',
    line: (code: string) => `Your Sopan sign-up code is ${code}. It is valid for 10 minutes.`,
    ignore: 'If you did not ask for it, ignore this mail.',
  },
  resetLink: {
    subject: 'Reset your Sopan password',
    open: 'Open this link within one hour to set a new password:',
    ignore: 'If you did not ask for it, ignore this mail.',
  },
  passwordChanged: {
    subject: 'Your Sopan password was changed',
    line: (how: 'changed' | 'reset') =>
      `Your Sopan password was ${how === 'reset' ? 'reset with an e-mailed link' : 'changed'} just now, and your other devices were logged out.`,
    help: 'If this was not you, reset your password at once:',
  },
  accountDeleted: {
    subject: 'Your Sopan account was deleted',
    line: 'Your Sopan account, your sessions and your progress have been deleted, as you asked. Only anonymous answer counts per question remain. We will not write to you again.',
  },
  totpChanged: {
    subject: (on: boolean) => `Two-step login turned ${on ? 'on' : 'off'}`,
    line: (on: boolean) => `Two-step login was turned ${on ? 'on' : 'off'} for your Sopan account just now.`,
    help: 'If this was not you, reset your password at once:',
  },
};

/** The same mails in Hindi; a key missing here fails the typecheck. */
const hi: typeof en = {
  signature: '— सोपान',
  signupCode: {
    subject: 'आपका सोपान पंजीकरण कोड',
    line: (code) => `आपका सोपान पंजीकरण कोड ${code} है। यह 10 मिनट तक मान्य है।`,
    ignore: 'यदि आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।',
  },
  resetLink: {
    subject: 'अपना सोपान पासवर्ड बदलें',
    open: 'नया पासवर्ड बनाने के लिए एक घंटे के भीतर यह लिंक खोलें:',
    ignore: 'यदि आपने यह अनुरोध नहीं किया, तो इस मेल को अनदेखा करें।',
  },
  passwordChanged: {
    subject: 'आपका सोपान पासवर्ड बदला गया',
    line: (how) =>
      `आपका सोपान पासवर्ड अभी ${how === 'reset' ? 'ई-मेल से भेजे गए लिंक से नया बनाया' : 'बदला'} गया है, और आपके अन्य उपकरणों से लॉग आउट कर दिया गया है।`,
    help: 'यदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें:',
  },
  accountDeleted: {
    subject: 'आपका सोपान खाता हटाया गया',
    line: 'आपके अनुरोध पर आपका सोपान खाता, सत्र और प्रगति हटा दी गई है। केवल प्रश्नों के गुमनाम उत्तर-आँकड़े रहेंगे। हम आपको फिर नहीं लिखेंगे।',
  },
  totpChanged: {
    subject: (on) => `दो-चरणीय लॉगिन ${on ? 'चालू' : 'बंद'}`,
    line: (on) => `आपके सोपान खाते के लिए दो-चरणीय लॉगिन अभी ${on ? 'चालू' : 'बंद'} किया गया है।`,
    help: 'यदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें:',
  },
};

export const mailTexts: Record<Language, typeof en> = { en, hi };
