import { normaliseText } from '@app/shared';
import { memo } from './memo';
import { baseWord, plainPhrasing, stem } from './rubric';

// Whether a student's sentence states the opposite of a value point: an opposite word in its place (condensation for
// evaporation, decreases for increases), a negation the point does not have, inputs and outputs swapped ("takes in
// oxygen, gives out carbon dioxide"), or a change written backwards ("glucose into carbon dioxide").

// biome-ignore format: pairs read best side by side
const OPPOSITES: [string, string][] = [
  ['increase', 'decrease'], ['rise', 'fall'], ['rise', 'sink'], ['hot', 'cold'], ['warm', 'cool'], ['heat', 'cool'],
  ['high', 'low'], ['more', 'less'], ['more', 'fewer'], ['fast', 'slow'], ['quickly', 'slowly'], ['gain', 'lose'],
  ['absorb', 'release'], ['absorb', 'emit'], ['attract', 'repel'], ['expand', 'contract'], ['acid', 'base'],
  ['acidic', 'basic'], ['positive', 'negative'], ['day', 'night'], ['evaporation', 'condensation'],
  ['evaporate', 'condense'], ['melt', 'freeze'], ['oxidation', 'reduction'], ['inhale', 'exhale'],
  ['aerobic', 'anaerobic'], ['xylem', 'phloem'], ['artery', 'vein'], ['arteries', 'veins'], ['conductor', 'insulator'],
  ['strong', 'weak'], ['convex', 'concave'], ['exothermic', 'endothermic'], ['land', 'sea'], ['mitosis', 'meiosis'],
  ['float', 'sink'], ['north', 'south'], ['east', 'west'], ['unicellular', 'multicellular'], ['soluble', 'insoluble'],
  ['saturated', 'unsaturated'], ['renewable', 'nonrenewable'], ['large', 'small'], ['big', 'small'], ['great', 'small'],
  ['long', 'short'], ['above', 'below'], ['before', 'after'], ['import', 'export'], ['producer', 'consumer'],
  ['herbivore', 'carnivore'], ['male', 'female'], ['anode', 'cathode'], ['reflection', 'refraction'],
  ['upward', 'downward'], ['inward', 'outward'], ['presence', 'absence'], ['reversible', 'irreversible'],
  ['opposite', 'same'], ['physical', 'chemical'], ['equal', 'unequal'], ['paint', 'zinc'], ['zinc', 'tin'], ['zinc', 'chromium'],
];
const OPPOSITE = new Map<string, Set<string>>();
for (const [x, y] of OPPOSITES) {
  const [a, b] = [stem(x), stem(y)];
  OPPOSITE.set(a, new Set([...(OPPOSITE.get(a) ?? []), b]));
  OPPOSITE.set(b, new Set([...(OPPOSITE.get(b) ?? []), a]));
}

const NEGATION = new Set([
  'not',
  'no',
  'never',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'isnt',
  'arent',
  'wont',
  'without',
  'neither',
  'nor',
]);
const IN_VERBS =
  'takes? in|taking in|took in|absorbs?|absorbing|absorbed|inhales?|breathes? in|intake of|uses? up|uses?|using|needs?|requires?|consumes?|gains?|accepts?|from';
const OUT_VERBS =
  'gives? (?:out|off)|giving out|releases?|released|releasing|exhales?|breathes? out|produces?|producing|produced|emits?|evolves?|liberates?|loses?|donates?|expels?|excretes?|products? (?:are|is)|forms?';
const TAKE_IN = new RegExp(String.raw`\b(?:${IN_VERBS})\s+((?:\w+\s*){1,4})`, 'g');
const GIVE_OUT = new RegExp(String.raw`\b(?:${OUT_VERBS})\s+((?:\w+\s*){1,4})`, 'g');
/** A captured object ends where the next verb of either kind begins. */
const VERB_START = new RegExp(
  String.raw`\b(?:${IN_VERBS}|${OUT_VERBS}|and (?:gives?|takes?|releases?|produces?))\b.*$`,
);
const TURN_INTO =
  /(\b(?:\w+\s+){1,3})(?:is |are )?(?:converted |changed |turned |transformed |broken down )?(?:into|to form|forms?|gives?|→|->|becomes?)\s+((?:\w+\s*){1,3})/g;
const LINK = new Set(['and', 'in', 'of', 'the', 'a', 'an', 'from', 'is', 'are']);

/** Stemmed words of a text, stop words kept (memoised: points are compared with every sentence). */
export const stemmedWords = memo((text: string) => words(text).map(stem), 5000);

export const words = (text: string) =>
  plainPhrasing(text)
    .replace(/[.,;:!?]/g, ' ')
    .replace(/->|→/g, ' → ')
    .split(/\s+/)
    .filter(Boolean)
    .map(baseWord);

const stems = (s: string) =>
  s
    .split(/\s+/)
    .filter((w) => w && !LINK.has(w))
    .map(stem);

const roles = memo(rolesIn, 2000);

function rolesIn(text: string): Map<string, 'in' | 'out' | 'both'> {
  const out = new Map<string, 'in' | 'out' | 'both'>();
  const mark = (s: string, r: 'in' | 'out') => out.set(s, out.has(s) && out.get(s) !== r ? 'both' : r);
  // Sentence by sentence: an object never runs on into the next sentence.
  for (const sentence of text.split(/[.;:!?\n()]+/)) {
    const t = plainPhrasing(sentence).replace(/->|→/g, ' → ');
    for (const m of t.matchAll(TAKE_IN)) for (const s of stems(m[1].replace(VERB_START, ''))) mark(s, 'in');
    for (const m of t.matchAll(GIVE_OUT)) for (const s of stems(m[1].replace(VERB_START, ''))) mark(s, 'out');
  }
  return out;
}

const FROM_TO =
  /\b(?:away )?from (?:the |a )?(\w+(?: \w+)?)(?: back)? (?:to|towards|into) (?:the |a |all )?(\w+(?: \w+)?)|\baway from (?:the |a )?(\w+)|\btowards? (?:the |a )?(\w+)/g;

const directions = memo(directionsIn, 2000);

/** Which things a text moves away from and towards ("away from the heart to the body"). */
function directionsIn(text: string): Map<string, 'in' | 'out' | 'both'> {
  const out = new Map<string, 'in' | 'out' | 'both'>();
  const mark = (s: string, r: 'in' | 'out') => out.set(s, out.has(s) && out.get(s) !== r ? 'both' : r);
  for (const sentence of text.split(/[.;!?\n()]+/))
    for (const m of plainPhrasing(sentence).matchAll(FROM_TO)) {
      for (const w of stems(m[1] ?? m[3] ?? '')) mark(w, 'out');
      for (const w of stems(m[2] ?? m[4] ?? '')) mark(w, 'in');
    }
  return out;
}

/**
 * Tokens the answer puts on the other side: taken in where the model answer gives them out (or the reverse), or
 * moved towards where the model answer moves away from them.
 */
export function reversedRoles(model: string, answer: string): Set<string> {
  const out = flips(roles(model), roles(answer));
  for (const w of flips(directions(model), directions(answer))) out.add(w);
  return out;
}

function flips(mr: Map<string, 'in' | 'out' | 'both'>, ar: Map<string, 'in' | 'out' | 'both'>): Set<string> {
  const out = new Set<string>();
  for (const [w, r] of mr) {
    const a = ar.get(w);
    if (r !== 'both' && a && a !== 'both' && a !== r) out.add(w);
  }
  return out;
}

const changes = memo(changesIn, 2000);
const CHANGE_WORD = /\b(into|forms?|form|gives?|becomes?)\b|→|->/;

function changesIn(text: string): [Set<string>, Set<string>][] {
  if (!CHANGE_WORD.test(text.toLowerCase())) return [];
  const t = normaliseText(text).replace(/->|→/g, ' → ');
  return [...t.matchAll(TURN_INTO)].map((m) => [new Set(stems(m[1])), new Set(stems(m[2]))]);
}

/** 1 when `a` comes before `b` in the closest pair of them (within six words), -1 after, 0 when no close pair. */
function nearestOrder(ws: string[], a: string, b: string): number {
  let best = 7;
  let order = 0;
  ws.forEach((x, i) => {
    if (x !== a) return;
    ws.forEach((y, j) => {
      if (y === b && Math.abs(i - j) < best) {
        best = Math.abs(i - j);
        order = i < j ? 1 : -1;
      }
    });
  });
  return order;
}

/** The two content words after each negation in `a`, stated without a negation in `b`. */
function negatedPhraseFlipped(a: string[], b: string[]): boolean {
  const content = (ws: string[], from: number) =>
    ws
      .slice(from)
      .filter((w) => w.length > 2 && !LINK.has(w) && !NEGATION.has(w))
      .slice(0, 2);
  for (let i = 0; i < a.length; i++) {
    if (!NEGATION.has(a[i]) || a[i] === 'without') continue;
    const phrase = content(a, i + 1);
    if (phrase.length < 2) continue;
    for (let j = 0; j < b.length - 1; j++) {
      if (b[j] !== phrase[0]) continue;
      const next = content(b, j + 1)[0];
      const negated = b.slice(Math.max(0, j - 3), j).some((w) => NEGATION.has(w));
      if (next === phrase[1] && !negated) return true;
    }
  }
  return false;
}

const meets = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/**
 * Whether `sentence` (a student's, about the same thing as `point`) says the opposite of the point. Conservative:
 * each test needs the opposite stated, not merely something missing.
 */
export function contradicts(point: string, sentence: string, answer: string = sentence): boolean {
  const pw = stemmedWords(point);
  const sw = stemmedWords(sentence);
  const said = new Set(stemmedWords(answer));
  const ps = new Set(pw);
  const ss = new Set(sw);
  // The sentence must be about what the point is about: most of the point's other words appear in it.
  const content = [...ps].filter((w) => w.length > 2 && !NEGATION.has(w) && !OPPOSITE.has(w));
  const sharedShare = content.length ? content.filter((w) => ss.has(w)).length / content.length : 0;
  if (sharedShare < 0.34) return false;
  // An opposite word in place of the point's word, which the answer never states.
  for (const w of ps) {
    const opp = OPPOSITE.get(w);
    if (opp && !said.has(w) && [...opp].some((o) => ss.has(o) && !ps.has(o))) return true;
  }
  // "unlimited" where the point says "limit", "irreversible" where it says "reversed".
  for (const w of ss) {
    const m = /^(?:un|non|ir|dis)(.{4,})$/.exec(w);
    if (m && ps.has(m[1]) && !ps.has(w)) return true;
  }
  // A sentence about the other member of a pair (physical where the point is chemical) is about something else.
  const otherSubject = [...ps].some(
    (w) => !ss.has(w) && [...(OPPOSITE.get(w) ?? [])].some((o) => ss.has(o) && !ps.has(o)),
  );
  if (otherSubject) return false;
  // Both of a pair close together, in the other order ("the sea heats faster than the land").
  if (sharedShare >= 0.5)
    for (const w of ps)
      for (const o of OPPOSITE.get(w) ?? []) {
        const p = nearestOrder(pw, w, o);
        const q = nearestOrder(sw, w, o);
        if (p !== 0 && q !== 0 && p !== q) return true;
      }
  // A negation the point does not carry (or the reverse), on a sentence that shares most of the point's words.
  const pNeg = pw.some((w) => NEGATION.has(w));
  const sNeg = sw.some((w) => NEGATION.has(w));
  if (pNeg !== sNeg && sharedShare >= 0.6) {
    // Only when the word the negation governs is stated the other way ("iron does not rust" / "iron rusts").
    const [neg, other] = pNeg ? [pw, ss] : [sw, ps];
    const governed = neg.flatMap((w, i) =>
      NEGATION.has(w) ? neg.slice(i + 1, i + 4).filter((x) => x.length > 2 && !LINK.has(x) && !NEGATION.has(x)) : [],
    );
    if (governed.some((w) => other.has(w))) return true;
  }
  // "No new substance is formed" where the point says one is (or the reverse).
  if (negatedPhraseFlipped(pw, sw) || negatedPhraseFlipped(sw, pw)) return true;
  // A change written backwards.
  const pc = changes(point);
  const sc = changes(sentence);
  for (const [from, to] of pc)
    for (const [sf, st] of sc) if (meets(sf, to) && meets(st, from) && !(meets(sf, from) && meets(st, to))) return true;
  return false;
}
