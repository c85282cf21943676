import { defineTexts } from '../texts';

/**
 * The help is in Hindi in both interfaces (docs/spec.md §2.6): one text for both, except that the
 * English interface's Pro question also names "Pro". {forgot} and {contact} are links.
 */
const help = {
  helpTitle: 'सहायता और सामान्य प्रश्न',
  helpIntro:
    'सोपान में हर मॉड्यूल के प्रश्न एक-एक करके आते हैं। हर प्रश्न के लिए समय तय है — घड़ी शून्य पर पहुँचने से पहले उत्तर लिखें या विकल्प चुनें। उत्तर देते ही आपको पता चल जाएगा कि वह सही है या नहीं, और अंत में परिणाम तालिका दिखेगी।',
};
const faq = (proQuestion: string) => [
  {
    q: 'मैं अपना पासवर्ड भूल गया/गई हूँ। क्या करूँ?',
    a: 'लॉगिन पेज पर {forgot} लिंक पर टैप करें और अपना ई-मेल डालें। हम आपको नया पासवर्ड बनाने का लिंक भेजेंगे।',
  },
  { q: 'मुझे कोई समस्या है या सुझाव देना है।', a: 'हमारी सहायता टीम को ई-मेल करें। पता {contact} पेज पर है।' },
  {
    q: proQuestion,
    a: 'प्रो सदस्य बनने के लिए सहायता टीम से {contact} करें। प्रो सदस्यों के लिए कोई दैनिक सीमा नहीं होती और समय समाप्त होने पर भी अभ्यास नहीं रुकता।',
  },
  {
    q: 'दैनिक सीमा क्या है?',
    a: 'निःशुल्क सदस्य हर मॉड्यूल में प्रतिदिन कुछ ही प्रश्न कर सकते हैं। सीमा पूरी होने पर अगले दिन फिर से अभ्यास करें।',
  },
  {
    q: 'हिंदी में कैसे लिखूँ?',
    a: 'अपने फ़ोन के हिंदी कीबोर्ड से लिखें। शब्द शुद्धि और वाक्य शुद्धि को छोड़कर हर लिखित उत्तर में आप रोमन अक्षरों में भी लिख सकते हैं (जैसे kitab) — स्पेस दबाने पर हिंदी सुझाव दिखेंगे, सही शब्द पर टैप करें।',
  },
];

/** The static pages (§2.6): about, help, contact, and the privacy notice (DPDP Act 2023, docs/product.md §5). */
export const pagesTexts = defineTexts(
  {
    aboutTitle: 'About {brand} Sopan',
    aboutText: [
      'Sopan (सोपान, “a stairway”) is daily Hindi practice for competitive-exam candidates, teachers and language enthusiasts. Each module asks short, timed questions one at a time: {modules}.',
      'You type an answer or pick an option, see at once whether it was right — with an explanation where there is one — and get a results table at the end. A few questions every day, step by step, build a strong command of Hindi grammar and vocabulary.',
    ],
    aboutMotto: 'हर दिन थोड़ा अभ्यास — सफलता की ओर एक-एक सीढ़ी।',
    aboutAsk: 'Questions? See {help} or {contact}.',
    helpLink: 'Help',
    contactLink: 'contact us',
    /** The help is in Hindi in both interfaces (docs/spec.md §2.6); the link names the login's own words. */
    forgotLink: 'Forgot password?',
    ...help,
    faq: faq('प्रो (Pro) सदस्य कैसे बनें?'),
    helpContact: 'संपर्क',

    contactTitle: 'Contact us',
    contactText:
      'For help with your account, to report a wrong answer or to become a Pro learner, write to us. We usually reply within a working day.',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    contactPage: 'Contact',
    title: 'Privacy notice',
    intro:
      'Sopan keeps only what it needs to run your daily practice and keep your account safe. This page says what we hold, why, for how long, and how you can see, correct or delete it.',
    sections: [
      {
        heading: 'What we hold',
        items: [
          'Your account: e-mail address, first and last name, phone number, and your password as a one-way hash (we never see or keep the password itself).',
          'Your practice: the questions you were shown, your answers and whether they were right, your daily progress, review cards and the reports you send about questions.',
          'Your sessions: when you logged in and last used Sopan, and your browser’s name, so you can recognise and end them.',
          'Security records: the times and network addresses of logins, password changes and similar events, to protect your account.',
          'If you turn on the daily reminder: its time, and for each of your devices the address its browser’s push service gave us. Turning the reminder off stops it; deleting your account deletes both.',
        ],
      },
      {
        heading: 'Why we hold it',
        items: [
          'To run the practice you asked for (the purpose you agreed to when you signed up): serving questions, checking answers, counting your daily limit and streak.',
          'To keep your account safe: sign-up codes, password resets, stopping password guessing.',
          'Answer counts per question help us fix wrong or unclear questions. We do not sell your data or show advertising.',
        ],
      },
      {
        heading: 'How long',
        items: [
          'Your account and practice: until you delete your account.',
          'Sessions: 30 days at most, and 7 days if unused. Sign-up codes: 10 minutes. Reset links: one hour.',
          'When you delete your account, your sessions and progress are erased at once; only anonymous answer counts per question (with no link to you) remain.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'See your data: “Download my data” on your profile gives you everything we hold about you, as a file.',
          'Correct it: edit your name and phone on your profile.',
          'Erase it: “Delete my account” on your profile; you can withdraw your consent this way at any time.',
          'Complaints: write to us (see Contact). If we do not resolve it, you may complain to the Data Protection Board of India.',
          'If you are under 18, a parent or guardian must agree to your use of Sopan.',
        ],
      },
    ],
    contact: 'Questions about your data? Write to us:',
  },
  {
    aboutTitle: '{brand} का परिचय',
    aboutText: [
      'सोपान (अर्थात “सीढ़ी”) प्रतियोगी परीक्षाओं के अभ्यर्थियों, शिक्षकों और भाषा-प्रेमियों के लिए हिंदी का दैनिक अभ्यास है। हर मॉड्यूल एक-एक करके छोटे, समयबद्ध प्रश्न पूछता है: {modules}।',
      'आप उत्तर लिखते हैं या विकल्प चुनते हैं, तुरंत जान लेते हैं कि वह सही था या नहीं — जहाँ व्याख्या हो, वहाँ व्याख्या के साथ — और अंत में परिणाम तालिका पाते हैं। हर दिन कुछ प्रश्न, कदम-दर-कदम, हिंदी व्याकरण और शब्द-भंडार पर पक्की पकड़ बनाते हैं।',
    ],
    aboutMotto: 'हर दिन थोड़ा अभ्यास — सफलता की ओर एक-एक सीढ़ी।',
    aboutAsk: 'कोई प्रश्न? {help} देखें या {contact}।',
    helpLink: 'सहायता',
    contactLink: 'हमसे संपर्क करें',
    forgotLink: 'पासवर्ड भूल गए?',
    ...help,
    faq: faq('प्रो सदस्य कैसे बनें?'),
    helpContact: 'संपर्क',

    contactTitle: 'संपर्क करें',
    contactText:
      'अपने खाते में मदद, किसी गलत उत्तर की सूचना या प्रो सदस्य बनने के लिए हमें लिखें। हम आम तौर पर एक कार्यदिवस में उत्तर देते हैं।',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    address: 'पता',
    contactPage: 'संपर्क',
    title: 'गोपनीयता सूचना',
    intro:
      'सोपान केवल वही रखता है जो आपके दैनिक अभ्यास और आपके खाते की सुरक्षा के लिए ज़रूरी है। यह पृष्ठ बताता है कि हम क्या रखते हैं, क्यों, कितने समय तक, और आप उसे कैसे देख, सुधार या हटा सकते हैं।',
    sections: [
      {
        heading: 'हम क्या रखते हैं',
        items: [
          'आपका खाता: ई-मेल पता, पहला नाम और उपनाम, फ़ोन नंबर, और आपका पासवर्ड एक-तरफ़ा हैश के रूप में (हम पासवर्ड को कभी न देखते हैं, न रखते हैं)।',
          'आपका अभ्यास: आपको दिखाए गए प्रश्न, आपके उत्तर और वे सही थे या नहीं, आपकी दैनिक प्रगति, दोहराव कार्ड और प्रश्नों के बारे में आपकी शिकायतें।',
          'आपके सत्र: आपने कब लॉग इन किया और कब सोपान का पिछला उपयोग किया, और आपके ब्राउज़र का नाम, ताकि आप उन्हें पहचानकर समाप्त कर सकें।',
          'सुरक्षा रिकॉर्ड: आपके खाते की रक्षा के लिए लॉग इन, पासवर्ड बदलने और ऐसी ही घटनाओं के समय और नेटवर्क पते।',
          'अगर आप रोज़ का अनुस्मारक चालू करते हैं: उसका समय, और आपके हर उपकरण के लिए वह पता जो उसके ब्राउज़र की पुश सेवा ने हमें दिया। अनुस्मारक बंद करने से वह रुक जाता है; खाता हटाने से दोनों हट जाते हैं।',
        ],
      },
      {
        heading: 'हम इसे क्यों रखते हैं',
        items: [
          'आपके माँगे गए अभ्यास को चलाने के लिए (वह उद्देश्य जिस पर आपने पंजीकरण के समय सहमति दी): प्रश्न देना, उत्तर जाँचना, आपकी दैनिक सीमा और सिलसिला गिनना।',
          'आपके खाते को सुरक्षित रखने के लिए: पंजीकरण कोड, पासवर्ड बदलना, पासवर्ड का अनुमान लगाने की कोशिशें रोकना।',
          'प्रश्नों के उत्तर-आँकड़े गलत या अस्पष्ट प्रश्न सुधारने में मदद करते हैं। हम आपकी जानकारी बेचते नहीं हैं और विज्ञापन नहीं दिखाते।',
        ],
      },
      {
        heading: 'कितने समय तक',
        items: [
          'आपका खाता और अभ्यास: जब तक आप अपना खाता नहीं हटाते।',
          'सत्र: अधिकतम 30 दिन, और उपयोग न होने पर 7 दिन। पंजीकरण कोड: 10 मिनट। पासवर्ड बदलने के लिंक: एक घंटा।',
          'खाता हटाने पर आपके सत्र और प्रगति तुरंत मिटा दिए जाते हैं; केवल प्रश्नों के गुमनाम उत्तर-आँकड़े (आपसे बिना किसी संबंध के) रहते हैं।',
        ],
      },
      {
        heading: 'आपके अधिकार',
        items: [
          'अपनी जानकारी देखें: आपकी प्रोफ़ाइल पर “मेरी जानकारी डाउनलोड करें” हमारे पास आपकी सारी जानकारी एक फ़ाइल में देता है।',
          'उसे सुधारें: अपनी प्रोफ़ाइल पर अपना नाम और फ़ोन नंबर बदलें।',
          'उसे मिटाएँ: आपकी प्रोफ़ाइल पर “मेरा खाता हटाएँ”; इसी तरह आप कभी भी अपनी सहमति वापस ले सकते हैं।',
          'शिकायत: हमें लिखें (संपर्क देखें)। यदि हम उसे हल न करें, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
          'यदि आप 18 वर्ष से कम हैं, तो सोपान के उपयोग के लिए माता-पिता या अभिभावक की सहमति आवश्यक है।',
        ],
      },
    ],
    contact: 'अपनी जानकारी के बारे में प्रश्न? हमें लिखें:',
  },
);
