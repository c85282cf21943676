import { authTexts } from '../../shared/api/auth-texts';
import { type ModuleText, moduleTexts } from '../../shared/modules/texts';
import { modules } from '../registry/modules-data';
import { authHi, messagesHi, passwordReasonsHi } from './catalogue/server';
import { formatDay } from './format';

const exact = new Map<string, string>();
for (const [key, text] of Object.entries(authTexts))
  if (typeof text === 'string') exact.set(text, authHi[key as keyof typeof authTexts] as string);
for (const [en, hi] of Object.entries(messagesHi)) exact.set(en, hi);
for (const [key, en] of Object.entries(moduleTexts.en)) exact.set(en, moduleTexts.hi[key as ModuleText]);

const titleHi = new Map(modules.map((m) => [m.title, m.titleHi]));
const titleAgreement = new Map(modules.map((m) => [m.title, m.titleHiAgrees]));

/** A verb agreeing with a module's Hindi title (registry `titleHiAgrees`): लोकोक्तियाँ … उपलब्ध होंगी. */
const hindiVerb = {
  future: { m: 'होगा', f: 'होगी', mpl: 'होंगे', fpl: 'होंगी' },
  coming: { m: 'रहा है', f: 'रही है', mpl: 'रहे हैं', fpl: 'रही हैं' },
} as const;

type Pattern = [RegExp, (match: RegExpExecArray) => string | undefined];

/** Messages with numbers, titles or dates in them: their shape, and the Hindi built from the parts. */
const patterns: Pattern[] = [
  [/^Invalid OTP\. (\d+) tr(?:y|ies) left\.$/, (m) => authHi.wrongCode(Number(m[1]))],
  [/^Please wait (\d+) seconds before requesting a new OTP\.$/, (m) => authHi.resendWait(Number(m[1]))],
  [
    /^(.+) is not available yet\. (?:Available from: (.+)|Coming Soon)$/,
    (m) => {
      const title = titleHi.get(m[1]!);
      if (!title) return undefined;
      const agree = titleAgreement.get(m[1]!)!;
      return m[2]
        ? `${title} ${formatDay(m[2], 'hi')} से उपलब्ध ${hindiVerb.future[agree]}।`
        : `${title} जल्द आ ${hindiVerb.coming[agree]}।`;
    },
  ],
  [/^Keep it under (\d+) characters\.$/, (m) => `इसे ${m[1]} अक्षरों से छोटा रखें।`],
  [/^Keep your answer under (\d+) characters\.$/, (m) => `अपना उत्तर ${m[1]} अक्षरों से छोटा रखें।`],
  // shared/api/papers.ts paperTexts.tooFew and unknownModule.
  [
    /^Section “(.+)”: the bank has (\d+) questions? with a choice form for it, (\d+) asked\.$/,
    (m) => `खंड “${m[1]}”: प्रश्न बैंक में इसके लिए चार विकल्पों वाले केवल ${m[2]} प्रश्न हैं, जबकि ${m[3]} माँगे गए।`,
  ],
  // shared/question-rows.ts checkDistractors: a wrong option of a paper's choice form is a right answer.
  [/^A wrong option is an accepted answer: (.+)\.$/, (m) => `एक गलत विकल्प सही उत्तरों में है: ${m[1]}।`],
  [/^Give exactly (\d+) wrong options, or none\.$/, (m) => `ठीक ${m[1]} गलत विकल्प दें, या एक भी नहीं।`],
  [/^No quiz module called '(.+)'\.$/, (m) => `'${m[1]}' नाम का कोई प्रश्न-मॉड्यूल नहीं है।`],
  // server/classes/assignments.ts assignmentTexts.noSuchModule: an assignment's item names a module.
  [/^No such module: (.+)\.$/, (m) => `'${m[1]}' नाम का कोई प्रश्न-मॉड्यूल नहीं है।`],
  [/^At most (\d+) questions per import\.$/, (m) => `एक बार में अधिकतम ${m[1]} प्रश्न।`],
  [
    /^(\d+) (?:row has an error|rows have errors); nothing was imported\.$/,
    (m) => `${m[1]} ${m[1] === '1' ? 'पंक्ति' : 'पंक्तियों'} में त्रुटि है; कुछ भी नहीं जोड़ा गया।`,
  ],
  [/^Same question as line (\d+)\.$/, (m) => `पंक्ति ${m[1]} वाला ही प्रश्न।`],
  [
    /^The CSV header must have the columns (.+); missing: (.+)\.$/,
    (m) => `CSV की शीर्ष पंक्ति में ये स्तंभ चाहिए: ${m[1]}; नहीं हैं: ${m[2]}।`,
  ],
  [/^Unknown CSV columns: (.+)\. Expected: (.+)\.$/, (m) => `अनजान CSV स्तंभ: ${m[1]}। चाहिए: ${m[2]}।`],
  [
    /^(.+)'s daily limit must be a number \((\w+)\)\.$/,
    (m) => {
      const title = titleHi.get(m[1]!);
      return title && `${title} की दैनिक सीमा एक संख्या होनी चाहिए।`;
    },
  ],
];

function weakPassword(message: string): string | undefined {
  if (!message.startsWith(authTexts.weakPasswordPrefix)) return undefined;
  // The reasons follow as whole sentences; the ones we know are said in Hindi, others left out.
  let rest = message.slice(authTexts.weakPasswordPrefix.length);
  const reasons: string[] = [];
  for (const [en, hi] of Object.entries(passwordReasonsHi))
    if (rest.includes(en)) {
      reasons.push(hi);
      rest = rest.replace(en, '');
    }
  return authHi.weakPassword(reasons.join(' '));
}

/**
 * A server message in Hindi, or undefined when this app does not know it. Its own chunk, loaded
 * only for the Hindi interface (app/i18n/server-messages.ts): the English one never fetches it.
 */
export function inHindi(message: string): string | undefined {
  const known = exact.get(message);
  if (known !== undefined) return known;
  for (const [shape, build] of patterns) {
    const match = shape.exec(message);
    if (match) return build(match);
  }
  const weak = weakPassword(message);
  if (weak) return weak;
  // A field named before the message (an import row's column, a request field): kept as it is.
  const field = /^([\w.]+): (.+)$/.exec(message);
  if (field) {
    const rest = inHindi(field[2]!);
    return rest && `${field[1]}: ${rest}`;
  }
  return undefined;
}
