import { normaliseText, parseNumericAnswer } from '@app/shared';
import { memo } from './memo';

// Tokens of written answers for the built-in rubric: lower-cased content words, stemmed (suffixes such as -s, -es,
// -ing, -ed, -ation removed; British and American -ise/-ize agree), numbers in canonical form (0.50 → 0.5), common
// chemical formulas read as their names, stop words dropped. The student's words are only counted, never obeyed.

const STOP = new Set(
  'a an the is are was were be been being am of to in on at by for from with and or but not no it its this that these those as into than then so such there their they we you he she his her i my me our your which who whom what when where why how do does did done has have had will would shall should can could may might must also very just only all any each some more most other over under about up down out if because while both either neither per'.split(
    ' ',
  ),
);

const SUFFIXES: [string, string][] = [
  ['ational', ''],
  ['ations', ''],
  ['ation', ''],
  ['ates', ''],
  ['ible', ''],
  ['able', ''],
  ['ated', ''],
  ['ate', ''],
  ['ions', ''],
  ['ion', ''],
  ['ies', 'y'],
  ['sses', 'ss'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['xes', 'x'],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['s', ''],
];

export function stem(word: string): string {
  let w = word;
  if (w.length > 3) {
    for (const [suf, rep] of SUFFIXES) {
      if (w.endsWith(suf) && w.length - suf.length >= 3 && !(suf === 's' && w.endsWith('ss'))) {
        w = w.slice(0, -suf.length) + rep;
        // occurring → occurr → occur, running → runn → run
        if ((suf === 'ing' || suf === 'ed') && /([b-df-hj-km-np-rtv-z])\1$/.test(w)) w = w.slice(0, -1);
        break;
      }
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Formulas and compounds students write for the words a model answer uses. */
// biome-ignore format: a table reads better on few lines
const READ_AS: Record<string, string[]> = {
  co2: ['carbon', 'dioxid'], o2: ['oxygen'], h2o: ['water'], n2: ['nitrogen'], h2: ['hydrogen'], ch4: ['methan'],
  sunlight: ['sun', 'light'], rainfall: ['rain'], vapor: ['vapour'], color: ['colour'], sulfur: ['sulphur'],
};

// biome-ignore format: a table reads better on few lines
const COMPARATIVE: Record<string, string> = {
  cooler: 'cool', warmer: 'warm', hotter: 'hot', colder: 'cold', faster: 'fast', slower: 'slow', higher: 'high',
  lower: 'low', heavier: 'heavy', lighter: 'light', larger: 'large', smaller: 'small', greater: 'great', bigger: 'big',
  quicker: 'quick', stronger: 'strong', weaker: 'weak', longer: 'long', shorter: 'short', denser: 'dense',
  quickly: 'fast', heated: 'heat', heats: 'heat', heating: 'heat',
};

/** A comparative read as its base word ("cooler air" shows "cool air"). */
export const baseWord = (w: string) => COMPARATIVE[w] ?? w;

/** Everyday phrasings of what model answers say in set words. */
const PHRASES: [RegExp, string][] = [
  [/\b(?:goes|go|went|going|moves?|moving|travels?) up(?:wards?)?\b/g, 'rises'],
  [/\b(?:comes?|came|coming|falls?|fell) down\b/g, 'falls'],
  [/\b(?:comes?|came|coming|blows?|blowing|flows?|flowing) in\b|\b(?:comes?|blows?|flows?|rushes)\b/g, 'moves'],
  [/\bdaytime\b|\bday time\b/g, 'day'],
  [/\bnight time\b|\bnighttime\b/g, 'night'],
  [/\bhot\b/g, 'warm'],
  [/\b(?:stops?|stopping|protects?|protecting)\b/g, 'prevents'],
  [/\b(?:coating|coated|coat|covering|cover|deposit(?:ing|ed)?)\b/g, 'layer'],
  [/\bdrops\b/g, 'droplets'],
  [/\b(?:makes?|making|made)\b/g, 'forms'],
  [/\b(?:gives? out|gives? off|releases?|produces?)\b/g, 'produces'],
  [
    /\bmost often\b|\bmaximum (?:number of )?times\b|\bmost (?:number of )?times\b|\bmost frequent(?:ly)?\b|\bhighest frequency\b/g,
    'most often',
  ],
];

/** Normalised text with everyday phrasings replaced by the words model answers use. */
export function plainPhrasing(text: string): string {
  // "oxygen-rich", "north-south": each part is a word of its own.
  let t = normaliseText(text).replace(/([a-z])-(?=[a-z])/g, '$1 ');
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return t;
}

function tokensOf(text: string): string[] {
  const words = plainPhrasing(text)
    .replace(/[=+*/^<>→]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const raw of words) {
    const w = baseWord(raw.replace(/^[-.]+|[-.]+$/g, ''));
    if (!w || STOP.has(w)) continue;
    if (READ_AS[w]) {
      out.push(...READ_AS[w]);
      continue;
    }
    const num = /^-?\d+(\.\d+)?$/.test(w) ? parseNumericAnswer(w) : null;
    out.push(
      num ? String(num.value) : stem(w.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1').replace(/^sulf/, 'sulph')),
    );
  }
  return out;
}

/** Content tokens of a text (memoised: model answers and questions are tokenised again on every submission). */
const tokensMemo = memo(tokensOf, 5000);
export const contentTokens = (text: string): string[] => tokensMemo(text);

/** Text that speaks to the grader rather than answering the question. */
export const INJECTION_RE =
  /\b(ignore|disregard|forget)\b.{0,40}\b(rubric|instruction|previous|above|rules?|prompt)|\b(give|award|grant)\b.{0,20}\b(full|maximum|max|all( the)?|10|100%?)\s*(marks?|points?|score)|\b(you are|act as)\b.{0,30}\b(examiner|grader|teacher|ai|model)|\bsystem prompt\b/i;

export function looksLikeInjection(text: string): boolean {
  return INJECTION_RE.test(text);
}
