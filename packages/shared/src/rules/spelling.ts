// Word-level tolerance for written blanks: singular and plural of a noun, and one-letter slips that a teacher lets
// pass, except where the slip makes another real term of the subject.
import { editDistance } from './answer-normalise';

// biome-ignore format: a table reads better on few lines
const IRREGULAR: Record<string, string> = {
  stomata: 'stoma', nuclei: 'nucleus', bacteria: 'bacterium', data: 'datum', media: 'medium', fungi: 'fungus',
  algae: 'alga', larvae: 'larva', vertices: 'vertex', indices: 'index', axes: 'axis', radii: 'radius',
  formulae: 'formula', leaves: 'leaf', children: 'child', teeth: 'tooth', feet: 'foot', mice: 'mouse', ova: 'ovum',
  cilia: 'cilium', criteria: 'criterion', phenomena: 'phenomenon', analyses: 'analysis', hypotheses: 'hypothesis',
  men: 'man', women: 'woman', oxen: 'ox', geese: 'goose', lice: 'louse', cacti: 'cactus', nebulae: 'nebula',
  antennae: 'antenna', spectra: 'spectrum', strata: 'stratum', ganglia: 'ganglion', villi: 'villus',
  alveoli: 'alveolus', bronchi: 'bronchus', mitochondria: 'mitochondrion', gases: 'gas', buses: 'bus', halves: 'half', knives: 'knife', lives: 'life', wolves: 'wolf',
};

/** The singular form of a word (regular and common irregular plurals of school subjects). */
export function singular(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3) return w;
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh|[^aeiou]o)es$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w) && !/(us|is|ss)$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Real terms of school subjects that lie one letter away from another term: a "slip" that lands on one of them says
 * something else and is not let pass (alkene for alkane, nitrite for nitrate, absorption for adsorption).
 */
export const CONFUSABLE_TERMS: ReadonlySet<string> = new Set(
  `alkane alkene alkyne ethane ethene ethyne methane propane propene propyne butane butene butyne
  nitrate nitrite sulphate sulphite chlorate chlorite phosphate phosphite carbonate carbonite
  absorption adsorption absorb adsorb isotope isotone isobar isomer monomer polymer dimer anion cation action
  insulin inulin thyroxine thyroxin ileum ilium mucus mucous complement compliment principal principle
  stationary stationery desert dessert affect effect accept except allusion illusion elusion
  mitosis meiosis fusion fission diffusion infusion osmosis ovule ovary
  conduction convection induction deduction reduction production introduction
  reflection refraction deflection inflection diffraction
  ionic iconic atomic anatomic
  oxide dioxide
  glucose fructose sucrose lactose maltose
  perimeter parameter diameter
  hexagon heptagon pentagon octagon nonagon decagon
  cereal serial
  symmetry asymmetry
  latitude longitude altitude attitude
  prophase metaphase anaphase telophase interphase
  phloem xylem
  vein veins vain
  artery arteries
  median medium
  aerobic anaerobic
  electron neutron proton photon
  endothermic exothermic
  exhale inhale
  kinetic kinematic
  immigrant emigrant
  monarchy anarchy oligarchy
  corollary coronary
  capital capitol
  council counsel
  cite site sight
  weather whether
  lesson lessen
  plain plane
  peace piece
  breath breathe
  loose lose
  quiet quite
  morale moral
  census senses
  cardinal ordinal
  secant sextant
  sine sign
  convex concave
  respiration perspiration inspiration expiration
  decomposition composition
  transpiration transportation`
    .split(/\s+/)
    .filter(Boolean),
);

export interface WordMatchOptions {
  /** The item tests spelling: no slip is let pass. */
  strictSpelling?: boolean;
  /** Extra real terms of the subject (from the question bank) that a slip must not land on. */
  terms?: ReadonlySet<string>;
}

/** How a student's word relates to the expected word: the same, a plural/singular, a slip, or different. */
export function compareWords(student: string, expected: string, opts: WordMatchOptions = {}): 'same' | 'slip' | 'no' {
  if (student === expected) return 'same';
  const ss = singular(singular(student));
  const se = singular(singular(expected));
  if (ss === se) return 'same';
  if (opts.strictSpelling || expected.length < 6 || /\d/.test(expected) || /\d/.test(student)) return 'no';
  const isTerm = (w: string) => CONFUSABLE_TERMS.has(w) || CONFUSABLE_TERMS.has(singular(w)) || opts.terms?.has(w);
  // A "slip" onto another real term says something else.
  if (isTerm(student) || isTerm(singular(student))) return 'no';
  const d = Math.min(editDistance(student, expected, 1), editDistance(ss, se, 1));
  return d <= 1 ? 'slip' : 'no';
}
