import type { BankQuestion } from '@app/shared';
import { olympiadSection } from './build';

const lr3 = olympiadSection('NSO', 3, 'Logical Reasoning');
const sci3 = olympiadSection('NSO', 3, 'Science');
const ach3 = olympiadSection('NSO', 3, 'Achievers Section');
const lr7 = olympiadSection('NSO', 7, 'Logical Reasoning');
const sci7 = olympiadSection('NSO', 7, 'Science');
const ach7 = olympiadSection('NSO', 7, 'Achievers Section');

/** NSO class 3 and class 7 practice MCQs, every section. */
export const BANK_OLYMPIAD_NSO: BankQuestion[] = [
  // Class 3 — Logical Reasoning
  lr3(
    'Patterns',
    'easy',
    'What comes next in the series: A, C, E, G, ___?',
    ['I', 'H', 'J', 'K'],
    'The series skips one letter each time (A, _B_, C, _D_, E ...), so after G comes I.',
    { mis: { H: 'Took the next letter without skipping one.' } },
  ),
  lr3(
    'Analogy and Classification',
    'easy',
    'Cow : Calf :: Dog : ___',
    ['Puppy', 'Kitten', 'Cub', 'Foal'],
    'A calf is the young one of a cow; the young one of a dog is a puppy.',
  ),
  lr3(
    'Geometrical Shapes',
    'medium',
    'How many sides do 3 triangles and 2 squares have in all?',
    ['17', '15', '20', '12'],
    '3 triangles have 3 × 3 = 9 sides and 2 squares have 2 × 4 = 8 sides: 9 + 8 = 17.',
  ),
  lr3(
    'Alphabet Test',
    'medium',
    "If the letters of the word 'PLANT' are arranged in alphabetical order, which letter comes in the middle?",
    ['N', 'A', 'L', 'P'],
    'In alphabetical order the letters are A, L, N, P, T; the middle (3rd) letter is N.',
  ),
  lr3(
    'Ranking Test',
    'easy',
    'Five children stand in a line. Anu is third from the front. What is her position from the back?',
    ['3rd', '2nd', '4th', '5th'],
    'Position from the back = 5 − 3 + 1 = 3rd.',
  ),
  // Class 3 — Science
  sci3(
    'Plants and Animals',
    'easy',
    'Which part of a plant makes food for the plant?',
    ['Leaf', 'Root', 'Stem', 'Flower'],
    'Green leaves make food using sunlight, air and water.',
    { mis: { Root: 'Roots take in water and minerals but do not make food.' } },
  ),
  sci3(
    'Birds',
    'easy',
    'Which of these birds cannot fly?',
    ['Ostrich', 'Sparrow', 'Eagle', 'Parrot'],
    'The ostrich is too heavy to fly; it runs fast instead.',
  ),
  sci3(
    'Human Body',
    'easy',
    'Which organ pumps blood throughout our body?',
    ['Heart', 'Lungs', 'Brain', 'Stomach'],
    'The heart is a muscular pump that sends blood to all parts of the body.',
  ),
  sci3(
    'Matter and Materials',
    'medium',
    'Which of the following is a liquid at room temperature?',
    ['Milk', 'Ice', 'Stone', 'Air'],
    'Milk flows and takes the shape of its container; ice and stone are solids and air is a gas.',
  ),
  sci3(
    'Earth and Universe',
    'medium',
    'Riya lists the planets in order from the Sun. Which planet does she write first?',
    ['Mercury', 'Venus', 'Earth', 'Mars'],
    'Mercury is the first planet from the Sun.',
    { mis: { Venus: 'Venus is the hottest planet, but it is second from the Sun.' } },
  ),
  sci3(
    'Light, Sound and Force',
    'medium',
    'A shadow is formed when ___',
    [
      'an opaque object blocks light',
      'a transparent object lets light pass',
      'light bends around an object',
      'an object gives out its own light',
    ],
    'Light travels in straight lines; an opaque object stops it, leaving a dark area behind it.',
  ),
  sci3(
    'Food',
    'easy',
    'Which of these foods do we get from an animal?',
    ['Honey', 'Rice', 'Spinach', 'Peanut'],
    'Honey is made by honeybees; the others come from plants.',
  ),
  // Class 3 — Achievers Section
  ach3(
    'Plants and Animals',
    'hard',
    'Cactus plants have spines instead of broad leaves. How does this help them?',
    [
      'It reduces the loss of water',
      'It helps them make more food',
      'It attracts insects',
      'It helps them absorb more sunlight',
    ],
    'Broad leaves lose a lot of water; spines lose very little, which helps the cactus survive in the desert.',
  ),
  ach3(
    'Our Environment',
    'hard',
    'Which of these actions best helps to reduce air pollution in a city?',
    [
      'Using public transport instead of cars',
      'Burning dry leaves',
      'Cutting roadside trees',
      'Keeping engines running at traffic signals',
    ],
    'Fewer vehicles on the road means less smoke; the other actions add smoke or remove trees that clean the air.',
  ),
  ach3(
    'Matter and Materials',
    'hard',
    'Salt, sugar, sand and chalk powder are each stirred into a glass of water. Which two dissolve?',
    ['Salt and sugar', 'Sand and chalk powder', 'Sugar and sand', 'Salt and chalk powder'],
    'Salt and sugar dissolve in water; sand and chalk powder settle at the bottom.',
  ),
  ach3(
    'Light, Sound and Force',
    'extreme',
    'In the morning your shadow points towards the west. In which direction is the Sun?',
    ['East', 'West', 'North', 'South'],
    'A shadow forms on the side away from the light, so the Sun is in the east, where it rises in the morning.',
    { mis: { West: 'Thought the shadow points towards the Sun.' } },
  ),
  ach3(
    'Human Body',
    'hard',
    'When we run fast, we breathe faster. Why?',
    [
      'Our body needs more oxygen',
      'Our body needs more carbon dioxide',
      'Our lungs become smaller',
      'Our heart stops for a while',
    ],
    'Working muscles use more oxygen to release energy, so we breathe faster to take in more of it.',
  ),
  // Class 7 — Logical Reasoning
  lr7(
    'Series Completion',
    'medium',
    'Find the next term: B, E, H, K, ___',
    ['N', 'M', 'O', 'L'],
    'Each letter is three places after the previous one: K + 3 = N.',
  ),
  lr7(
    'Analogy and Classification',
    'medium',
    'Find the odd one out: Copper, Iron, Sulphur, Aluminium',
    ['Sulphur', 'Copper', 'Iron', 'Aluminium'],
    'Sulphur is a non-metal; the others are metals.',
  ),
  lr7(
    'Blood Relations',
    'hard',
    'A is the brother of B. B is the sister of C. C is the father of D. How is A related to D?',
    ['Uncle', 'Father', 'Brother', 'Grandfather'],
    "A, B and C are siblings and A is male; C is D's father, so A is D's uncle.",
  ),
  lr7(
    'Direction Sense Test',
    'medium',
    'Ravi faces north. He turns 90° clockwise and then 180° anticlockwise. Which direction does he face now?',
    ['West', 'East', 'South', 'North'],
    'North turned 90° clockwise is east; east turned 180° is west.',
  ),
  lr7(
    'Cubes and Dice',
    'hard',
    'A cube painted red on all faces is cut into 27 equal smaller cubes. How many small cubes have exactly two faces painted?',
    ['12', '8', '6', '1'],
    'Cubes with two painted faces sit in the middle of each edge: 12 edges × 1 = 12. (8 corner cubes have three faces painted.)',
    { mis: { '8': 'Counted the corner cubes, which have three painted faces.' } },
  ),
  lr7(
    'Coding-Decoding',
    'medium',
    'If each letter is given its position in the alphabet (A = 1, B = 2, ...), RED = 18 + 5 + 4 = 27. What is the value of BLUE?',
    ['40', '38', '42', '36'],
    'B = 2, L = 12, U = 21, E = 5, and 2 + 12 + 21 + 5 = 40.',
  ),
  // Class 7 — Science
  sci7(
    'Nutrition in Plants',
    'easy',
    'Plants such as Cuscuta (amarbel) that take food from other living plants are called ___',
    ['parasites', 'autotrophs', 'saprotrophs', 'insectivorous plants'],
    'Cuscuta has no chlorophyll and takes its food from a host plant, so it is a parasite.',
    { mis: { saprotrophs: 'Saprotrophs feed on dead and decaying matter, not on living plants.' } },
  ),
  sci7(
    'Acids, Bases and Salts',
    'medium',
    'Turmeric paper turns red when it is dipped in ___',
    ['soap solution', 'lemon juice', 'vinegar', 'sugar solution'],
    'Turmeric turns red in a base; soap solution is basic, while lemon juice and vinegar are acids.',
  ),
  sci7(
    'Heat',
    'medium',
    "By which mode of heat transfer does the Sun's heat reach the Earth?",
    ['Radiation', 'Conduction', 'Convection', 'Reflection'],
    'Space has no medium to carry heat, so it travels as radiation.',
    { mis: { Convection: 'Convection needs a fluid medium; there is none in space.' } },
  ),
  sci7(
    'Physical and Chemical Changes',
    'medium',
    'Which of these changes produces a new substance?',
    ['Rusting of iron', 'Melting of ice', 'Dissolving sugar in water', 'Tearing paper'],
    'Rusting forms a new substance (iron oxide); the others change only shape or state.',
  ),
  sci7(
    'Motion and Time',
    'hard',
    'A car covers 150 km in 2 hours 30 minutes. What is its average speed?',
    ['60 km/h', '75 km/h', '50 km/h', '65 km/h'],
    'Speed = distance ÷ time = 150 km ÷ 2.5 h = 60 km/h.',
    { mis: { '75 km/h': 'Used 2 hours and ignored the 30 minutes.' } },
  ),
  sci7(
    'Respiration in Organisms',
    'medium',
    'During heavy exercise, muscle cells respire without enough oxygen and build up ___, which causes cramps.',
    ['lactic acid', 'alcohol', 'glucose', 'oxygen'],
    'Anaerobic respiration in muscles breaks glucose into lactic acid; yeast, not muscle, makes alcohol.',
  ),
  sci7(
    'Electric Current and Its Effects',
    'medium',
    'An electric fuse works on the ___',
    [
      'heating effect of current',
      'magnetic effect of current',
      'chemical effect of current',
      'lighting effect of current',
    ],
    'Too much current heats the fuse wire until it melts and breaks the circuit.',
  ),
  // Class 7 — Achievers Section
  ach7(
    'Light',
    'hard',
    'An object is 10 cm in front of a plane mirror. It is moved 3 cm towards the mirror. What is the new distance between the object and its image?',
    ['14 cm', '7 cm', '20 cm', '6 cm'],
    'The object is now 7 cm from the mirror and its image is 7 cm behind it: 7 + 7 = 14 cm.',
    { mis: { '7 cm': 'Gave the distance from the object to the mirror only.' } },
  ),
  ach7(
    'Acids, Bases and Salts',
    'hard',
    'A few drops of china rose indicator turn an unknown solution dark pink (magenta). What kind of solution is it?',
    ['Acidic', 'Basic', 'Neutral', 'Salt solution'],
    'China rose indicator turns acids dark pink (magenta) and bases green.',
  ),
  ach7(
    'Motion and Time',
    'hard',
    'A simple pendulum completes 20 oscillations in 32 seconds. What is its time period?',
    ['1.6 s', '0.625 s', '32 s', '3.2 s'],
    'Time period = total time ÷ number of oscillations = 32 ÷ 20 = 1.6 s.',
    { mis: { '0.625 s': 'Divided the oscillations by the time (that is the frequency).' } },
  ),
  ach7(
    'Electric Current and Its Effects',
    'hard',
    'An electromagnet is made by winding insulated wire around an iron nail and connecting a cell. Which change makes it stronger?',
    [
      'Increasing the number of turns of wire',
      'Replacing the iron nail with a wooden stick',
      'Using a weaker cell',
      'Removing the nail',
    ],
    'More turns of wire (or more current) make a stronger magnetic field; the iron core also strengthens it.',
  ),
  ach7(
    'Transportation in Animals and Plants',
    'extreme',
    'The pulmonary artery is unusual among arteries because it carries ___',
    [
      'deoxygenated blood from the heart to the lungs',
      'oxygenated blood from the lungs to the heart',
      'oxygenated blood from the heart to the body',
      'deoxygenated blood from the body to the heart',
    ],
    'Arteries carry blood away from the heart, usually rich in oxygen; the pulmonary artery carries oxygen-poor blood to the lungs.',
  ),
];
