import { defineTexts } from '../texts';

/** The profile's daily reminder (docs/product.md §13): kind words, never guilt. */
export const remindersTexts = defineTexts(
  {
    title: 'Daily reminder',
    intro: 'One short reminder a day, at your time, only on days your practice is not done yet.',
    remind: 'Remind me every day',
    time: 'At',
    on: (devices: number) =>
      devices === 1 ? 'On. It comes to 1 device.' : `On. It comes to ${devices} devices.`,
    onNoDevice: 'On, but no device receives it yet.',
    off: 'Off. You can turn it on whenever you like.',
    pausedTitle: 'Reminders are resting',
    paused: 'You have been away for a few days, so we stopped reminding you. Come back whenever suits you.',
    resume: 'Resume reminders',
    alsoHere: 'Remind me on this phone too',
    saveFailed: 'Could not save the reminder. Please try again.',
    loadFailed: 'Could not load your reminder.',
    denied:
      'Notifications are blocked for Sopan in this browser. To allow them, tap the icon beside the address (or open the browser’s menu), choose Site settings, set Notifications to Allow, then turn the reminder on again.',
    dismissed: 'Reminders need your permission. Turn the switch on again and choose Allow.',
    failed: 'This browser could not set up reminders just now. Please try again later.',
    unsupported: 'This browser cannot receive reminders. Open Sopan in Chrome or Firefox on your phone.',
    installFirst: 'Add Sopan to your home screen first: reminders come to the installed app.',
    iosSteps:
      'On iPhone and iPad, reminders come only to Sopan on the Home Screen: tap Share, then Add to Home Screen, then open Sopan from there and turn this on.',
    install: 'Add to home screen',
  },
  {
    title: 'रोज़ का अनुस्मारक',
    intro: 'दिन में एक छोटा अनुस्मारक, आपके चुने समय पर, और केवल उन दिनों जब अभ्यास अभी बाकी हो।',
    remind: 'मुझे रोज़ याद दिलाएँ',
    time: 'समय',
    on: (devices) => `चालू है। यह ${devices} ${devices === 1 ? 'उपकरण' : 'उपकरणों'} पर आता है।`,
    onNoDevice: 'चालू है, पर अभी यह किसी उपकरण पर नहीं आता।',
    off: 'बंद है। जब चाहें, इसे चालू कर सकते हैं।',
    pausedTitle: 'अनुस्मारक अभी रुके हुए हैं',
    paused: 'कुछ दिनों से अभ्यास नहीं हुआ, इसलिए हमने याद दिलाना रोक दिया। जब आपका मन हो, फिर से शुरू करें।',
    resume: 'अनुस्मारक फिर से शुरू करें',
    alsoHere: 'इस फ़ोन पर भी याद दिलाएँ',
    saveFailed: 'अनुस्मारक सहेजा नहीं जा सका। कृपया फिर से प्रयास करें।',
    loadFailed: 'आपका अनुस्मारक लोड नहीं हो सका।',
    denied:
      'इस ब्राउज़र में सोपान की सूचनाएँ बंद हैं। इन्हें चालू करने के लिए पते के पास वाले चिह्न पर टैप करें (या ब्राउज़र का मेनू खोलें), साइट सेटिंग्स में सूचनाएँ ‘अनुमति दें’ पर रखें, फिर अनुस्मारक दोबारा चालू करें।',
    dismissed: 'अनुस्मारक के लिए आपकी अनुमति चाहिए। स्विच फिर से चालू करें और ‘अनुमति दें’ चुनें।',
    failed: 'यह ब्राउज़र अभी अनुस्मारक चालू नहीं कर सका। कृपया थोड़ी देर बाद फिर प्रयास करें।',
    unsupported: 'यह ब्राउज़र अनुस्मारक नहीं दिखा सकता। अपने फ़ोन पर सोपान को Chrome या Firefox में खोलें।',
    installFirst: 'पहले सोपान को अपनी होम स्क्रीन पर जोड़ें: अनुस्मारक जोड़े गए ऐप पर आते हैं।',
    iosSteps:
      'iPhone और iPad पर अनुस्मारक केवल होम स्क्रीन वाले सोपान पर आते हैं: ‘शेयर करें’ पर टैप करें, फिर ‘होम स्क्रीन में जोड़ें’, फिर वहीं से सोपान खोलकर इसे चालू करें।',
    install: 'होम स्क्रीन पर जोड़ें',
  },
);
