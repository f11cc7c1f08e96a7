import type { SubjectCurriculum } from '../types';
import { ncertBook } from './secondary-helpers';

// NCERT Science, rationalised editions (2023 onwards): Class IX has 12 chapters, Class X 13.

export const CBSE_SCIENCE_9: SubjectCurriculum = {
  board: 'CBSE',
  grade: 9,
  subject: 'Science',
  books: [
    ncertBook('ncert-science-9', 'Science Textbook for Class IX', [
      [
        'Matter in Our Surroundings',
        [
          ['Physical Nature of Matter', 'science.matter.particles'],
          ['States of Matter', 'science.matter.states'],
          ['Can Matter Change its State?', 'science.matter.change-of-state', 'science.matter.latent-heat'],
          ['Evaporation', 'science.matter.evaporation'],
        ],
      ],
      [
        'Is Matter Around Us Pure?',
        [
          ['What is a Mixture?', 'science.matter.mixtures'],
          ['What is a Solution?', 'science.matter.solutions', 'science.matter.concentration'],
          ['Physical and Chemical Changes', 'science.matter.physical-chemical-change'],
          ['What are the Types of Pure Substances?', 'science.matter.elements-compounds'],
        ],
      ],
      [
        'Atoms and Molecules',
        [
          ['Laws of Chemical Combination', 'science.atoms.laws-of-combination'],
          ['What is an Atom?', 'science.atoms.atomic-mass'],
          ['What is a Molecule?', 'science.atoms.molecules', 'science.atoms.ions'],
          ['Writing Chemical Formulae', 'science.atoms.formulae'],
          ['Molecular Mass', 'science.atoms.molecular-mass'],
        ],
      ],
      [
        'Structure of the Atom',
        [
          ['Charged Particles in Matter', 'science.atom-structure.subatomic'],
          ['Structure of an Atom', 'science.atom-structure.models'],
          ['Distribution of Electrons in Different Orbits', 'science.atom-structure.electronic-configuration'],
          ['Valency', 'science.atom-structure.valency'],
          ['Atomic Number, Mass Number, Isotopes and Isobars', 'science.atom-structure.isotopes'],
        ],
      ],
      [
        'The Fundamental Unit of Life',
        [
          ['What are Living Organisms Made Up of?', 'science.cell.cell-theory'],
          ['Structural Organisation of a Cell', 'science.cell.plasma-membrane', 'science.cell.nucleus'],
          ['Cell Organelles', 'science.cell.organelles'],
          ['Cell Division', 'science.cell.division'],
        ],
      ],
      [
        'Tissues',
        [
          ['Plant Tissues', 'science.tissues.meristematic', 'science.tissues.permanent'],
          ['Animal Tissues', 'science.tissues.animal'],
        ],
      ],
      [
        'Motion',
        [
          ['Describing Motion', 'science.motion.distance-displacement'],
          ['Measuring the Rate of Motion', 'science.motion.speed-velocity'],
          ['Rate of Change of Velocity', 'science.motion.acceleration'],
          ['Graphical Representation of Motion', 'science.motion.graphs'],
          ['Equations of Motion', 'science.motion.equations', 'science.motion.circular'],
        ],
      ],
      [
        'Force and Laws of Motion',
        [
          ['Balanced and Unbalanced Forces', 'science.force.balanced'],
          ['First Law of Motion', 'science.force.inertia'],
          ['Second Law of Motion', 'science.force.momentum', 'science.force.second-law'],
          ['Third Law of Motion', 'science.force.third-law'],
        ],
      ],
      [
        'Gravitation',
        [
          ['Universal Law of Gravitation', 'science.gravitation.universal-law'],
          ['Free Fall', 'science.gravitation.free-fall'],
          ['Mass and Weight', 'science.gravitation.mass-weight'],
          ['Thrust and Pressure', 'science.gravitation.pressure'],
          ["Archimedes' Principle", 'science.gravitation.buoyancy'],
        ],
      ],
      [
        'Work and Energy',
        [
          ['Work', 'science.work-energy.work'],
          [
            'Energy',
            'science.work-energy.kinetic',
            'science.work-energy.potential',
            'science.work-energy.conservation',
          ],
          ['Rate of Doing Work', 'science.work-energy.power'],
        ],
      ],
      [
        'Sound',
        [
          ['Production and Propagation of Sound', 'science.sound.propagation', 'science.sound.wave-properties'],
          ['Reflection of Sound', 'science.sound.echo'],
          ['Range of Hearing and Ultrasound', 'science.sound.ultrasound'],
        ],
      ],
      [
        'Improvement in Food Resources',
        [
          ['Improvement in Crop Yields', 'science.food.crop-variety', 'science.food.crop-production'],
          ['Crop Protection Management', 'science.food.crop-protection'],
          ['Animal Husbandry', 'science.food.animal-husbandry'],
        ],
      ],
    ]),
  ],
};

export const CBSE_SCIENCE_10: SubjectCurriculum = {
  board: 'CBSE',
  grade: 10,
  subject: 'Science',
  books: [
    ncertBook('ncert-science-10', 'Science Textbook for Class X', [
      [
        'Chemical Reactions and Equations',
        [
          ['Chemical Equations', 'science.reactions.balancing'],
          ['Types of Chemical Reactions', 'science.reactions.types', 'science.reactions.redox'],
          ['Effects of Oxidation Reactions in Everyday Life', 'science.reactions.corrosion-rancidity'],
        ],
      ],
      [
        'Acids, Bases and Salts',
        [
          ['Chemical Properties of Acids and Bases', 'science.acids-bases.properties'],
          ['What do All Acids and All Bases have in Common?', 'science.acids-bases.ions'],
          ['How Strong are Acid or Base Solutions?', 'science.acids-bases.ph'],
          ['More about Salts', 'science.acids-bases.salts'],
        ],
      ],
      [
        'Metals and Non-metals',
        [
          ['Physical Properties', 'science.metals.physical-properties'],
          ['Chemical Properties of Metals', 'science.metals.reactivity-series'],
          ['How do Metals and Non-metals React?', 'science.metals.ionic-compounds'],
          ['Occurrence of Metals', 'science.metals.extraction'],
          ['Corrosion', 'science.metals.corrosion'],
        ],
      ],
      [
        'Carbon and its Compounds',
        [
          ['Bonding in Carbon – The Covalent Bond', 'science.carbon.covalent-bond'],
          [
            'Versatile Nature of Carbon',
            'science.carbon.catenation',
            'science.carbon.homologous-series',
            'science.carbon.functional-groups',
          ],
          ['Chemical Properties of Carbon Compounds', 'science.carbon.reactions'],
          ['Some Important Carbon Compounds – Ethanol and Ethanoic Acid', 'science.carbon.ethanol-ethanoic-acid'],
        ],
      ],
      [
        'Life Processes',
        [
          ['Nutrition', 'science.life-processes.nutrition', 'science.life-processes.photosynthesis'],
          ['Respiration', 'science.life-processes.respiration'],
          ['Transportation', 'science.life-processes.transportation'],
          ['Excretion', 'science.life-processes.excretion'],
        ],
      ],
      [
        'Control and Coordination',
        [
          ['Animals – Nervous System', 'science.control.nervous-system', 'science.control.reflex-arc'],
          ['Coordination in Plants', 'science.control.tropisms', 'science.control.plant-hormones'],
          ['Hormones in Animals', 'science.control.endocrine'],
        ],
      ],
      [
        'How do Organisms Reproduce?',
        [
          ['Do Organisms Create Exact Copies of Themselves?', 'science.reproduction.variation'],
          ['Modes of Reproduction Used by Single Organisms', 'science.reproduction.asexual'],
          ['Sexual Reproduction in Flowering Plants', 'science.reproduction.flowering-plants'],
          ['Reproduction in Human Beings', 'science.reproduction.human'],
        ],
      ],
      [
        'Heredity',
        [
          ['Accumulation of Variation during Reproduction', 'science.heredity.variation'],
          ['Rules for the Inheritance of Traits – Mendel’s Contributions', 'science.heredity.mendel'],
          ['Sex Determination', 'science.heredity.sex-determination'],
        ],
      ],
      [
        'Light – Reflection and Refraction',
        [
          ['Reflection of Light', 'science.light.reflection'],
          ['Spherical Mirrors', 'science.light.mirror-formula'],
          ['Refraction of Light', 'science.light.refraction', 'science.light.refractive-index'],
          ['Refraction by Spherical Lenses', 'science.light.lens-formula', 'science.light.power'],
        ],
      ],
      [
        'The Human Eye and the Colourful World',
        [
          ['The Human Eye', 'science.eye.structure', 'science.eye.accommodation'],
          ['Defects of Vision and their Correction', 'science.eye.defects'],
          ['Refraction and Dispersion of Light through a Prism', 'science.eye.prism', 'science.eye.dispersion'],
          ['Atmospheric Refraction', 'science.eye.atmospheric-refraction'],
          ['Scattering of Light', 'science.eye.scattering'],
        ],
      ],
      [
        'Electricity',
        [
          ['Electric Current and Circuit', 'science.electricity.current'],
          ['Electric Potential and Potential Difference', 'science.electricity.potential'],
          ["Ohm's Law and Resistance", 'science.electricity.ohms-law', 'science.electricity.resistivity'],
          ['Resistance of a System of Resistors', 'science.electricity.series-parallel'],
          [
            'Heating Effect of Electric Current and Electric Power',
            'science.electricity.heating',
            'science.electricity.power',
          ],
        ],
      ],
      [
        'Magnetic Effects of Electric Current',
        [
          ['Magnetic Field and Field Lines', 'science.magnetism.field-lines'],
          ['Magnetic Field due to a Current-carrying Conductor', 'science.magnetism.current-field'],
          [
            'Force on a Current-carrying Conductor in a Magnetic Field',
            'science.magnetism.force',
            'science.magnetism.flemings-left-hand',
          ],
          ['Domestic Electric Circuits', 'science.magnetism.domestic-circuits'],
        ],
      ],
      [
        'Our Environment',
        [
          ['Ecosystem – What are its Components?', 'science.environment.ecosystem'],
          ['Food Chains and Webs', 'science.environment.food-chains', 'science.environment.ten-percent-law'],
          ['How do our Activities Affect the Environment?', 'science.environment.ozone', 'science.environment.waste'],
        ],
      ],
    ]),
  ],
};
