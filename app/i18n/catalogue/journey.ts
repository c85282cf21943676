import { formatDay } from '../format';
import { defineTexts } from '../texts';

const percent = (correct: number, answered: number) =>
  answered === 0 ? 0 : Math.round((correct / answered) * 100);

/** The journey (§2.10) and its learning-loop parts (docs/product.md §7). */
export const journeyTexts = defineTexts(
  {
    titleHi: 'मेरी प्रगति',
    title: 'Your journey',
    noProgress: 'No progress yet. Answer a few questions and your practice days will show here.',
    noProgressHi: 'अभी कोई प्रगति नहीं है। आज का अभ्यास शुरू करें!',
    startPractising: 'Start practising',
    practisedDays: 'Days you practised',
    practised: ' (practised)',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    noPracticeOnDay: 'No practice on this day.',
    backToCalendar: 'Back to Calendar',
    module: 'Module',
    date: 'Date',
    /** A day of a module's history: as the progress call keys it, written out in Hindi. */
    dayLabel: (day: string) => day,
    correct: 'Correct',
    total: 'Total',
    streak: 'Your streak',
    current: 'Current streak',
    best: 'Best streak',
    freezes: 'Streak freezes',
    days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
    /** shared/api/learning.ts FREEZE_EVERY_DAYS and MAX_FREEZES (not imported: zod stays out of the bundle). */
    freezeNote:
      'Seven goal days in a row earn a freeze (you can hold two). A freeze keeps your streak on a day you miss.',
    goal: (goal: number) => `A day counts when you answer ${goal} questions, in any module or in review.`,
    week: 'This week',
    weekTotal: (answered: number, correct: number) =>
      `${answered} answered · ${correct} right (${percent(correct, answered)}%)`,
    weekDay: (weekday: string, answered: number, correct: number) =>
      answered === 0 ? `${weekday}: no answers` : `${weekday}: ${correct} of ${answered} right`,
    accuracy: 'Accuracy by module',
    right: 'Right',
    percentHeader: 'Accuracy',
    percent: (correct: number, answered: number) => `${percent(correct, answered)}%`,
    missed: 'Questions you missed',
    noneMissed: 'No questions missed on this day.',
    missedError: 'Could not load the questions you missed.',
  },
  {
    titleHi: 'मेरी प्रगति',
    title: 'मेरी प्रगति',
    noProgress: 'अभी कोई प्रगति नहीं है। कुछ प्रश्नों के उत्तर दें, आपके अभ्यास के दिन यहाँ दिखेंगे।',
    noProgressHi: 'आज का अभ्यास शुरू करें!',
    startPractising: 'अभ्यास शुरू करें',
    practisedDays: 'जिन दिनों अभ्यास किया',
    practised: ' (अभ्यास किया)',
    previousMonth: 'पिछला महीना',
    nextMonth: 'अगला महीना',
    noPracticeOnDay: 'इस दिन कोई अभ्यास नहीं।',
    backToCalendar: 'कैलेंडर पर लौटें',
    module: 'मॉड्यूल',
    date: 'तारीख',
    dayLabel: (day) => formatDay(day, 'hi', { day: 'numeric', month: 'short', year: 'numeric' }),
    correct: 'सही',
    total: 'कुल',
    streak: 'आपका सिलसिला',
    current: 'मौजूदा सिलसिला',
    best: 'सबसे लंबा सिलसिला',
    freezes: 'सिलसिला-रक्षक',
    days: (n) => `${n} दिन`,
    freezeNote:
      'लगातार सात दिन लक्ष्य पूरा करने पर एक सिलसिला-रक्षक मिलता है (अधिकतम दो)। वह छूटे हुए दिन पर आपका सिलसिला बचाता है।',
    goal: (goal) => `किसी भी मॉड्यूल या दोहराव में ${goal} प्रश्नों के उत्तर देने पर दिन गिना जाता है।`,
    week: 'यह सप्ताह',
    weekTotal: (answered, correct) => `${answered} उत्तर · ${correct} सही (${percent(correct, answered)}%)`,
    weekDay: (weekday, answered, correct) =>
      answered === 0 ? `${weekday}: कोई उत्तर नहीं` : `${weekday}: ${answered} में से ${correct} सही`,
    accuracy: 'मॉड्यूल के अनुसार सटीकता',
    right: 'सही',
    percentHeader: 'सटीकता',
    percent: (correct, answered) => `${percent(correct, answered)}%`,
    missed: 'जिन प्रश्नों में चूक हुई',
    noneMissed: 'इस दिन कोई प्रश्न गलत नहीं हुआ।',
    missedError: 'चूके हुए प्रश्न लोड नहीं हो सके।',
  },
);
