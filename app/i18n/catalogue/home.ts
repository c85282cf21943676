import { formatDay } from '../format';
import { defineTexts } from '../texts';

/** Home (§2.2): the greeting, the tiles, and the learner's streak line (docs/product.md §7). */
export const homeTexts = defineTexts(
  {
    tagline: 'Structured for Success!',
    profile: 'Profile',
    welcome: 'स्वागत है',
    welcomeLine: "Your account is ready. Pick a module to start today's practice.",
    hello: 'नमस्ते',
    /** '{hello}, Asha! Pick today's practice.' — the name is the learner's own. */
    greeting: (name: string) => `, ${name}! Pick today's practice.`,
    welcomeName: (name: string) => `, ${name}!`,
    learner: 'learner',
    logIn: 'Log in',
    toStart: ' to start your daily practice.',
    // The tiles.
    timePerQuestion: 'Time per question: ',
    unlimited: 'Unlimited',
    dailyLimit: (limit: number) => `Daily Limit: ${limit}`,
    /** The day as the admin set it (the spec's text); Hindi writes it out: '1 दिसंबर 2026 से उपलब्ध'. */
    availableFrom: (day: string) => `Available from: ${day}`,
    comingSoon: 'Coming Soon',
    journeyTitle: 'मेरी प्रगति',
    journeySubtitle: 'User Journey',
    adminTitle: 'प्रबंधन',
    adminSubtitle: 'Admin',
    /** The papers tile (docs/product.md §11): its texts live here so home does not load the papers' catalogue. */
    papersTitle: 'अभ्यास प्रश्नपत्र',
    papersSubtitle: 'Mock tests: a whole paper on the clock',
    // The learner's day.
    todayRegion: 'Today',
    /** '🔥 3 · 7/10 today', with ✓ once the goal is met. */
    streakLine: (streak: number, answered: number, goal: number, met: boolean) =>
      `🔥 ${streak} · ${answered}/${goal} today${met ? ' ✓' : ''}`,
    /** The same line for a screen reader. */
    streakSentence: (streak: number, answered: number, goal: number, met: boolean) =>
      `Streak: ${streak} ${streak === 1 ? 'day' : 'days'}. Today: ${answered} of ${goal} answers toward your daily goal.${met ? ' Goal met.' : ''}`,
    today: 'Today: ',
    answeredToday: (n: number) => `${n} today`,
    done: 'Done',
    doneLong: 'Done for today',
    reviewTile: 'Review mistakes',
    due: (n: number) => `${n} due`,
    nothingDue: 'Nothing due',
  },
  {
    tagline: 'सफलता की सीढ़ी!',
    profile: 'प्रोफ़ाइल',
    welcome: 'स्वागत है',
    welcomeLine: 'आपका खाता तैयार है। आज का अभ्यास शुरू करने के लिए कोई मॉड्यूल चुनें।',
    hello: 'नमस्ते',
    greeting: (name) => `, ${name}! आज का अभ्यास चुनें।`,
    welcomeName: (name) => `, ${name}!`,
    learner: 'साथी',
    logIn: 'लॉग इन करें',
    toStart: ' और अपना दैनिक अभ्यास शुरू करें।',
    timePerQuestion: 'प्रति प्रश्न समय: ',
    unlimited: 'असीमित',
    dailyLimit: (limit) => `दैनिक सीमा: ${limit}`,
    availableFrom: (day) => `${formatDay(day, 'hi')} से उपलब्ध`,
    comingSoon: 'जल्द आ रहा है',
    journeyTitle: 'मेरी प्रगति',
    journeySubtitle: 'कैलेंडर और आँकड़े',
    adminTitle: 'प्रबंधन',
    adminSubtitle: 'प्रश्न और सेटिंग',
    papersTitle: 'अभ्यास प्रश्नपत्र',
    papersSubtitle: 'परीक्षा की तरह समय के भीतर पूरा प्रश्नपत्र',
    todayRegion: 'आज',
    streakLine: (streak, answered, goal, met) => `🔥 ${streak} · आज ${answered}/${goal}${met ? ' ✓' : ''}`,
    streakSentence: (streak, answered, goal, met) =>
      `लगातार ${streak} दिन। आज दैनिक लक्ष्य ${goal} में से ${answered} उत्तर।${met ? ' लक्ष्य पूरा।' : ''}`,
    today: 'आज: ',
    answeredToday: (n) => `आज ${n}`,
    done: 'पूरा',
    doneLong: 'आज के लिए पूरा',
    reviewTile: 'गलतियाँ दोहराएँ',
    due: (n) => `${n} बाकी`,
    nothingDue: 'कुछ बाकी नहीं',
  },
);
