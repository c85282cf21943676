/**
 * The privacy notice (India's Digital Personal Data Protection Act 2023, docs/product.md §5), as
 * data so a later issue can translate it. Each section: a heading and its paragraphs or items.
 */
export const privacyTexts = {
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
} as const;
