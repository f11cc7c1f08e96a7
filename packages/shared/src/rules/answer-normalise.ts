// Normalising objective answers (spec 03: fill in the blanks "graded exactly, with normalised text and numbers").
// Pure and deterministic: the same two strings always compare the same way, on server and web.
import { lookupUnit, type Unit } from './units';

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const SUBSCRIPT_RE = /[₀-₉]/g;

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅕': '1/5',
  '⅛': '1/8',
};

/**
 * "2⁵" → "2^5", "10⁻³" → "10^-3", "cm²" → "cm^2" (before NFKC would turn 2⁵ into 25); H₂O → H2O; "2½" → "2 1/2".
 */
function plainScripts(s: string): string {
  return s
    .replace(/(\d?)\s*([½¼¾⅓⅔⅕⅛])/g, (_, d: string, f: string) => `${d}${d ? ' ' : ''}${VULGAR[f]}`)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPT[c]).join('')}`)
    .replace(SUBSCRIPT_RE, (c) => String(c.charCodeAt(0) - 0x2080));
}

/** LaTeX and typographic forms a child or a bank answer may use, turned into plain text; case is kept. */
export function plainMaths(s: string): string {
  return plainScripts(s)
    .normalize('NFKC')
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(?:times|cdot)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\(?:left|right|displaystyle|,|;|!|quad)/g, ' ')
    .replace(/\\%/g, '%')
    .replace(/\\(?:text|mathrm)\s*\{([^{}]*)\}/g, '$1')
    .replace(/\^\{?\\circ\}?|°(?![CcF])/g, ' degrees')
    .replace(/\\circ/g, ' degrees')
    .replace(/\^\{([^{}]*)\}/g, '^$1')
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
  zero: 0, nought: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80,
  ninety: 90,
};
const SCALE: Record<string, number> = {
  thousand: 1000,
  lakh: 100_000,
  lakhs: 100_000,
  million: 1_000_000,
  crore: 10_000_000,
};
const FRACTION_WORDS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3, fourth: 0.25, fifth: 0.2 };

/** "seven" → 7, "twenty-one" → 21, "three hundred and five" → 305, "minus five" → -5; else null. */
export function parseNumberWords(s: string): number | null {
  const words = s
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  let negative = false;
  if (words[0] === 'minus' || words[0] === 'negative') {
    negative = true;
    words.shift();
  }
  if (words.length === 0) return null;
  const last = words.at(-1)!.replace(/s$/, '').replace(/ves$/, 'f');
  if (words.length <= 2 && FRACTION_WORDS[last === 'halve' ? 'half' : last] !== undefined) {
    const unit = FRACTION_WORDS[last === 'halve' ? 'half' : last];
    const count = words.length === 1 || words[0] === 'a' || words[0] === 'one' ? 1 : SMALL[words[0]];
    return count === undefined ? null : (negative ? -1 : 1) * count * unit;
  }
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (SMALL[w] !== undefined) current += SMALL[w];
    else if (/^\d+$/.test(w) && words.length === 1) current += Number(w);
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (SCALE[w]) {
      total += (current || 1) * SCALE[w];
      current = 0;
    } else return null;
  }
  const n = total + current;
  return negative ? -n : n;
}

export type NumberForm = 'integer' | 'decimal' | 'fraction' | 'mixed' | 'scientific' | 'words';

export interface ParsedNumber {
  value: number;
  /** A unit written beside the number, or null. */
  unit: Unit | null;
  form: NumberForm;
  /** Fractions as written: numerator and denominator (for "in lowest terms"). */
  fraction?: { num: number; den: number };
  /** Decimal places written ("2.50" → 2). */
  decimals: number;
  /** A % sign or the word percent was written. */
  percent: boolean;
  /** Scientific form: the number before "× 10^n". */
  mantissa?: number;
}

const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
const FRACTION_RE = new RegExp(String.raw`^\(?(${NUM})\)?\s*/\s*\(?(${NUM})\)?$`);
const MIXED_RE = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
const SCI_RE = new RegExp(String.raw`^(${NUM})\s*(?:\*|x|X)\s*10\s*\^\s*\(?([+-]?\d+)\)?$`);
const E_RE = new RegExp(String.raw`^(${NUM})e([+-]?\d+)$`, 'i');
/** Indian (1,00,000) and international (100,000) digit grouping. */
const GROUPED_RE = /^\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$|^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

function parseBareNumber(t: string): Omit<ParsedNumber, 'unit' | 'percent'> | null {
  const s = t.trim();
  const decimalsOf = (x: string) => (x.includes('.') ? x.split('.')[1].length : 0);
  if (/^\d+$/.test(s) || GROUPED_RE.test(s)) {
    const clean = s.replace(/,/g, '');
    return { value: Number(clean), form: clean.includes('.') ? 'decimal' : 'integer', decimals: decimalsOf(clean) };
  }
  if (/^(?:\d+\.\d*|\.\d+)$/.test(s)) return { value: Number(s), form: 'decimal', decimals: decimalsOf(s) };
  let m = MIXED_RE.exec(s);
  if (m && Number(m[3]) !== 0)
    return {
      value: Number(m[1]) + Number(m[2]) / Number(m[3]),
      form: 'mixed',
      fraction: { num: Number(m[1]) * Number(m[3]) + Number(m[2]), den: Number(m[3]) },
      decimals: 0,
    };
  m = FRACTION_RE.exec(s);
  if (m && Number(m[2]) !== 0)
    return {
      value: Number(m[1]) / Number(m[2]),
      form: 'fraction',
      fraction: { num: Number(m[1]), den: Number(m[2]) },
      decimals: 0,
    };
  m = SCI_RE.exec(s) ?? E_RE.exec(s);
  if (m)
    return {
      value: Number(m[1]) * 10 ** Number(m[2]),
      form: 'scientific',
      decimals: decimalsOf(m[1]),
      mantissa: Number(m[1]),
    };
  return null;
}

/**
 * A single number in an answer, with its unit if any: "5 cm", "₹ 1,200", "1/2", "2 1/2", "0.50", "-7", "seven",
 * "minus 5", "x = 3", "50%", "3 × 10^4". Null when the answer is not one number (e.g. "3x + 2", "Delhi", "2^5").
 * Units keep their case, so "5 Mm" is not read as millimetres.
 */
export function parseNumericAnswer(raw: string): ParsedNumber | null {
  let s = plainMaths(raw)
    .replace(/[“”"‘’'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,]$/, '')
    .trim();
  // "x = 3", "y=−2", "∠A = 30°": the value after a short name and an equals sign.
  s = s.replace(/^(?:[a-zA-Z]{1,4}|∠\s*[A-Z]{1,3})\s*=\s*/, '');
  let sign = 1;
  const neg = /^(?:minus|negative)\s+(?=\d)/i.exec(s);
  if (neg) {
    sign = -1;
    s = s.slice(neg[0].length);
  } else if (/^[-+]\s*(?=[\d.(])/.test(s)) {
    sign = s[0] === '-' ? -1 : 1;
    s = s.slice(1).trim();
  }
  let unit: Unit | null = null;
  const lead = /^(₹|rs\.?|inr)\s*/i.exec(s);
  if (lead) {
    unit = lookupUnit('₹');
    s = s.slice(lead[0].length);
  }
  let num: Omit<ParsedNumber, 'unit' | 'percent'> | null = null;
  let rest = '';
  const m = /^([\d.,\s/()*xX^+-]*\d\)?)\s*(.*)$/.exec(s);
  if (m) {
    // The longest leading part that is a number; what follows must be a unit.
    const head = m[1].trim();
    num = parseBareNumber(head);
    rest = m[2].trim();
    if (!num) {
      const split = /^(.*?\d)\s*([a-zA-Z°%].*)$/.exec(s);
      if (split) {
        num = parseBareNumber(split[1]);
        rest = split[2];
      }
    }
  } else {
    const words = s.toLowerCase().split(' ');
    for (let i = words.length; i > 0 && num === null; i--) {
      const v = parseNumberWords(words.slice(0, i).join(' '));
      if (v !== null) {
        num = { value: Math.abs(v), form: 'words', decimals: 0 };
        if (v < 0) sign = -sign;
        rest = s.split(' ').slice(i).join(' ');
      }
    }
  }
  if (!num || !Number.isFinite(num.value)) return null;
  let percent = false;
  rest = rest.replace(/^only$/i, '').trim();
  if (rest) {
    const u = lookupUnit(rest.replace(/\s+only$/i, ''));
    if (!u) return null;
    if (unit && unit.kind !== u.kind) return null;
    unit = unit ?? u;
    percent = u.kind === 'percent';
  }
  return { ...num, value: sign * num.value, unit, percent };
}

export const numbersClose = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** A value in its kind's base unit, when it has a unit. */
export const inBaseUnit = (n: ParsedNumber) => (n.unit ? n.value * n.unit.factor : n.value);

/**
 * Whether a student's answer equals an expected one: numerically when both are single numbers (the same quantity in
 * another unit counts; a unit of another kind does not), else as normalised text, where "x = 3" and "3" agree.
 * Units may be left out here; fill-in-the-blank marking decides when a unit is required.
 */
export function answersMatch(student: string, expected: string): boolean {
  if (!student.trim()) return false;
  const a = parseNumericAnswer(student);
  const b = parseNumericAnswer(expected);
  if (a && b) {
    if (a.unit && b.unit) return a.unit.kind === b.unit.kind && numbersClose(inBaseUnit(a), inBaseUnit(b));
    return numbersClose(a.value, b.value);
  }
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

/** The letter of an option index: 0 → "A". */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Damerau-Levenshtein distance, capped: returns `cap + 1` as soon as the distance must exceed `cap`. */
export function editDistance(a: string, b: string, cap = 2): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > cap) return cap + 1;
  }
  return d[a.length][b.length];
}
