// Fill in the blanks, marked as a teacher marks them (issue 13): case matters only where it changes the meaning
// (chemical symbols and formulas, unit symbols); one-letter slips in long words pass unless they make another term
// or the item tests spelling; singular and plural; number words, "minus 5", superscripts; equal fractions and
// decimals unless the question asks for a form; the same quantity in another unit; words printed around the blank
// do no harm; several blanks are marked blank by blank, in order, with proportional marks.
import {
  inBaseUnit,
  normaliseText,
  numbersClose,
  type ParsedNumber,
  parseNumericAnswer,
  plainMaths,
} from './answer-normalise';
import { compareWords, type WordMatchOptions } from './spelling';
import { isOptionalUnit, lookupUnit } from './units';

export interface BlankQuestion {
  question_text: string;
  answer: string;
  accepted_answers?: readonly string[];
  concept?: string;
}

export interface BlankMark {
  /** Share of the question's marks earned, 0-1 (blanks right / blanks). */
  fraction: number;
  /** Per blank, in order: right or not. */
  blanks: boolean[];
  /** A slip or a unit conversion was let pass: worth a line in the feedback. */
  lenient: boolean;
}

const BLANK_RE = /_{2,}|\.{4,}|…{2,}|\[\s*(?:blank)?\s*\]/g;

export function countBlanks(text: string): number {
  return Math.max(1, (text.match(BLANK_RE) ?? []).length);
}

export type AnswerForm =
  | { kind: 'lowest' | 'decimal' | 'fraction' | 'mixed' | 'improper' | 'percent' | 'scientific' }
  | { kind: 'places'; places: number }
  | { kind: 'nearest'; step: number };

const PLACES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The form a question asks the answer in, if any: "in lowest terms", "as a decimal", "correct to 2 decimal places". */
export function requiredForm(text: string): AnswerForm | null {
  const t = text.toLowerCase();
  if (/lowest terms|simplest form|simplest terms|reduced form/.test(t)) return { kind: 'lowest' };
  const places =
    /(?:correct|rounded|round(?:ed)? off|accurate)\s+(?:up\s+)?to\s+(\d|one|two|three|four)\s+(?:decimal places?|places of decimals?|d\.?p\.?)/.exec(
      t,
    );
  if (places) return { kind: 'places', places: PLACES[places[1]] ?? Number(places[1]) };
  const nearest = /nearest (whole number|integer|tenth|hundredth|ten|hundred|thousand)\b/.exec(t);
  if (nearest)
    return {
      kind: 'nearest',
      step: { 'whole number': 1, integer: 1, tenth: 0.1, hundredth: 0.01, ten: 10, hundred: 100, thousand: 1000 }[
        nearest[1]
      ] as number,
    };
  if (/\b(as|in|into) (a )?decimals?\b|decimal form|decimal fraction/.test(t)) return { kind: 'decimal' };
  if (/\b(as|in|into) (a )?percent(age)?\b|percentage form/.test(t)) return { kind: 'percent' };
  if (/standard form|scientific notation|exponential notation/.test(t)) return { kind: 'scientific' };
  if (/mixed (number|fraction)/.test(t)) return { kind: 'mixed' };
  if (/improper fraction/.test(t)) return { kind: 'improper' };
  if (/\b(as|in|into) (a )?fraction\b|fraction form/.test(t)) return { kind: 'fraction' };
  return null;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

function formOk(s: ParsedNumber, e: ParsedNumber, form: AnswerForm | null): boolean {
  if (!form) return numbersClose(s.value, e.value);
  const integral = Number.isInteger(e.value);
  switch (form.kind) {
    case 'lowest':
      if (!numbersClose(s.value, e.value)) return false;
      if (s.form === 'fraction' || s.form === 'mixed')
        return Number.isInteger(s.fraction!.num) && gcd(s.fraction!.num, s.fraction!.den) === 1;
      return integral && (s.form === 'integer' || s.form === 'words');
    case 'decimal':
      return numbersClose(s.value, e.value) && (s.form === 'decimal' || (integral && s.form === 'integer'));
    case 'fraction':
    case 'mixed':
    case 'improper':
      if (!numbersClose(s.value, e.value)) return false;
      if (integral && s.form === 'integer') return true;
      return form.kind === 'fraction'
        ? s.form === 'fraction' || s.form === 'mixed'
        : s.form === form.kind.replace('improper', 'fraction');
    case 'percent':
      return numbersClose(s.value, e.value);
    case 'scientific':
      return numbersClose(s.value, e.value) && s.form === 'scientific' && s.mantissa! >= 1 && s.mantissa! < 10;
    case 'places': {
      const r = (x: number) => Math.round(x * 10 ** form.places) / 10 ** form.places;
      return numbersClose(s.value, r(e.value)) || (numbersClose(s.value, e.value) && s.decimals <= form.places);
    }
    case 'nearest':
      return numbersClose(s.value, Math.round(e.value / form.step) * form.step);
  }
}

/** Symbols of the elements: an expected answer made only of them (Hf, NaCl, H2O, CO2) is case-sensitive. */
const ELEMENTS = new Set(
  'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr'.split(
    ' ',
  ),
);

export function isChemicalFormula(s: string): boolean {
  const t = plainMaths(s).replace(/\s+/g, '');
  if (!/^[A-Z][A-Za-z0-9()[\]·.+\-^]*$/.test(t) || t.length > 24) return false;
  const body = t.replace(/\^?\d*[+-]$/, '');
  const parts = body.match(/[A-Z][a-z]?|\d+|[()[\]·.]/g);
  if (!parts || parts.join('') !== body) return false;
  const symbols = parts.filter((p) => /^[A-Z]/.test(p));
  if (!symbols.every((p) => ELEMENTS.has(p))) return false;
  // Single capitals that are also words ("I", "A") only count as formulas with a digit or a second symbol.
  return symbols.length > 1 || /\d/.test(body) || body.length === 2;
}

const compactFormula = (s: string) =>
  plainMaths(s)
    .replace(/\s+/g, '')
    .replace(/[.,;]$/, '');

export interface BlankContext extends WordMatchOptions {
  form: AnswerForm | null;
  /** A unit printed right after the blank ("____ cm"): the answer need not repeat it. */
  printedUnit: ReturnType<typeof lookupUnit>;
  /** Words of the question, which a student may repeat around the answer. */
  questionWords: ReadonlySet<string>;
}

const ARTICLES = new Set(['the', 'a', 'an']);
/** Words that frame an answer without being part of it ("it is called evaporation"). */
const FRAMING = new Set(
  'it is are was were they this these called answer ans of by in to for with from process reaction method'.split(' '),
);

/** Values of two numbers on one scale: 25% and 0.25 agree, 60% and 0.6 agree. */
function sameValue(s: ParsedNumber, e: ParsedNumber): boolean {
  if (numbersClose(s.value, e.value)) return true;
  if (s.percent !== e.percent)
    return numbersClose(s.percent ? s.value / 100 : s.value, e.percent ? e.value / 100 : e.value);
  return false;
}

function numberBlank(s: ParsedNumber, e: ParsedNumber, ctx: BlankContext): { ok: boolean; lenient: boolean } {
  const no = { ok: false, lenient: false };
  const unitNeeded = e.unit && !isOptionalUnit(e.unit) && !ctx.printedUnit;
  if (unitNeeded && !s.unit) return no;
  // The unit printed after the blank fixes the unit of the answer: "5 cm = ____ mm" wants millimetres.
  if (ctx.printedUnit && s.unit && s.unit.symbol !== ctx.printedUnit.symbol) return no;
  const eu = e.unit ?? ctx.printedUnit;
  if (s.unit && eu && s.unit.kind !== eu.kind) return no;
  if (s.unit && eu && s.unit.symbol !== eu.symbol) {
    // The same quantity in another unit, allowing the rounding a conversion brings (16.67 m/s for 60 km/h).
    const ev = e.unit ? inBaseUnit(e) : e.value * eu.factor;
    const sv = inBaseUnit(s);
    return { ok: numbersClose(sv, ev) || Math.abs(sv - ev) <= 0.005 * Math.abs(ev), lenient: true };
  }
  if (ctx.form && ctx.form.kind !== 'percent') return { ok: formOk(s, e, ctx.form), lenient: false };
  return { ok: sameValue(s, e), lenient: false };
}

/** One blank against one expected answer. */
function blankMatches(student: string, expected: string, ctx: BlankContext): { ok: boolean; lenient: boolean } {
  const no = { ok: false, lenient: false };
  if (!student.trim()) return no;
  if (isChemicalFormula(expected)) {
    const s = compactFormula(student);
    return { ok: s === compactFormula(expected) || s.endsWith(`=${compactFormula(expected)}`), lenient: false };
  }
  const e = parseNumericAnswer(expected);
  if (e) {
    // Question words around a number are dropped with their case kept, so "3 MM" still is not millimetres.
    const keep = new Set(normaliseText(expected).split(' '));
    const bare = plainMaths(student)
      .split(/\s+/)
      .filter((w) => {
        const k = normaliseText(w);
        return k && !ARTICLES.has(k) && (keep.has(k) || (!ctx.questionWords.has(k) && !FRAMING.has(k)) || /\d/.test(k));
      })
      .join(' ');
    const s =
      parseNumericAnswer(student) ??
      parseNumericAnswer(bare) ??
      (/[A-Z]/.test(bare) ? null : parseNumericAnswer(normaliseText(bare)));
    return s ? numberBlank(s, e, ctx) : no;
  }
  const sw = stripQuestionWords(student, expected, ctx).split(' ').filter(Boolean);
  const ew = normaliseText(expected)
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w));
  if (sw.length === 0) return no;
  if (sw.join('') === ew.join('') || sw.join('').replace(/-/g, '') === ew.join('').replace(/-/g, ''))
    return { ok: true, lenient: false };
  const sj = sw.join(' ').replace(/-/g, ' ').split(' ');
  const ej = ew.join(' ').replace(/-/g, ' ').split(' ');
  if (sj.length !== ej.length) return no;
  let lenient = false;
  for (let i = 0; i < ej.length; i++) {
    const c = compareWords(sj[i], ej[i], ctx);
    if (c === 'no') return no;
    if (c === 'slip') lenient = true;
  }
  return { ok: true, lenient };
}

/** The student's words without articles and without words copied from the question that the answer does not use. */
function stripQuestionWords(student: string, expected: string, ctx: BlankContext): string {
  const keep = new Set(normaliseText(expected).split(' '));
  return normaliseText(student)
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w) && (keep.has(w) || (!ctx.questionWords.has(w) && !FRAMING.has(w))))
    .join(' ');
}

/** A multi-blank answer split into its parts: "(i) x (ii) y", "x; y", "x, y", "x and y", one per line. */
export function splitParts(text: string, want: number): string[] {
  const t = text.replace(/(^|\s)\(?(?:[ivx]{1,3}|[a-f]|\d)\)\s*/gi, ';').replace(/^;+/, '');
  const tries = [
    t.split(/\s*[;\n|]\s*/),
    t.split(/\s*,(?!\d{2,3}\b)\s*|\s*[;\n|]\s*/),
    t.split(/\s*,(?!\d{2,3}\b)\s*|\s*[;\n|]\s*|\s+and\s+|\s+(?:&|then)\s+/),
    t.split(/\s*[,;\n|/]\s*|\s+and\s+/),
    t.trim().split(/\s+/),
  ].map((p) => p.map((x) => x.trim()).filter(Boolean));
  return (
    tries.find((p) => p.length === want) ??
    tries.reduce((a, b) => (Math.abs(b.length - want) < Math.abs(a.length - want) ? b : a))
  );
}

function contextOf(q: BlankQuestion): BlankContext {
  const after = q.question_text.split(BLANK_RE)[1] ?? '';
  const unitWord = /^\s*([^\s.,;:!?)]+(?:\s*\/\s*[a-z]+)?)/.exec(plainMaths(after))?.[1] ?? '';
  return {
    form: requiredForm(q.question_text),
    printedUnit: unitWord ? lookupUnit(unitWord) : null,
    questionWords: new Set(normaliseText(q.question_text.replace(BLANK_RE, ' ')).split(' ')),
    strictSpelling: /\bspell|spelling|misspel/i.test(q.question_text) || /spelling/.test(q.concept ?? ''),
  };
}

/** Marks a fill-in-the-blank answer against the key and its accepted answers. */
export function markFillBlank(q: BlankQuestion, student: string, terms?: ReadonlySet<string>): BlankMark {
  const ctx: BlankContext = { ...contextOf(q), terms };
  const keys = [q.answer, ...(q.accepted_answers ?? [])];
  // The whole answer may match the key, or an accepted alternative, as one piece.
  for (const k of keys) {
    const r = blankMatches(student, k, ctx);
    if (r.ok) return { fraction: 1, blanks: new Array(countBlanks(q.question_text)).fill(true), lenient: r.lenient };
  }
  const n = countBlanks(q.question_text);
  if (n < 2) return { fraction: 0, blanks: [false], lenient: false };
  // Several blanks: blank by blank, in order; each blank may match the key's part or an accepted answer's part.
  const keyParts = keys.map((k) => splitParts(k, n)).filter((p) => p.length === n);
  if (keyParts.length === 0) return { fraction: 0, blanks: new Array(n).fill(false), lenient: false };
  const parts = splitParts(student, n);
  let lenient = false;
  const blanks = Array.from({ length: n }, (_, i) => {
    const got = parts[i] ?? '';
    const blankCtx = { ...ctx, printedUnit: blankUnit(q.question_text, i) };
    return keyParts.some((kp) => {
      const r = blankMatches(got, kp[i], blankCtx);
      lenient ||= r.ok && r.lenient;
      return r.ok;
    });
  });
  return { fraction: blanks.filter(Boolean).length / n, blanks, lenient };
}

function blankUnit(text: string, i: number): ReturnType<typeof lookupUnit> {
  const after = text.split(BLANK_RE)[i + 1] ?? '';
  const unitWord = /^\s*([^\s.,;:!?)]+)/.exec(plainMaths(after))?.[1] ?? '';
  return unitWord ? lookupUnit(unitWord) : null;
}
