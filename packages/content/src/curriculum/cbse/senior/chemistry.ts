import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT Chemistry, rationalised editions: Class XI Part I (1-6) and Part II (7-9); Class XII Part I (1-5) and
// Part II (6-10). Numbering is continuous across the parts, so each class is one book.

const CLASS_XI = book('Chemistry', 'ncert-chemistry-11', 'Chemistry – Textbook for Class XI (Part I & II)', 'NCERT', [
  'Some Basic Concepts of Chemistry | basic-concepts | Importance and nature of matter @matter; Laws of chemical combination @laws-of-combination; Atomic and molecular masses @atomic-mass; Mole concept and molar mass @mole-concept; Stoichiometry and limiting reagent @stoichiometry',
  'Structure of Atom | atomic-structure | Discovery of sub-atomic particles @subatomic-particles; Atomic models of Thomson and Rutherford @atomic-models; Bohr’s model of the hydrogen atom @bohr-model; Quantum mechanical model and quantum numbers @quantum-numbers; Electronic configuration of atoms @electronic-configuration',
  'Classification of Elements and Periodicity in Properties | periodic-table | Genesis of periodic classification @history; Modern periodic law and long form of the table @modern-periodic-law; Electronic configurations and types of elements @blocks; Periodic trends in properties @periodic-trends',
  'Chemical Bonding and Molecular Structure | bonding | Kossel-Lewis approach and octet rule @octet-rule; Ionic bond and lattice enthalpy @ionic-bond; Bond parameters @bond-parameters; VSEPR theory @vsepr; Hybridisation @hybridisation; Molecular orbital theory @molecular-orbital; Hydrogen bonding @hydrogen-bond',
  'Thermodynamics | thermodynamics | System, surroundings and state functions @system; First law and internal energy @first-law; Enthalpy and Hess’s law @enthalpy; Enthalpies of reactions @reaction-enthalpy; Entropy and Gibbs energy @gibbs-energy',
  'Equilibrium | equilibrium | Equilibrium in physical and chemical processes @dynamic-equilibrium; Law of chemical equilibrium and equilibrium constant @equilibrium-constant; Le Chatelier’s principle @le-chatelier; Ionic equilibrium, acids and bases @ionic-equilibrium; pH scale and buffer solutions @ph; Solubility product @solubility-product',
  'Redox Reactions | redox | Classical idea of redox reactions @classical; Electron transfer view of redox @electron-transfer; Oxidation number @oxidation-number; Balancing redox reactions @balancing',
  'Organic Chemistry – Some Basic Principles and Techniques | organic-basics | Tetravalence of carbon and structural representations @structures; Classification of organic compounds @classification; IUPAC nomenclature @nomenclature; Isomerism @isomerism; Electronic effects and reaction intermediates @electronic-effects; Purification and qualitative analysis @purification',
  'Hydrocarbons | hydrocarbons | Alkanes @alkanes; Alkenes @alkenes; Alkynes @alkynes; Aromatic hydrocarbons and benzene @aromatic',
]);

const CLASS_XII = book('Chemistry', 'ncert-chemistry-12', 'Chemistry – Textbook for Class XII (Part I & II)', 'NCERT', [
  'Solutions | solutions | Types of solutions and concentration terms @concentration; Solubility and Henry’s law @solubility; Vapour pressure and Raoult’s law @raoults-law; Ideal and non-ideal solutions @ideal-solutions; Colligative properties and molar mass @colligative-properties',
  'Electrochemistry | electrochemistry | Electrochemical cells @cells; Electrode potential and Nernst equation @nernst-equation; Conductance of electrolytic solutions @conductance; Electrolytic cells and electrolysis @electrolysis; Batteries, fuel cells and corrosion @batteries',
  'Chemical Kinetics | kinetics | Rate of a chemical reaction @rate; Factors influencing rate and rate law @rate-law; Integrated rate equations and half-life @integrated-rate; Temperature dependence and the Arrhenius equation @arrhenius; Collision theory @collision-theory',
  'The d- and f-Block Elements | d-f-block | Position and electronic configuration of d-block elements @d-block; General properties of transition elements @transition-properties; Important compounds: dichromate and permanganate @compounds; Lanthanoids and actinoids @f-block',
  'Coordination Compounds | coordination | Werner’s theory @werner-theory; Definitions and nomenclature @nomenclature; Isomerism in coordination compounds @isomerism; Valence bond and crystal field theories @bonding-theories; Importance of coordination compounds @applications',
  'Haloalkanes and Haloarenes | haloalkanes | Classification and nomenclature @nomenclature; Methods of preparation @preparation; Physical properties @properties; Nucleophilic substitution reactions @sn-reactions; Polyhalogen compounds @polyhalogen',
  'Alcohols, Phenols and Ethers | alcohols | Classification and nomenclature @nomenclature; Preparation of alcohols and phenols @preparation; Chemical reactions of alcohols and phenols @reactions; Ethers @ethers',
  'Aldehydes, Ketones and Carboxylic Acids | carbonyl | Nomenclature and structure of the carbonyl group @structure; Preparation of aldehydes and ketones @preparation; Reactions of aldehydes and ketones @reactions; Carboxylic acids: preparation and properties @carboxylic-acids',
  'Amines | amines | Structure and classification @classification; Preparation of amines @preparation; Chemical reactions and basicity @reactions; Diazonium salts @diazonium',
  'Biomolecules | biomolecules | Carbohydrates @carbohydrates; Proteins @proteins; Enzymes @enzymes; Vitamins @vitamins; Nucleic acids @nucleic-acids; Hormones @hormones',
]);

export const CBSE_SENIOR_CHEMISTRY: SubjectCurriculum[] = [
  entry('CBSE', 11, 'Chemistry', [CLASS_XI]),
  entry('CBSE', 12, 'Chemistry', [CLASS_XII]),
];
