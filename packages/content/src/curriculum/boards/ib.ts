import { book, entry } from '../build';
import type { Subject, SubjectCurriculum } from '../types';

// IB: the Diploma Programme (grades 11-12) has subject guides with fixed topics; those for Mathematics: Analysis
// and Approaches, Physics and Chemistry (first assessment 2021 and 2025) are modelled here. PYP and MYP are
// frameworks without a prescribed chapter list, so IB grades 1-10 (and DP Biology and English) mirror Master.

const IBO = 'International Baccalaureate Organization';

// The DP is a two-year course over one guide, so grades 11 and 12 share its topics under per-grade book ids.
function dp(subject: Subject, slug: string, title: string, chapters: string[]): SubjectCurriculum[] {
  return [11, 12].map((grade) =>
    entry('IB', grade, subject, [
      book(subject, `ib-dp-${slug}-${grade}`, `IB Diploma Programme ${title}`, IBO, chapters),
    ]),
  );
}

const MATHEMATICS_AA = [
  'Number and algebra | algebra | Scientific notation, sequences and series @sequences.geometric-progression; Exponents and logarithms @logarithms.laws; Binomial theorem @binomial.theorem; Proof @proof',
  'Functions | functions | Lines and graphs of functions @graphs; Composite and inverse functions @composition; Quadratic, rational, exponential and logarithmic functions @models; Transformations of graphs @transformations',
  'Geometry and trigonometry | trigonometry | Volume and surface area of 3D solids @mensuration.combined-volume; Sine and cosine rules @sine-cosine-rules; Radian measure and the unit circle @radian-measure; Trigonometric identities and equations @identities',
  'Statistics and probability | statistics | Sampling and data presentation @graphs; Measures of central tendency and dispersion @variance; Regression and correlation @regression; Probability and distributions @probability.random-variables; The normal distribution @probability.normal-distribution',
  'Calculus | calculus | Limits and derivatives @limits; Differentiation rules @derivatives.rules; Optimisation and kinematics @maxima-minima; Integration and areas @integration.definite',
];

const PHYSICS = [
  'A. Space, time and motion | mechanics | Kinematics @kinematics.equations-of-motion; Forces and momentum @laws-of-motion.momentum-conservation; Work, energy and power @work-energy.conservation; Rigid body mechanics @rotation.torque; Galilean and special relativity @relativity',
  'B. The particulate nature of matter | matter | Thermal energy transfers @heat.heat-transfer; Greenhouse effect @greenhouse-effect; Gas laws @kinetic-theory.ideal-gas; Thermodynamics @thermodynamics.first-law; Current and circuits @current-electricity.circuits',
  'C. Wave behaviour | waves | Simple harmonic motion @oscillations.shm; Wave model @progressive-wave; Wave phenomena @wave-optics.interference; Standing waves and resonance @standing-waves; Doppler effect @doppler',
  'D. Fields | fields | Gravitational fields @gravitation.universal-law; Electric and magnetic fields @electrostatics.electric-field; Motion in electromagnetic fields @magnetism.charge-motion; Induction @induction.faraday-law',
  'E. Nuclear and quantum physics | nuclei | Structure of the atom @atoms.bohr-model; Quantum physics @modern-physics.photoelectric-effect; Radioactive decay @radioactivity; Fission @fission; Fusion and stars @fusion-stars',
];

const CHEMISTRY = [
  'Structure 1. Models of the particulate nature of matter | atomic-structure | Introduction to the particulate nature of matter @matter; The nuclear atom @subatomic-particles; Electron configurations @electronic-configuration; Counting particles by mass: the mole @basic-concepts.mole-concept; Ideal gases @gas-laws.ideal-gas',
  'Structure 2. Models of bonding and structure | bonding | The ionic model @ionic-bond; The covalent model @covalent-bond; The metallic model @metallic-bond; From models to materials @materials',
  'Structure 3. Classification of matter | periodic-table | The periodic table: classification of elements @periodic-trends; Functional groups: classification of organic compounds @organic-basics.classification',
  'Reactivity 1. What drives chemical reactions? | thermodynamics | Measuring enthalpy changes @enthalpy; Energy cycles in reactions @hess-law; Energy from fuels @fuels; Entropy and spontaneity @gibbs-energy',
  'Reactivity 2. How much, how fast and how far? | kinetics | How much? The amount of chemical change @basic-concepts.stoichiometry; How fast? The rate of chemical change @rate; How far? The extent of chemical change @equilibrium.equilibrium-constant',
  'Reactivity 3. What are the mechanisms of chemical change? | reactivity | Proton transfer reactions @acids-bases.proton-transfer; Electron transfer reactions @redox.electron-transfer; Electron sharing reactions @radicals; Electron-pair sharing reactions @nucleophiles-electrophiles',
];

export const IB_OWN: SubjectCurriculum[] = [
  ...dp('Mathematics', 'mathematics-aa', 'Mathematics: Analysis and Approaches', MATHEMATICS_AA),
  ...dp('Physics', 'physics', 'Physics', PHYSICS),
  ...dp('Chemistry', 'chemistry', 'Chemistry', CHEMISTRY),
];
