import { book, entry } from '../build';
import type { SubjectCurriculum } from '../types';

// ICSE Classes 9-10: the CISCE syllabus units for Mathematics, Physics, Chemistry and Biology (the Council's own
// structure, which every ICSE textbook follows), plus Selina's Concise Mathematics and Concise Physics chapter
// lists where known. Other ICSE grades and subjects mirror Master (see ../boards.ts).

const CISCE = 'CISCE';
const SELINA = 'Selina Publishers';

const MATHS_9 = book('Mathematics', 'cisce-mathematics-9', 'ICSE Mathematics Syllabus – Class IX', CISCE, [
  'Pure Arithmetic | number-systems | Rational and irrational numbers @irrational; Surds and rationalisation @surds',
  'Commercial Mathematics | comparing-quantities | Compound interest without formula @compound-interest; Compound interest using the formula @compound-interest-formula',
  'Algebra | algebra | Expansions @identities; Factorisation @factorisation.identities; Simultaneous linear equations @linear-equations.two-variables; Indices @exponents.laws; Logarithms @logarithms.basics',
  'Geometry | geometry | Congruency of triangles @triangles.congruence-criteria; Mid-point and intercept theorems @quadrilaterals.mid-point-theorem; Pythagoras theorem @triangles.pythagoras; Rectilinear figures @quadrilaterals.types; Circle: chords and arcs @circles.chords',
  'Statistics | statistics | Frequency distributions and graphs @graphs; Mean and median of ungrouped data @central-tendency',
  'Mensuration | mensuration | Area and perimeter of plane figures @area; Surface area and volume of cube and cuboid @surface-area',
  'Trigonometry | trigonometry | Trigonometric ratios @ratios; Ratios of standard angles @standard-angles; Complementary angles @complementary-angles',
  'Co-ordinate Geometry | coordinate-geometry | Graphical solution of linear equations @graphical; Distance formula @distance-formula',
]);

const MATHS_10 = book('Mathematics', 'cisce-mathematics-10', 'ICSE Mathematics Syllabus – Class X', CISCE, [
  'Commercial Mathematics | comparing-quantities | Goods and Services Tax @tax; Banking: recurring deposit accounts @banking; Shares and dividends @shares-dividends',
  'Algebra | algebra | Linear inequations @inequalities.one-variable; Quadratic equations @quadratic-equations.formula; Ratio and proportion @ratio.proportion; Remainder and factor theorems @polynomials.factor-theorem; Matrices @matrices.operations; Arithmetic and geometric progressions @arithmetic-progression.nth-term',
  'Co-ordinate Geometry | coordinate-geometry | Reflection @reflection; Section and mid-point formula @section-formula; Equation of a line @line-equations',
  'Geometry | geometry | Similarity @triangles.similarity; Loci @loci; Circles and tangents @circles.tangent; Constructions @construction.circles',
  'Mensuration | mensuration | Cylinder, cone and sphere @combined-surface-area; Volume of combined solids @combined-volume',
  'Trigonometry | trigonometry | Trigonometric identities @identities; Heights and distances @heights-distances',
  'Statistics | statistics | Histograms and ogives @graphs; Mean, median, quartiles and mode @grouped-mean',
  'Probability | probability | Classical probability @classical',
]);

const CONCISE_MATHS_10 = book(
  'Mathematics',
  'selina-concise-mathematics-10',
  'Concise Mathematics ICSE Class 10',
  SELINA,
  [
    'Goods and Services Tax (GST) | comparing-quantities | Computation of GST @tax; Input tax credit @tax-credit',
    'Banking (Recurring Deposit Accounts) | comparing-quantities | Interest on recurring deposits @banking; Maturity value @maturity-value',
    'Shares and Dividend | comparing-quantities | Face value and market value @shares-dividends; Dividend and return @dividend',
    'Linear Inequations (In One Variable) | inequalities | Solving linear inequations @one-variable; Representation on the number line @number-line',
    'Quadratic Equations | quadratic-equations | Solution by factorisation @factorisation; Quadratic formula @formula; Nature of roots @nature-of-roots',
    'Solving (Simple) Problems (Based on Quadratic Equations) | quadratic-equations | Word problems @word-problems',
    'Ratio and Proportion (Including Properties and Uses) | ratio | Properties of proportion @proportion; Componendo and dividendo @componendo-dividendo',
    'Remainder and Factor Theorems | polynomials | Remainder theorem @remainder-theorem; Factor theorem @factor-theorem',
    'Matrices | matrices | Order and types of matrices @types; Addition and multiplication of matrices @operations',
    'Arithmetic Progression | arithmetic-progression | nth term @nth-term; Sum of n terms @sum',
    'Geometric Progression | geometric-progression | nth term @nth-term; Sum of n terms @sum',
    'Reflection | coordinate-geometry | Reflection in the axes and the origin @reflection; Invariant points @invariant-points',
    'Section and Mid-Point Formula | coordinate-geometry | Section formula @section-formula; Mid-point formula @mid-point-formula',
    'Equation of a Line | coordinate-geometry | Slope and inclination @slope; Forms of the equation of a line @line-equations',
    'Similarity (With Applications to Maps and Models) | triangles | Similar triangles @similarity; Maps and models @scale-models',
    'Loci (Locus and Its Constructions) | geometry | Locus theorems @loci; Constructions of loci @loci-construction',
    'Circles | circles | Arc and chord properties @chords; Cyclic quadrilaterals @cyclic-quadrilaterals',
    'Tangents and Intersecting Chords | circles | Tangent properties @tangent; Intersecting chords and alternate segment theorem @intersecting-chords',
    'Constructions (Circles) | construction | Tangents to a circle @tangents; Circumscribed and inscribed circles @circles',
    'Cylinder, Cone and Sphere (Surface Area and Volume) | mensuration | Surface area of solids @combined-surface-area; Volume of solids @combined-volume',
    'Trigonometrical Identities | trigonometry | Proving identities @identities; Trigonometric tables @tables',
    'Heights and Distances | trigonometry | Angles of elevation and depression @heights-distances',
    'Graphical Representation (Histograms and Ogives) | statistics | Histograms @histograms; Ogives @ogives',
    'Measures of Central Tendency (Mean, Median, Quartiles and Mode) | statistics | Mean of grouped data @grouped-mean; Median and quartiles @quartiles; Mode @grouped-mode',
    'Probability | probability | Classical probability @classical; Problems on cards and dice @problems',
  ],
);

const PHYSICS_9 = book('Physics', 'selina-concise-physics-9', 'Concise Physics ICSE Class 9', SELINA, [
  'Measurements and Experimentation | units | Units and measurement @si-units; Vernier callipers and screw gauge @instruments; Simple pendulum @oscillations.pendulum',
  'Motion in One Dimension | kinematics | Distance, displacement, speed and velocity @velocity; Acceleration and graphs @acceleration; Equations of motion @equations-of-motion',
  'Laws of Motion | laws-of-motion | Newton’s laws @second-law; Momentum @momentum-conservation; Gravitation @gravitation.universal-law',
  'Pressure in Fluids and Atmospheric Pressure | fluids | Pressure in liquids @pressure; Pascal’s law @pascals-law; Atmospheric pressure @atmospheric-pressure',
  'Upthrust in Fluids, Archimedes’ Principle and Floatation | fluids | Upthrust @upthrust; Archimedes’ principle @archimedes; Floatation and relative density @floatation',
  'Heat and Energy | heat | Specific heat and latent heat @calorimetry; Energy flow and sources @energy-sources',
  'Reflection of Light | optics | Laws of reflection @reflection; Images in plane mirrors @plane-mirror; Spherical mirrors @mirrors',
  'Propagation of Sound Waves | sound | Nature and propagation of sound @propagation; Speed of sound @speed',
  'Current Electricity | current-electricity | Current, potential difference and resistance @ohms-law; Simple circuits @circuits',
  'Magnetism | magnetism | Induced magnetism @induced; Magnetic field lines @field-lines; Electromagnets @electromagnets',
]);

const PHYSICS_10 = book('Physics', 'selina-concise-physics-10', 'Concise Physics ICSE Class 10', SELINA, [
  'Force | force | Turning effect and moment of force @moments; Equilibrium @equilibrium; Centre of gravity and uniform circular motion @centre-of-gravity',
  'Work, Energy and Power | work-energy | Work and power @work; Kinetic and potential energy @kinetic-energy; Conservation of energy @conservation',
  'Machines | machines | Mechanical advantage and efficiency @efficiency; Levers @levers; Pulleys @pulleys',
  'Refraction of Light at Plane Surfaces | optics | Laws of refraction and refractive index @refraction; Real and apparent depth @apparent-depth; Total internal reflection @total-internal-reflection',
  'Refraction through a Lens | optics | Convex and concave lenses @lenses; Lens formula and magnification @lens-formula; Uses of lenses @applications',
  'Spectrum | optics | Dispersion by a prism @dispersion; Electromagnetic spectrum @em-spectrum; Scattering of light @scattering',
  'Sound | sound | Reflection of sound and echoes @echo; Natural, damped and forced vibrations and resonance @resonance; Loudness, pitch and quality @characteristics',
  'Current Electricity | current-electricity | Ohm’s law and resistance @ohms-law; Combination of resistors @resistors; EMF and internal resistance @emf',
  'Electrical Power and Household Circuits | current-electricity | Electrical energy and power @power; Household wiring and safety @household-circuits',
  'Electro-Magnetism | magnetism | Magnetic effect of current @electromagnetism; DC motor @motor; Electromagnetic induction and AC generator @induction',
  'Calorimetry | heat | Heat capacity and specific heat capacity @calorimetry; Latent heat @latent-heat',
  'Radioactivity | nuclei | Radioactive emissions @radioactivity; Nuclear fission and fusion @fission-fusion; Safety and uses of radiation @radiation-safety',
]);

const CHEMISTRY_9 = book('Chemistry', 'cisce-chemistry-9', 'ICSE Chemistry Syllabus – Class IX', CISCE, [
  'The Language of Chemistry | basic-concepts | Symbols, valency and formulae @formulae; Balancing chemical equations @equations',
  'Chemical Changes and Reactions | reactions | Types of chemical changes @types; Energy changes in reactions @energy-changes',
  'Water | water | Water as a solvent @solvent; Hydrated and anhydrous substances @hydrates; Hard and soft water @hardness',
  'Atomic Structure and Chemical Bonding | atomic-structure | Structure of the atom @subatomic-particles; Electrovalent and covalent bonding @bonding.basics',
  'The Periodic Table | periodic-table | Mendeleev’s and the modern periodic table @modern-periodic-law; Groups and periods @periodic-trends',
  'Study of the First Element – Hydrogen | hydrogen | Position and preparation of hydrogen @preparation; Properties and uses @properties',
  'Study of Gas Laws | gas-laws | Boyle’s law @boyles-law; Charles’s law @charles-law; Gas equation and STP @gas-equation',
  'Atmospheric Pollution | environment | Acid rain @acid-rain; Global warming and ozone depletion @global-warming',
]);

const CHEMISTRY_10 = book('Chemistry', 'cisce-chemistry-10', 'ICSE Chemistry Syllabus – Class X', CISCE, [
  'Periodic Properties and Variations of Properties | periodic-table | Periodic trends @periodic-trends; Properties across periods and groups @groups',
  'Chemical Bonding | bonding | Electrovalent bonding @ionic-bond; Covalent bonding @covalent-bond; Coordinate bonding @coordinate-bond',
  'Study of Acids, Bases and Salts | acids-bases | Acids and bases @properties; Preparation of salts @salts',
  'Analytical Chemistry | analysis | Action of alkalis on salt solutions @alkalis; Action of alkalis on metals @amphoteric',
  'Mole Concept and Stoichiometry | basic-concepts | Gay-Lussac’s law and Avogadro’s law @gas-laws; Mole concept @mole-concept; Empirical and molecular formulae @empirical-formula',
  'Electrolysis | electrochemistry | Electrolytes and electrolysis @electrolysis; Electroplating and refining @electroplating',
  'Metallurgy | metallurgy | Occurrence of metals @occurrence; Extraction of aluminium @aluminium; Alloys @alloys',
  'Study of Compounds | compounds | Hydrogen chloride @hydrogen-chloride; Ammonia @ammonia; Nitric acid @nitric-acid; Sulphuric acid @sulphuric-acid',
  'Organic Chemistry | organic-basics | Homologous series and nomenclature @nomenclature; Hydrocarbons @hydrocarbons.alkanes; Alcohols and carboxylic acids @functional-groups',
]);

const BIOLOGY_9 = book('Biology', 'cisce-biology-9', 'ICSE Biology Syllabus – Class IX', CISCE, [
  'Basic Biology | cell | The cell, a unit of life @organelles; Tissues: plant and animal @animal-tissues.tissues',
  'Flowering Plants | plant-reproduction | Structure and functions of the flower @flower; Pollination and fertilisation @pollination; Seeds and germination @seeds',
  'Plant Physiology | respiration | Respiration in plants @aerobic',
  'Diversity in Living Organisms | classification | Five kingdom classification @five-kingdoms; Economic importance of bacteria and fungi @microbes',
  'Human Anatomy and Physiology | human-body | Nutrition and the digestive system @digestion; Skeleton and movement @skeleton; Skin @skin; Respiratory system @respiration',
  'Health and Hygiene | health | Diseases and their causes @diseases; Hygiene and immunisation @hygiene',
  'Waste Generation and Management | environment | Sources of waste @waste-sources; Methods of waste disposal @waste-management',
]);

const BIOLOGY_10 = book('Biology', 'cisce-biology-10', 'ICSE Biology Syllabus – Class X', CISCE, [
  'Basic Biology | genetics | Cell cycle, cell division and chromosomes @cell-division; Genetics: Mendel’s laws @mendel-laws',
  'Plant Physiology | plant-physiology | Absorption by roots @absorption; Transpiration @transpiration; Photosynthesis @photosynthesis; Chemical coordination in plants @plant-hormones',
  'Human Anatomy and Physiology | human-body | Circulatory system @circulation; Excretory system @excretion; Nervous system and sense organs @nervous-system; Endocrine system @endocrine; Reproductive system @reproduction',
  'Population | population | Population explosion @growth; Population control @control',
  'Human Evolution | evolution | Theories of evolution @theories; Evidence of evolution @evidences',
  'Pollution | environment | Types and sources of pollution @pollution; Effects and control of pollution @pollution-control',
]);

export const ICSE_OWN: SubjectCurriculum[] = [
  entry('ICSE', 9, 'Mathematics', [MATHS_9]),
  entry('ICSE', 10, 'Mathematics', [MATHS_10, CONCISE_MATHS_10]),
  entry('ICSE', 9, 'Physics', [PHYSICS_9]),
  entry('ICSE', 10, 'Physics', [PHYSICS_10]),
  entry('ICSE', 9, 'Chemistry', [CHEMISTRY_9]),
  entry('ICSE', 10, 'Chemistry', [CHEMISTRY_10]),
  entry('ICSE', 9, 'Biology', [BIOLOGY_9]),
  entry('ICSE', 10, 'Biology', [BIOLOGY_10]),
];
