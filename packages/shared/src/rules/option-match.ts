// Which option a student chose, marked as a teacher marks it: an answer counts when it identifies exactly one option
// (its letter, number, text or a close paraphrase); anything that fits two options, or none, identifies nothing.
import { answersMatch, editDistance, normaliseText, parseNumericAnswer } from './answer-normalise';
import { singular } from './spelling';

const LETTERS = 'abcdef';
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];

// Words that carry no meaning for telling options apart.
const FILLER = new Set(
  'a an the is are was were be of to in on at by for and or it its this that as with from my answer option choice correct right i think'.split(
    ' ',
  ),
);

const NEGATIONS = new Set(['not', 'no', 'never', 'neither', 'nor', 'none']);

const words = (s: string) =>
  normaliseText(s)
    .split(/[\s/-]+/)
    .filter((w) => w && !FILLER.has(w));

/** How much of the option a paraphrase carries, and how little else it says: 0-1. */
function overlap(student: string[], option: string[]): number {
  if (student.length === 0 || option.length === 0) return 0;
  const s = new Set(student);
  const o = new Set(option);
  const near = (w: string, set: Set<string>) =>
    set.has(w) ||
    [...set].some(
      (x) => singular(x) === singular(w) || (Math.max(w.length, x.length) >= 4 && editDistance(w, x, 1) <= 1),
    );
  const inOption = student.filter((w) => near(w, o)).length / student.length;
  const ofOption = option.filter((w) => near(w, s)).length / option.length;
  return Math.min(inOption, ofOption) * 0.4 + ((inOption + ofOption) / 2) * 0.6;
}

/** A letter, "(b)", "b)", "Option B", "(ii)", "2" for option numbers, with any text written after it. */
const MARKER_RE = /^(?:option|opt|choice|ans(?:wer)?)?\s*[([]?\s*([a-f]|i{1,3}|iv|vi?|[1-6])\s*[)\].:-]?(?:\s+(.*))?$/i;

function markerIndex(marker: string, options: readonly string[], numericOptions: boolean): number {
  const m = marker.toLowerCase();
  let idx = LETTERS.indexOf(m);
  if (m.length === 1 && idx >= 0) return idx < options.length ? idx : -2;
  idx = ROMAN.indexOf(m);
  if (idx >= 0) return idx < options.length ? idx : -2;
  // Option numbers only where the options are not numbers themselves.
  if (/^\d$/.test(m) && !numericOptions) return Number(m) - 1 < options.length ? Number(m) - 1 : -2;
  return -1;
}

/** The options the answer's text fits: by exact text, by number value, else by close paraphrase. */
function optionsFitting(text: string, options: readonly string[], paraphrase = true): number[] {
  const norm = normaliseText(text);
  if (!norm) return [];
  const exact = options.flatMap((o, i) => (normaliseText(o) === norm ? [i] : []));
  if (exact.length) return exact;
  if (parseNumericAnswer(text)) return options.flatMap((o, i) => (answersMatch(text, o) ? [i] : []));
  if (!paraphrase) return [];
  const sw = words(text);
  if (sw.some((w) => NEGATIONS.has(w))) return [];
  const ow = options.map(words);
  // The answer holds every word of exactly one option ("the planet Venus").
  const sws = new Set(sw.map(singular));
  const whole = ow.flatMap((o, i) => (o.length > 0 && o.every((w) => sws.has(singular(w))) ? [i] : []));
  if (whole.length === 1 && sw.length <= ow[whole[0]].length + 3) return whole;
  const scores = ow.map((o) => overlap(sw, o));
  const best = Math.max(...scores);
  if (best < 0.7) return [];
  // Two options that fit about as well: the answer does not identify one.
  return scores.flatMap((s, i) => (s >= best - 0.12 && s >= 0.6 ? [i] : []));
}

/**
 * Which option a student chose: the option's text (or a close paraphrase), its letter ("B", "(b)", "b)", "Option B",
 * "B. text"), its number ("(ii)", "2" when the options are not numbers). Returns the option index, or -1 when the
 * answer names no option or could be more than one.
 */
export function matchOption(student: string, options: readonly string[], opts: { paraphrase?: boolean } = {}): number {
  const raw = student.normalize('NFKC').trim();
  if (!raw || options.length === 0) return -1;
  const numericOptions = options.every((o) => parseNumericAnswer(o) !== null);
  const byText = optionsFitting(raw, options, opts.paraphrase ?? true);
  const exactText = byText.length === 1 && normaliseText(options[byText[0]]) === normaliseText(raw);
  if (exactText) return byText[0];
  const marker = MARKER_RE.exec(raw);
  if (marker) {
    const idx = markerIndex(marker[1], options, numericOptions);
    if (idx === -2) return -1;
    if (idx >= 0) {
      if (!marker[2]) return idx;
      // "B) 15": the letter counts only if the text after it fits that option (or is a slip of it).
      const fits = optionsFitting(marker[2], options, opts.paraphrase ?? true);
      return fits.length === 1 && fits[0] === idx ? idx : fits.length === 0 && !/[a-z0-9]/i.test(marker[2]) ? idx : -1;
    }
  }
  return byText.length === 1 ? byText[0] : -1;
}

const TRUE_FORMS = new Set(['true', 't', 'सही', 'सत्य', 'ture', 'tru', 'treu']);
const FALSE_FORMS = new Set(['false', 'f', 'गलत', 'ग़लत', 'असत्य', 'flase', 'fasle', 'fales', 'falls', 'flse', 'fals']);

/**
 * A true/false answer: true or false in any usual form (T, F, any case, Hindi सही/गलत, a transposed letter), or the
 * option letter. Words that do not say true or false ("yes", "correct", "right") name neither: -1.
 */
export function matchTrueFalse(student: string, options: readonly string[] = ['True', 'False']): number {
  const norm = normaliseText(student.replace(/[✓✔☑]/g, ' true ').replace(/[✗✘×☒]/g, ' false '));
  if (!norm) return -1;
  const ti = options.findIndex((o) => /^true$/i.test(o));
  const fi = options.findIndex((o) => /^false$/i.test(o));
  if (TRUE_FORMS.has(norm)) return ti;
  if (FALSE_FORMS.has(norm)) return fi;
  const marker = MARKER_RE.exec(student.trim());
  if (marker && /^[ab]$/i.test(marker[1])) {
    const idx = LETTERS.indexOf(marker[1].toLowerCase());
    if (!marker[2]) return idx;
    const rest = normaliseText(marker[2]);
    return (idx === ti && TRUE_FORMS.has(rest)) || (idx === fi && FALSE_FORMS.has(rest)) ? idx : -1;
  }
  return -1;
}

type Truth = boolean | null;

const NEG_EXPLAIN =
  /\b(not|doesnt|dont|isnt|no)\b[^.]{0,30}\b(explanation|explain|justif|correct reason|right reason|proper reason|reason (for|of))/;
const EXPLAIN =
  /\b(explanation|explains?|explaining|justifies|(correct|right|proper) reason|reason (for|of) (a|assertion))\b/;

/** What a free-text assertion-reason answer says: is A true, is R true, does R explain A. */
function readAssertionReason(text: string): { a: Truth; r: Truth; explains: Truth } {
  // A leading token keeps normaliseText from dropping "A" as an article.
  const plain = ` ${normaliseText(`0 ${text}`).slice(2)} `;
  const t = plain
    .replace(/\bassertion\b/g, 'a')
    .replace(/\breason\b/g, 'r')
    .replace(/\b(correct|right)\b(?! (explanation|r\b))/g, 'true')
    .replace(/\b(incorrect|wrong|not true|untrue)\b/g, 'false');
  let a: Truth = null;
  let r: Truth = null;
  let explains: Truth = null;
  if (/\bboth\b[^.]*?\b(are )?true\b/.test(t) || /\ba (and|&) r (are )?(both )?true\b/.test(t)) a = r = true;
  if (/\bboth\b[^.]*?\b(are )?false\b/.test(t) || /\ba (and|&) r (are )?(both )?false\b/.test(t)) a = r = false;
  const aSays = / a (?:is |statement is )?(true|false)\b/.exec(t);
  const rSays = / r (?:is |statement is )?(true|false)\b/.exec(t);
  if (aSays) a = aSays[1] === 'true';
  if (rSays) r = rSays[1] === 'true';
  if (NEG_EXPLAIN.test(plain)) explains = false;
  else if (EXPLAIN.test(plain)) explains = true;
  return { a, r, explains };
}

/**
 * An assertion-reason answer: an option letter or number, the option text, or a paraphrase of it ("both true and R
 * explains A", "A is true but R is false"). A paraphrase that fits two options ("both are true") names neither.
 */
export function matchAssertionReason(student: string, options: readonly string[]): number {
  const direct = matchOption(student, options, { paraphrase: false });
  if (direct >= 0) return direct;
  const { a, r, explains } = readAssertionReason(student);
  if (a === true && r === true) return explains === null ? -1 : explains ? 0 : 1;
  if (a === true && r === false) return 2;
  if (a === false && r === true) return 3;
  return -1;
}
