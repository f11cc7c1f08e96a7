import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT Biology, rationalised editions: Class XI has 19 chapters (Transport in Plants, Mineral Nutrition and
// Digestion and Absorption were dropped); Class XII has 13 chapters.

const CLASS_XI = book('Biology', 'ncert-biology-11', 'Biology – Textbook for Class XI', 'NCERT', [
  'The Living World | living-world | Diversity in the living world @diversity; Taxonomic categories @taxonomic-categories; Binomial nomenclature @nomenclature',
  'Biological Classification | classification | Five kingdom classification @five-kingdoms; Kingdom Monera and Protista @monera-protista; Kingdom Fungi @fungi; Viruses, viroids and lichens @viruses',
  'Plant Kingdom | plant-kingdom | Algae @algae; Bryophytes @bryophytes; Pteridophytes @pteridophytes; Gymnosperms and angiosperms @seed-plants',
  'Animal Kingdom | animal-kingdom | Basis of classification @basis; Non-chordate phyla @non-chordates; Phylum Chordata and its classes @chordates',
  'Morphology of Flowering Plants | plant-morphology | Root, stem and leaf @vegetative-parts; Inflorescence and flower @flower; Fruit and seed @fruit-seed; Description of a flowering plant family @families',
  'Anatomy of Flowering Plants | plant-anatomy | Plant tissues @tissues; Tissue systems @tissue-systems; Anatomy of dicot and monocot plants @dicot-monocot',
  'Structural Organisation in Animals | animal-tissues | Animal tissues @tissues; Morphology and anatomy of the frog @frog',
  'Cell: The Unit of Life | cell | Cell theory @cell-theory; Prokaryotic cells @prokaryotic; Eukaryotic cells and the cell membrane @eukaryotic; Cell organelles @organelles; Nucleus @nucleus',
  'Biomolecules | biomolecules | Analysis of chemical composition @composition; Primary and secondary metabolites @metabolites; Proteins, polysaccharides and nucleic acids @macromolecules; Enzymes @enzymes',
  'Cell Cycle and Cell Division | cell-division | Phases of the cell cycle @cell-cycle; Mitosis and its significance @mitosis; Meiosis and its significance @meiosis',
  'Photosynthesis in Higher Plants | photosynthesis | Early experiments and site of photosynthesis @site; Pigments and the light reaction @light-reaction; Electron transport and photophosphorylation @electron-transport; Calvin cycle and the C4 pathway @calvin-cycle; Photorespiration and limiting factors @factors',
  'Respiration in Plants | respiration | Glycolysis @glycolysis; Fermentation @fermentation; Aerobic respiration and the Krebs cycle @krebs-cycle; Electron transport system @electron-transport; Respiratory quotient @respiratory-quotient',
  'Plant Growth and Development | plant-growth | Growth and its measurement @growth; Differentiation and development @development; Plant growth regulators @growth-regulators',
  'Breathing and Exchange of Gases | breathing | Human respiratory system @respiratory-system; Mechanism of breathing @mechanism; Exchange and transport of gases @gas-exchange; Regulation of respiration and disorders @disorders',
  'Body Fluids and Circulation | circulation | Blood and its composition @blood; Lymph @lymph; Human circulatory system and the heart @heart; Cardiac cycle and ECG @cardiac-cycle; Disorders of the circulatory system @disorders',
  'Excretory Products and their Elimination | excretion | Human excretory system @excretory-system; Urine formation @urine-formation; Regulation of kidney function @regulation; Disorders of the excretory system @disorders',
  'Locomotion and Movement | locomotion | Types of movement @movement-types; Muscle structure and contraction @muscle-contraction; Skeletal system and joints @skeleton; Disorders of muscles and bones @disorders',
  'Neural Control and Coordination | neural-control | Neural system and neurons @neurons; Generation and conduction of nerve impulse @nerve-impulse; Transmission across synapses @synapse; Central nervous system @brain',
  'Chemical Coordination and Integration | endocrine | Endocrine glands and hormones @glands; Human endocrine system @human-endocrine; Hormones of the heart, kidney and gut @other-hormones; Mechanism of hormone action @hormone-action',
]);

const CLASS_XII = book('Biology', 'ncert-biology-12', 'Biology – Textbook for Class XII', 'NCERT', [
  'Sexual Reproduction in Flowering Plants | plant-reproduction | Flower structure and pre-fertilisation events @pre-fertilisation; Pollination @pollination; Double fertilisation @fertilisation; Post-fertilisation: endosperm, embryo and seed @post-fertilisation; Apomixis and polyembryony @apomixis',
  'Human Reproduction | human-reproduction | Male and female reproductive systems @reproductive-systems; Gametogenesis @gametogenesis; Menstrual cycle @menstrual-cycle; Fertilisation and implantation @fertilisation; Pregnancy, embryonic development and parturition @pregnancy',
  'Reproductive Health | reproductive-health | Problems and strategies @strategies; Population stabilisation and birth control @birth-control; Sexually transmitted infections @sti; Infertility and assisted reproductive technologies @infertility',
  'Principles of Inheritance and Variation | genetics | Mendel’s laws of inheritance @mendel-laws; Inheritance of one gene and two genes @monohybrid-dihybrid; Sex determination @sex-determination; Mutation @mutation; Genetic disorders @genetic-disorders',
  'Molecular Basis of Inheritance | molecular-genetics | The DNA and its packaging @dna; Search for the genetic material @genetic-material; DNA replication @replication; Transcription and the genetic code @transcription; Translation and regulation of gene expression @translation; Human genome project and DNA fingerprinting @dna-fingerprinting',
  'Evolution | evolution | Origin of life @origin-of-life; Evidences for evolution @evidences; Adaptive radiation @adaptive-radiation; Biological evolution and Hardy-Weinberg principle @hardy-weinberg; Origin and evolution of man @human-evolution',
  'Human Health and Disease | health | Common diseases in humans @diseases; Immunity @immunity; AIDS and cancer @aids-cancer; Drugs and alcohol abuse @drug-abuse',
  'Microbes in Human Welfare | microbes | Microbes in household products @household; Microbes in industrial products @industrial; Microbes in sewage treatment and biogas @sewage-biogas; Microbes as biocontrol agents and biofertilisers @biocontrol',
  'Biotechnology: Principles and Processes | biotechnology | Principles of biotechnology @principles; Tools of recombinant DNA technology @tools; Processes of recombinant DNA technology @processes',
  'Biotechnology and its Applications | biotechnology | Applications in agriculture @agriculture; Applications in medicine @medicine; Transgenic animals @transgenic-animals; Ethical issues @ethics',
  'Organisms and Populations | ecology | Populations and their attributes @population-attributes; Population growth @population-growth; Population interactions @interactions',
  'Ecosystem | ecosystem | Ecosystem structure and function @structure; Productivity and decomposition @productivity; Energy flow @energy-flow; Ecological pyramids @pyramids',
  'Biodiversity and Conservation | biodiversity | Biodiversity and its patterns @patterns; Importance and loss of biodiversity @loss; Conservation of biodiversity @conservation',
]);

export const CBSE_SENIOR_BIOLOGY: SubjectCurriculum[] = [
  entry('CBSE', 11, 'Biology', [CLASS_XI]),
  entry('CBSE', 12, 'Biology', [CLASS_XII]),
];
