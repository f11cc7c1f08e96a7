import type { SubjectCurriculum } from '../types';
import { buildBook, cbse } from './middle-helpers';

// The NCF-2023 Curiosity books are the defaults for classes 6, 7 and 8; the rationalised NCERT Science books of
// classes 7 and 8 follow as alternatives (much of the bank is still placed in them). Curiosity 8's chapter list is
// from published 2025-26 syllabus pages (13 chapters); its topics are ours, not yet checked against the book.

const curiosity6 = buildBook('Science', 'ncert-curiosity-6', 'Curiosity (Class 6)', [
  [
    'The Wonderful World of Science',
    'scientific-method',
    ['Curiosity and Questioning', 'Steps of the Scientific Method'],
  ],
  [
    'Diversity in the Living World',
    'diversity',
    ['Diversity in Plants', 'Leaf Venation and Root Types', 'Diversity in Animals and Habitats'],
  ],
  [
    'Mindful Eating: A Path to a Healthy Body',
    'nutrition',
    ['Nutrients in Food', 'Tests for Nutrients', 'Balanced Diet and Deficiency Diseases'],
  ],
  [
    'Exploring Magnets',
    'magnets',
    ['Magnetic and Non-magnetic Materials', 'Poles of a Magnet', 'Attraction and Repulsion', 'Magnetic Compass'],
  ],
  [
    'Measurement of Length and Motion',
    'measurement',
    ['Standard Units of Length', 'Correct Way of Measuring', 'Types of Motion'],
  ],
  ['Materials Around Us', 'materials', ['Grouping Materials', 'Properties of Materials', 'Transparency of Materials']],
  [
    'Temperature and its Measurement',
    'temperature',
    ['Hot and Cold', 'Clinical Thermometer', 'Laboratory Thermometer'],
  ],
  [
    'A Journey through States of Water',
    'states-of-water',
    ['States of Water', 'Evaporation and Condensation', 'Factors Affecting Evaporation'],
  ],
  [
    'Methods of Separation in Everyday Life',
    'separation',
    [
      'Handpicking, Threshing and Winnowing',
      'Sieving, Sedimentation, Decantation and Filtration',
      'Evaporation and Churning',
    ],
  ],
  [
    'Living Creatures: Exploring their Characteristics',
    'living-things',
    ['Characteristics of Living Beings', 'Germination of Seeds', 'Life Cycles'],
  ],
  [
    "Nature's Treasures",
    'natural-resources',
    ['Air and Water as Resources', 'Renewable and Non-renewable Resources', 'Conservation of Resources'],
  ],
  ['Beyond Earth', 'space', ['Stars and Constellations', 'The Solar System', 'Asteroids, Comets and Satellites']],
]);

const science7 = buildBook('Science', 'ncert-science-7', 'Science (Class VII)', [
  [
    'Nutrition in Plants',
    'plant-nutrition',
    ['Photosynthesis', 'Other Modes of Nutrition in Plants', 'Replenishing Nutrients in the Soil'],
  ],
  [
    'Nutrition in Animals',
    'animal-nutrition',
    ['Digestion in Humans', 'Digestion in Grass-eating Animals', 'Feeding and Digestion in Amoeba'],
  ],
  ['Heat', 'heat', ['Measuring Temperature', 'Transfer of Heat', 'Clothes in Summer and Winter']],
  ['Acids, Bases and Salts', 'acids-bases', ['Acids and Bases', 'Natural Indicators', 'Neutralisation']],
  ['Physical and Chemical Changes', 'changes', ['Physical Changes', 'Chemical Changes', 'Rusting and Crystallisation']],
  [
    'Respiration in Organisms',
    'respiration',
    ['Aerobic and Anaerobic Respiration', 'Breathing in Humans', 'Respiration in Other Organisms'],
  ],
  [
    'Transportation in Animals and Plants',
    'transport',
    ['Circulatory System', 'Excretion in Animals', 'Transport of Substances in Plants'],
  ],
  [
    'Reproduction in Plants',
    'plant-reproduction',
    ['Vegetative Propagation', 'Pollination and Fertilisation', 'Seed Dispersal'],
  ],
  ['Motion and Time', 'motion', ['Speed', 'Measurement of Time', 'Distance-Time Graph']],
  [
    'Electric Current and its Effects',
    'electricity',
    ['Symbols of Electric Components', 'Heating Effect of Electric Current', 'Magnetic Effect of Electric Current'],
  ],
  ['Light', 'light', ['Reflection of Light', 'Spherical Mirrors and Lenses', 'Sunlight: White or Coloured?']],
  ['Forests: Our Lifeline', 'forests', ['Components of a Forest', 'Food Chains in a Forest', 'Importance of Forests']],
  ['Wastewater Story', 'wastewater', ['Sewage and its Treatment', 'Better Housekeeping Practices', 'Sanitation']],
]);

const curiosity7 = buildBook('Science', 'ncert-curiosity-7', 'Curiosity (Class 7)', [
  ['The Ever-Evolving World of Science', 'scientific-method', ['Science as a Process', 'Asking Questions']],
  ['Exploring Substances: Acidic, Basic, and Neutral', 'acids-bases', ['Indicators', 'Neutralisation']],
  ['Electricity: Circuits and their Components', 'electricity', ['Electric Circuits', 'Conductors and Insulators']],
  ['The World of Metals and Non-metals', 'metals', ['Properties of Metals', 'Properties of Non-metals']],
  ['Changes Around Us: Physical and Chemical', 'changes', ['Physical Changes', 'Chemical Changes']],
  ['Adolescence: A Stage of Growth and Change', 'adolescence', ['Changes during Adolescence', 'Health and Hygiene']],
  ['Heat Transfer in Nature', 'heat', ['Conduction, Convection and Radiation', 'Land and Sea Breezes']],
  ['Measurement of Time and Motion', 'motion', ['Measuring Time', 'Speed']],
  ['Life Processes in Animals', 'animal-nutrition', ['Digestion', 'Breathing']],
  ['Life Processes in Plants', 'plant-nutrition', ['Photosynthesis', 'Transport in Plants']],
  ['Light: Shadows and Reflections', 'light', ['Shadows', 'Reflection']],
  ['Earth, Moon, and the Sun', 'space', ['Day and Night', 'Phases of the Moon and Eclipses']],
]);

const curiosity8 = buildBook('Science', 'ncert-curiosity-8', 'Curiosity (Class 8)', [
  ['Exploring the Investigative World of Science', 'scientific-method', ['Science as Inquiry', 'Fair Tests']],
  [
    'The Invisible Living World: Beyond Our Naked Eye',
    'microorganisms',
    ['Cells and Microscopes', 'Microorganisms Around Us'],
  ],
  ['Health: The Ultimate Treasure', 'health', ['Diseases and their Causes', 'Prevention and Vaccines']],
  [
    'Electricity: Magnetic and Heating Effects',
    'electricity',
    ['Heating Effect of Current', 'Magnetic Effect of Current'],
  ],
  ['Exploring Forces', 'force', ['Contact and Non-contact Forces', 'Friction']],
  ['Pressure, Winds, Storms, and Cyclones', 'pressure', ['Air Pressure', 'Winds, Storms and Cyclones']],
  ['Particulate Nature of Matter', 'matter', ['Particles of Matter', 'States of Matter']],
  ['Nature of Matter: Elements, Compounds, and Mixtures', 'elements', ['Elements and Compounds', 'Mixtures']],
  [
    'The Amazing World of Solutes, Solvents, and Solutions',
    'solutions',
    ['Solutes and Solvents', 'Solubility and Concentration'],
  ],
  ['Light: Mirrors and Lenses', 'light', ['Mirrors', 'Lenses']],
  ['Keeping Time with the Skies', 'space', ['Phases of the Moon', 'Calendars from the Sky']],
  ['How Nature Works in Harmony', 'ecosystems', ['Interdependence', 'Cycles in Nature']],
  ['Our Home: Earth, a Unique Life Sustaining Planet', 'earth', ['Conditions for Life', 'Protecting the Earth']],
]);

const science8 = buildBook('Science', 'ncert-science-8', 'Science (Class VIII)', [
  [
    'Crop Production and Management',
    'agriculture',
    ['Kharif and Rabi Crops', 'Agricultural Practices', 'Manures and Fertilisers', 'Irrigation'],
  ],
  [
    'Microorganisms: Friend and Foe',
    'microorganisms',
    [
      'Types of Microorganisms',
      'Useful Microorganisms',
      'Harmful Microorganisms',
      'Food Preservation',
      'Nitrogen Cycle',
    ],
  ],
  ['Coal and Petroleum', 'fuels', ['Exhaustible and Inexhaustible Resources', 'Coal', 'Petroleum and Natural Gas']],
  [
    'Combustion and Flame',
    'combustion',
    ['Combustion and Ignition Temperature', 'Fire Control', 'Structure of a Flame', 'Fuel Efficiency'],
  ],
  [
    'Conservation of Plants and Animals',
    'conservation',
    ['Deforestation', 'Biosphere Reserves and National Parks', 'Endemic and Endangered Species'],
  ],
  [
    'Reproduction in Animals',
    'animal-reproduction',
    ['Sexual Reproduction', 'Fertilisation and Development', 'Asexual Reproduction'],
  ],
  ['Reaching the Age of Adolescence', 'adolescence', ['Adolescence and Puberty', 'Hormones', 'Reproductive Health']],
  [
    'Force and Pressure',
    'force',
    ['Force: A Push or a Pull', 'Contact and Non-contact Forces', 'Pressure', 'Pressure Exerted by Liquids and Gases'],
  ],
  ['Friction', 'friction', ['Factors Affecting Friction', 'Increasing and Reducing Friction', 'Fluid Friction']],
  [
    'Sound',
    'sound',
    ['Vibration and Sound', 'Amplitude, Frequency and Pitch', 'Audible and Inaudible Sounds', 'Noise Pollution'],
  ],
  ['Chemical Effects of Electric Current', 'electricity', ['Conduction in Liquids', 'Electroplating']],
  ['Some Natural Phenomena', 'natural-phenomena', ['Lightning and Charges', 'Earthquakes']],
  ['Light', 'light', ['Laws of Reflection', 'Regular and Diffused Reflection', 'The Human Eye']],
]);

export const MIDDLE_SCIENCE: SubjectCurriculum[] = [
  cbse(6, 'Science', [curiosity6]),
  cbse(7, 'Science', [curiosity7, science7]),
  cbse(8, 'Science', [curiosity8, science8]),
];
