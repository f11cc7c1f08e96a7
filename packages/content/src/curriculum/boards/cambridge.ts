import { book, entry } from '../build';
import type { Subject, SubjectCurriculum } from '../types';

// Cambridge International: IGCSE (a two-year course, Indian grades 9-10) for Mathematics 0580, Physics 0625,
// Chemistry 0620 and Biology 0610, and AS & A Level (grades 11-12) for Mathematics 9709, Physics 9702 and
// Biology 9700, from the syllabus topic lists. Chapters are the syllabus topics. Everything else mirrors Master.

const CAIE = 'Cambridge International';

// Both IGCSE years study the same syllabus, so grades 9 and 10 share its chapters under per-grade book ids.
function igcse(subject: Subject, code: string, title: string, chapters: string[]): SubjectCurriculum[] {
  return [9, 10].map((grade) =>
    entry('Cambridge', grade, subject, [
      book(subject, `cambridge-igcse-${code}-${grade}`, `Cambridge IGCSE ${title} (${code})`, CAIE, chapters),
    ]),
  );
}

const IGCSE_MATHEMATICS = [
  'Number | number-systems | Types of number, powers and roots @irrational; Fractions, decimals and percentages @operations; Ratio, proportion and rates @ratio.proportion; Standard form and bounds @exponents.standard-form',
  'Algebra and graphs | algebra | Algebraic manipulation and indices @expressions; Equations and inequalities @equations.solving; Sequences @sequences.nth-term; Graphs of functions @functions.graphs',
  'Coordinate geometry | coordinate-geometry | Gradient and length of a line segment @slope; Equation of a straight line @line-equations; Parallel and perpendicular lines @parallel-perpendicular',
  'Geometry | geometry | Geometrical constructions @construction.basic; Similarity and congruence @triangles.similarity; Angle and circle properties @circles.angles; Symmetry @symmetry',
  'Mensuration | mensuration | Perimeter and area @area; Circles, arcs and sectors @sector-segment; Surface area and volume @combined-volume',
  'Trigonometry | trigonometry | Pythagoras’ theorem and right-angled triangles @ratios; Sine and cosine rules @sine-cosine-rules; Bearings @bearings',
  'Transformations and vectors | transformations | Reflection, rotation, enlargement and translation @geometric; Vectors in two dimensions @vectors.two-d',
  'Probability | probability | Probability of single and combined events @combined-events; Tree and Venn diagrams @tree-diagrams',
  'Statistics | statistics | Averages and range @central-tendency; Charts and diagrams @graphs; Cumulative frequency @cumulative-frequency',
];

const IGCSE_PHYSICS = [
  'Motion, forces and energy | mechanics | Physical quantities and measurement @measurement; Motion @kinematics.velocity; Mass, weight and density @density; Forces and momentum @laws-of-motion.momentum-conservation; Energy, work and power @work-energy.power; Pressure @fluids.pressure',
  'Thermal physics | heat | Kinetic particle model of matter @kinetic-theory.ideal-gas; Thermal properties and temperature @thermal-expansion; Transfer of thermal energy @heat-transfer',
  'Waves | waves | General properties of waves @types; Light: reflection, refraction and lenses @optics.refraction; Electromagnetic spectrum @em-waves.spectrum; Sound @sound.propagation',
  'Electricity and magnetism | electricity | Simple magnetism @magnetism.bar-magnet; Electrical quantities and circuits @current-electricity.ohms-law; Electrical safety @safety; Electromagnetic effects @induction.faraday-law',
  'Nuclear physics | nuclei | The nuclear model of the atom @composition; Radioactivity @radioactivity',
  'Space physics | space | Earth and the Solar System @solar-system; Stars and the Universe @stars',
];

const IGCSE_CHEMISTRY = [
  'States of matter | states-of-matter | Solids, liquids and gases @states; Diffusion @diffusion',
  'Atoms, elements and compounds | atomic-structure | Atomic structure and the Periodic Table @subatomic-particles; Isotopes @isotopes; Ions and ionic bonds @bonding.ionic-bond; Simple molecules and covalent bonds @bonding.covalent-bond',
  'Stoichiometry | basic-concepts | Formulae and equations @equations; Relative masses @atomic-mass; The mole and the Avogadro constant @mole-concept',
  'Electrochemistry | electrochemistry | Electrolysis @electrolysis; Hydrogen-oxygen fuel cells @batteries',
  'Chemical energetics | thermodynamics | Exothermic and endothermic reactions @enthalpy',
  'Chemical reactions | kinetics | Physical and chemical changes @reactions.types; Rate of reaction @rate; Reversible reactions and equilibrium @equilibrium.dynamic-equilibrium; Redox @redox.electron-transfer',
  'Acids, bases and salts | acids-bases | Properties of acids and bases @properties; Oxides @oxides; Preparation of salts @salts',
  'The Periodic Table | periodic-table | Arrangement of elements @modern-periodic-law; Group I and Group VII properties @groups; Transition elements and noble gases @transition',
  'Metals | metals | Properties and uses of metals @properties; Alloys @alloys; Reactivity series @reactivity-series; Corrosion and extraction of metals @extraction',
  'Chemistry of the environment | environment | Water @water; Fertilisers @fertilisers; Air quality and climate @air-quality',
  'Organic chemistry | organic-basics | Formulae, functional groups and terminology @nomenclature; Fuels and alkanes @hydrocarbons.alkanes; Alkenes and alcohols @hydrocarbons.alkenes; Carboxylic acids and polymers @polymers',
  'Experimental techniques and chemical analysis | analysis | Experimental design @experimental-design; Chromatography @chromatography; Separation and purification @purification; Identification of ions and gases @ion-tests',
];

const IGCSE_BIOLOGY = [
  'Characteristics and classification of living organisms | classification | Characteristics of living organisms @characteristics; Concept and uses of classification @five-kingdoms; Features of organisms @features',
  'Organisation of the organism | cell | Cell structure @organelles; Size of specimens @magnification',
  'Movement into and out of cells | transport | Diffusion @diffusion; Osmosis @osmosis; Active transport @active-transport',
  'Biological molecules | biomolecules | Carbohydrates, fats and proteins @macromolecules; Structure of DNA @nucleic-acids',
  'Enzymes | biomolecules | Enzyme action and specificity @enzymes; Effect of temperature and pH @enzyme-factors',
  'Plant nutrition | photosynthesis | Photosynthesis @light-reaction; Leaf structure @leaf-structure',
  'Human nutrition | nutrition | Diet @diet; Digestive system @digestion; Physical and chemical digestion @chemical-digestion; Absorption @absorption',
  'Transport in plants | plant-transport | Xylem and phloem @vascular-tissue; Water uptake and transpiration @transpiration; Translocation @translocation',
  'Transport in animals | circulation | Circulatory systems and the heart @heart; Blood vessels @blood-vessels; Blood @blood',
  'Diseases and immunity | health | Pathogens and transmission @diseases; Body defences and immunity @immunity',
  'Gas exchange in humans | breathing | Gas exchange surfaces @gas-exchange; Breathing mechanism @mechanism',
  'Respiration | respiration | Aerobic respiration @krebs-cycle; Anaerobic respiration @fermentation',
  'Excretion in humans | excretion | The kidney and urine formation @urine-formation',
  'Coordination and response | neural-control | Nervous control @neurons; Sense organs @sense-organs; Hormones @endocrine.hormones; Homeostasis @homeostasis; Tropic responses @plant-growth.tropisms',
  'Drugs | health | Antibiotics @antibiotics',
  'Reproduction | reproduction | Asexual and sexual reproduction @types; Sexual reproduction in plants @plant-reproduction.pollination; Sexual reproduction in humans @human-reproduction.fertilisation; Sex hormones and STIs @reproductive-health.sti',
  'Inheritance | genetics | Chromosomes, genes and proteins @molecular-genetics.dna; Mitosis and meiosis @cell-division; Monohybrid inheritance @monohybrid-dihybrid',
  'Variation and selection | evolution | Variation @variation; Adaptive features @adaptation; Natural and artificial selection @natural-selection',
  'Organisms and their environment | ecosystem | Energy flow @energy-flow; Food chains and food webs @food-chains; Nutrient cycles @nutrient-cycles; Populations @ecology.population-growth',
  'Human influences on ecosystems | biodiversity | Food supply @food-supply; Habitat destruction and pollution @loss; Conservation @conservation',
  'Biotechnology and genetic modification | biotechnology | Biotechnology @principles; Genetic modification @processes',
];

const AS_A_MATHEMATICS = {
  11: [
    'Pure Mathematics 1: Quadratics | quadratic-equations | Completing the square @completing-square; Discriminant @nature-of-roots; Quadratic inequalities @inequalities',
    'Pure Mathematics 1: Functions | functions | Domain and range @domain-range; Composite and inverse functions @composition; Transformations of graphs @graphs',
    'Pure Mathematics 1: Coordinate geometry | coordinate-geometry | Straight lines @line-equations; Equation of a circle @circle',
    'Pure Mathematics 1: Circular measure | trigonometry | Radians @radian-measure; Arc length and sector area @arc-sector',
    'Pure Mathematics 1: Trigonometry | trigonometry | Graphs of trigonometric functions @graphs; Identities and equations @identities',
    'Pure Mathematics 1: Series | binomial | Binomial expansion @theorem; Arithmetic and geometric progressions @sequences.geometric-progression',
    'Pure Mathematics 1: Differentiation | calculus | Gradient and derivatives @derivatives.rules; Stationary points @maxima-minima',
    'Pure Mathematics 1: Integration | calculus | Integration as reverse of differentiation @integration.indefinite; Definite integrals and areas @area-under-curve',
    'Probability & Statistics 1: Representation of data | statistics | Stem-and-leaf, box-and-whisker and histograms @graphs; Measures of central tendency and variation @variance',
    'Probability & Statistics 1: Permutations and combinations | combinatorics | Arrangements @permutations; Selections @combinations',
    'Probability & Statistics 1: Probability | probability | Mutually exclusive and independent events @independent-events; Conditional probability @conditional',
    'Probability & Statistics 1: Discrete random variables | probability | Probability distributions @random-variables; Binomial and geometric distributions @binomial-distribution',
    'Probability & Statistics 1: The normal distribution | probability | Normal distribution @normal-distribution',
  ],
  12: [
    'Pure Mathematics 3: Algebra | algebra | Modulus function @modulus; Polynomial division and factor theorem @polynomials.factor-theorem; Partial fractions @partial-fractions',
    'Pure Mathematics 3: Logarithmic and exponential functions | logarithms | Laws of logarithms @laws; Exponential equations @exponential',
    'Pure Mathematics 3: Trigonometry | trigonometry | Secant, cosecant and cotangent @reciprocal-functions; Compound and double angle formulae @compound-angles',
    'Pure Mathematics 3: Differentiation | calculus | Products, quotients and chain rule @differentiation.chain-rule; Implicit and parametric differentiation @differentiation.logarithmic',
    'Pure Mathematics 3: Integration | calculus | Integration by substitution and by parts @integration.by-parts; Partial fractions in integration @integration.partial-fractions',
    'Pure Mathematics 3: Numerical solution of equations | numerical-methods | Locating roots @locating-roots; Iteration @iteration',
    'Pure Mathematics 3: Vectors | vectors | Vector equation of a line @line; Scalar product @dot-product',
    'Pure Mathematics 3: Differential equations | differential-equations | Separable first order equations @separable',
    'Pure Mathematics 3: Complex numbers | complex-numbers | Algebra of complex numbers @algebra; Argand diagrams and loci @argand-plane',
  ],
};

const AS_A_PHYSICS = {
  11: [
    'Physical quantities and units | units | SI units @si-units; Errors and uncertainties @uncertainties; Scalars and vectors @kinematics.vectors',
    'Kinematics | kinematics | Equations of motion @equations-of-motion; Projectile motion @projectile-motion',
    'Dynamics | laws-of-motion | Momentum and Newton’s laws @second-law; Non-uniform motion and drag @drag; Linear momentum and its conservation @momentum-conservation',
    'Forces, density and pressure | forces | Turning effects of forces @rotation.torque; Equilibrium of forces @equilibrium; Density and pressure @fluids.pressure',
    'Work, energy and power | work-energy | Energy conservation @conservation; Gravitational potential and kinetic energy @kinetic-energy; Power @power',
    'Deformation of solids | elasticity | Stress and strain @stress-strain; Elastic and plastic behaviour @hookes-law',
    'Waves | waves | Progressive waves @progressive-wave; Transverse and longitudinal waves @types; Doppler effect @doppler; Electromagnetic spectrum @em-waves.spectrum; Polarisation @wave-optics.polarisation',
    'Superposition | waves | Stationary waves @standing-waves; Diffraction @wave-optics.diffraction; Interference @wave-optics.interference; The diffraction grating @wave-optics.grating',
    'Electricity | current-electricity | Electric current @drift-velocity; Potential difference and power @power; Resistance and resistivity @ohms-law',
    'D.C. circuits | current-electricity | Practical circuits and internal resistance @emf; Kirchhoff’s laws @kirchhoff-rules; Potential dividers @potential-divider',
    'Particle physics | nuclei | Atoms, nuclei and radiation @composition; Fundamental particles @fundamental-particles',
  ],
  12: [
    'Motion in a circle | kinematics | Kinematics of uniform circular motion @circular-motion; Centripetal acceleration @laws-of-motion.circular-dynamics',
    'Gravitational fields | gravitation | Gravitational field and force @universal-law; Gravitational potential @potential-energy',
    'Temperature | heat | Thermal equilibrium @thermodynamics.zeroth-law; Specific heat capacity and latent heat @calorimetry',
    'Ideal gases | kinetic-theory | The ideal gas equation @ideal-gas; Kinetic theory of gases @pressure',
    'Thermodynamics | thermodynamics | Internal energy @internal-energy; The first law of thermodynamics @first-law',
    'Oscillations | oscillations | Simple harmonic oscillations @shm; Energy in SHM @shm-energy; Damped and forced oscillations @damping',
    'Electric fields | electrostatics | Electric field and force @electric-field; Coulomb’s law @coulombs-law; Electric potential @potential',
    'Capacitance | electrostatics | Capacitors and capacitance @capacitance; Discharging a capacitor @discharge',
    'Magnetic fields | magnetism | Force on a current-carrying conductor @lorentz-force; Electromagnetic induction @induction.faraday-law',
    'Alternating currents | alternating-current | Characteristics of alternating currents @ac-circuits; Rectification and smoothing @rectification',
    'Quantum physics | modern-physics | Energy and momentum of a photon @photons; Photoelectric effect @photoelectric-effect; Wave-particle duality @de-broglie; Energy levels in atoms @atoms.spectra',
    'Nuclear physics | nuclei | Mass defect and binding energy @binding-energy; Radioactive decay @radioactivity',
    'Medical physics | medical-physics | Ultrasound @ultrasound; X-rays @x-rays; PET scanning @pet',
    'Astronomy and cosmology | astronomy | Stellar radii and luminosity @stars; Hubble’s law and the Big Bang @cosmology',
  ],
};

const AS_A_BIOLOGY = {
  11: [
    'Cell structure | cell | The microscope in cell studies @microscopy; Cells as the basic units of living organisms @organelles',
    'Biological molecules | biomolecules | Carbohydrates and lipids @carbohydrates; Proteins @proteins; Water @water',
    'Enzymes | biomolecules | Mode of action of enzymes @enzymes; Factors that affect enzyme action @enzyme-factors',
    'Cell membranes and transport | transport | Fluid mosaic membranes @membranes; Movement into and out of cells @diffusion',
    'The mitotic cell cycle | cell-division | Replication and division of nuclei @mitosis; Chromosome behaviour in mitosis @cell-cycle',
    'Nucleic acids and protein synthesis | molecular-genetics | Structure and replication of DNA @replication; Protein synthesis @transcription',
    'Transport in plants | plant-transport | Structure of transport tissues @vascular-tissue; Transport mechanisms @transpiration',
    'Transport in mammals | circulation | The circulatory system @heart; The heart @cardiac-cycle',
    'Gas exchange | breathing | The gas exchange system @gas-exchange',
    'Infectious diseases | health | Infectious diseases @diseases; Antibiotics @antibiotics',
    'Immunity | health | The immune system @immunity; Antibodies and vaccination @vaccination',
  ],
  12: [
    'Energy and respiration | respiration | Energy and ATP @atp; Aerobic respiration @krebs-cycle; Anaerobic respiration @fermentation',
    'Photosynthesis | photosynthesis | Photosynthesis as an energy transfer process @light-reaction; Investigation of limiting factors @factors',
    'Homeostasis | homeostasis | Homeostasis in mammals @mammals; Homeostasis in plants @plants',
    'Control and coordination | neural-control | Control and coordination in mammals @nerve-impulse; Control and coordination in plants @plant-growth.growth-regulators',
    'Inheritance | genetics | Passage of information from parent to offspring @meiosis; The roles of genes in determining the phenotype @monohybrid-dihybrid; Gene control @gene-control',
    'Selection and evolution | evolution | Variation @variation; Natural and artificial selection @natural-selection; Evolution @speciation',
    'Classification, biodiversity and conservation | biodiversity | Classification @classification.five-kingdoms; Biodiversity @patterns; Conservation @conservation',
    'Genetic technology | biotechnology | Principles of genetic technology @tools; Genetic technology applied to medicine @medicine; Genetically modified organisms in agriculture @agriculture',
  ],
};

function asAndALevel(subject: Subject, code: string, chapters: Record<11 | 12, string[]>): SubjectCurriculum[] {
  return ([11, 12] as const).map((grade) => {
    const level = grade === 11 ? 'AS Level' : 'A Level';
    const id = `cambridge-${grade === 11 ? 'as' : 'a'}-level-${code}-${grade}`;
    const title = `Cambridge International ${level} ${subject} (${code})${grade === 12 ? ' – A Level content' : ''}`;
    return entry('Cambridge', grade, subject, [book(subject, id, title, CAIE, chapters[grade])]);
  });
}

export const CAMBRIDGE_OWN: SubjectCurriculum[] = [
  ...igcse('Mathematics', '0580', 'Mathematics', IGCSE_MATHEMATICS),
  ...igcse('Physics', '0625', 'Physics', IGCSE_PHYSICS),
  ...igcse('Chemistry', '0620', 'Chemistry', IGCSE_CHEMISTRY),
  ...igcse('Biology', '0610', 'Biology', IGCSE_BIOLOGY),
  ...asAndALevel('Mathematics', '9709', AS_A_MATHEMATICS),
  ...asAndALevel('Physics', '9702', AS_A_PHYSICS),
  ...asAndALevel('Biology', '9700', AS_A_BIOLOGY),
];
