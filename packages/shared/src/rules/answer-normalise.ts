// Exact grading of objective answers (spec 03: fill in the blanks "graded exactly, with normalised text and numbers").
// Pure and deterministic: the same two strings always compare the same way, on server and web.

const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** LaTeX and typographic forms a child or a bank answer may use, turned into plain text. */
function plainMaths(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(?:times|cdot)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad)/g, ' ')
    .replace(/\\%/g, '%')
    .replace(/\\text\s*\{([^{}]*)\}/g, '$1')
    .replace(/\^\{?\\circ\}?|°/g, ' degrees')
    .replace(/\\circ/g, ' degrees')
    .replace(/[$\\{}]/g, ' ')
    .replace(/[−–—]/g, '-')
    .replace(/×/g, '*')
    .replace(/÷/g, '/');
}

/** Lower case, maths made plain, punctuation dropped (keeping the signs numbers need), spaces collapsed. */
export function normaliseText(s: string): string {
  return plainMaths(s)
    .toLowerCase()
    .replace(/[“”"‘’'`]/g, '')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/[!?;:,()[\]]/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|a|an) /, '');
}

// biome-ignore format: a table reads better on few lines
const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

const FRACTION_WORDS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3 };

/** "seven" → 7, "twenty-one" → 21, "three hundred and five" → 305, "two thousand four" → 2004; else null. */
export function parseNumberWords(s: string): number | null {
  const words = s
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  if (words.length <= 2 && FRACTION_WORDS[words.at(-1)!.replace(/s$/, '')] !== undefined) {
    const unit = FRACTION_WORDS[words.at(-1)!.replace(/s$/, '')];
    const count = words.length === 1 || words[0] === 'a' || words[0] === 'one' ? 1 : SMALL[words[0]];
    return count === undefined ? null : count * unit;
  }
  let negative = false;
  if (words[0] === 'minus' || words[0] === 'negative') {
    negative = true;
    words.shift();
  }
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of words) {
    if (SMALL[w] !== undefined) current += SMALL[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
    seen = true;
  }
  if (!seen) return null;
  const n = total + current;
  return negative ? -n : n;
}

/** Units and currency marks that may trail or lead a number ("5 cm", "₹ 50", "Rs. 20", "30°"). */
const UNIT_RE =
  /^(?:sq\.?\s*|square\s+|cubic\s+|cu\.?\s*)?(?:mm|cm|m|km|g|kg|mg|l|ml|s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|degrees?|deg|rupees?|rs|paise|inr|units?|cm2|cm3|m2|m3|km\/h|km\/hr|m\/s|%|percent|per cent|°c|°|metres?|meters?|litres?|liters?|grams?|kilograms?|kilometres?|centimetres?|millimetres?|[a-z]?\s*[²³])$/;

export interface ParsedNumber {
  value: number;
  /** A unit written beside the number, normalised (`cm`, `rupees`, `%`), or null. */
  unit: string | null;
}

function evalSimple(expr: string): number | null {
  const e = expr.replace(/\s+/g, '');
  // integer, decimal, fraction, mixed number written as "1 1/2" (spaces removed → handled before), signed.
  let m = /^([+-]?)\(?(\d+(?:\.\d+)?)\)?\/\(?(\d+(?:\.\d+)?)\)?$/.exec(e);
  if (m) {
    const d = Number(m[3]);
    return d === 0 ? null : (m[1] === '-' ? -1 : 1) * (Number(m[2]) / d);
  }
  m = /^\(?([+-]?(?:\d+(?:\.\d*)?|\.\d+))\)?$/.exec(e);
  if (m) return Number(m[1]);
  return null;
}

// biome-ignore format: a table reads better on few lines
const UNIT_ALIASES: Record<string, string> = {
  rs: 'rupees', rupee: 'rupees', inr: 'rupees', '₹': 'rupees', deg: 'degrees', degree: 'degrees', '°': 'degrees',
  percent: '%', 'per cent': '%', metre: 'm', metres: 'm', meter: 'm', meters: 'm', litre: 'l', litres: 'l',
  liter: 'l', liters: 'l', gram: 'g', grams: 'g', kilogram: 'kg', kilograms: 'kg', kilometre: 'km', kilometres: 'km',
  centimetre: 'cm', centimetres: 'cm', millimetre: 'mm', millimetres: 'mm', sec: 's', secs: 's', second: 's',
  seconds: 's', mins: 'min', minute: 'min', minutes: 'min', hr: 'h', hrs: 'h', hour: 'h', hours: 'h',
};

function normaliseUnit(u: string): string | null {
  const t = u.trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  if (!t) return null;
  return UNIT_ALIASES[t] ?? t;
}

/**
 * A single number in an answer, with its unit if any: "5 cm", "₹ 1,200", "1/2", "2 1/2", "0.50", "-7", "seven",
 * "x = 3", "50%". Null when the answer is not one number (e.g. "3x + 2", "Delhi").
 */
export function parseNumericAnswer(raw: string): ParsedNumber | null {
  let s = normaliseText(raw);
  // "x = 3", "y=−2": the value after a single-letter variable.
  s = s.replace(/^[a-z]\s*=\s*/, '');
  let unit: string | null = null;
  const lead = /^(₹|rs\.?|inr)\s*/.exec(s);
  if (lead) {
    unit = 'rupees';
    s = s.slice(lead[0].length);
  }
  // Split the leading number-ish part from a trailing unit.
  const m = /^([+-]?[\d.\s/()]*\d\)?)\s*(.*)$/.exec(s);
  let value: number | null = null;
  let rest = '';
  if (m) {
    const numPart = m[1].trim();
    rest = m[2].trim();
    const mixed = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(numPart);
    value = mixed
      ? (mixed[1] === '-' ? -1 : 1) * (Number(mixed[2]) + Number(mixed[3]) / Number(mixed[4]))
      : evalSimple(numPart);
  } else {
    // Number words, possibly followed by a unit: "seven", "twenty five cm".
    const words = s.split(' ');
    for (let i = words.length; i > 0 && value === null; i--) {
      value = parseNumberWords(words.slice(0, i).join(' '));
      if (value !== null) rest = words.slice(i).join(' ');
    }
  }
  if (value === null || !Number.isFinite(value)) return null;
  if (rest) {
    if (!UNIT_RE.test(rest)) return null;
    unit = normaliseUnit(rest);
  }
  return { value, unit };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Whether a student's answer equals an expected one: numerically when both are single numbers (units may be left
 * out by the child, but a different unit is wrong), else as normalised text, where "x = 3" and "3" agree.
 */
export function answersMatch(student: string, expected: string): boolean {
  if (!student.trim()) return false;
  const a = parseNumericAnswer(student);
  const b = parseNumericAnswer(expected);
  if (a && b) return close(a.value, b.value) && (!a.unit || !b.unit || a.unit === b.unit);
  const ns = normaliseText(student);
  const ne = normaliseText(expected);
  if (ns === ne) return true;
  const strip = (t: string) => t.replace(/^[a-z]\s*=\s*/, '').replace(/\s+/g, '');
  return strip(ns) === strip(ne) && strip(ne).length > 0;
}

/** Any of the expected answers (the key and its accepted alternatives). */
export function matchesAnyAnswer(student: string, expected: string, accepted: readonly string[] = []): boolean {
  return [expected, ...accepted].some((e) => answersMatch(student, e));
}

/**
 * Which option a student chose: the option's text, its letter ("B", "b", "(b)", "b)", "Option B", "B. text"),
 * or for true/false "T"/"F". Returns the option index or -1 when it names none (or is ambiguous).
 */
export function matchOption(student: string, options: readonly string[]): number {
  const raw = student.normalize('NFKC').trim();
  if (!raw) return -1;
  const norm = normaliseText(raw);
  const byText = options.findIndex((o) => normaliseText(o) === norm);
  if (byText >= 0) return byText;
  const letter = /^(?:option\s*)?[([]?\s*([a-f])\s*[)\].:]?(?:\s+(.*))?$/i.exec(raw);
  if (letter) {
    const idx = OPTION_LETTERS.indexOf(letter[1].toLowerCase() as (typeof OPTION_LETTERS)[number]);
    // "B) 15": the letter wins only if any text after it agrees with that option.
    if (idx >= 0 && idx < options.length && (!letter[2] || normaliseText(letter[2]) === normaliseText(options[idx])))
      return idx;
  }
  if (options.length === 2 && /^true$/i.test(options[0]) && /^false$/i.test(options[1])) {
    if (/^(t|yes|correct|right)$/i.test(norm)) return 0;
    if (/^(f|no|incorrect|wrong)$/i.test(norm)) return 1;
  }
  // Numeric options ("15" vs "15.0", "₹ 50" vs "50").
  const numeric = options.map((o, i) => (answersMatch(raw, o) ? i : -1)).filter((i) => i >= 0);
  return numeric.length === 1 ? numeric[0] : -1;
}

/** The letter of an option index: 0 → "A". */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
