import { questionWriter } from '../build';

// Exploring Society: India and Beyond (Class 6).
const w = questionWriter(6, 'Social Studies');

w.at(1, 'Latitudes and Longitudes');
w.mcq(
  'e',
  'The $0^\\circ$ line of longitude is called the',
  ['Prime Meridian', 'Equator', 'Tropic of Cancer', 'International Date Line'],
  0,
  'The Prime Meridian passes through Greenwich near London.',
  { 1: 'The Equator is the $0^\\circ$ line of latitude' },
);
w.fib(
  'e',
  'The ____ divides the Earth into the Northern and Southern Hemispheres.',
  'Equator',
  'The Equator is the $0^\\circ$ latitude.',
);
w.tf('m', 'Lines of latitude are also called parallels.', true, 'They run parallel to the Equator and never meet.');
w.at(1, 'Time Zones');
w.sa(
  'h',
  'The Earth turns through $360^\\circ$ in 24 hours. How long does it take to turn through $1^\\circ$ of longitude? What is the time difference between two places $15^\\circ$ of longitude apart?',
  '24 hours = 1440 minutes, and 1440 ÷ 360 = 4 minutes per degree. For $15^\\circ$: 15 × 4 = 60 minutes, that is 1 hour.',
  ['24 hours', '4 minutes per degree', '1 hour', '$15^\\circ$'],
);
w.ar(
  'h',
  'Indian Standard Time is 5 hours 30 minutes ahead of Greenwich Mean Time.',
  'Indian Standard Time is the local time of the $82\\frac{1}{2}^\\circ$ E meridian.',
  1,
  '$82.5 \\times 4$ minutes = 330 minutes = 5 h 30 min, and places east of Greenwich are ahead, so R explains A.',
);

w.at(2, 'Major Oceans');
w.mcq(
  'e',
  'Which is the largest ocean on the Earth?',
  ['Pacific Ocean', 'Atlantic Ocean', 'Indian Ocean', 'Arctic Ocean'],
  0,
  'The Pacific Ocean covers about one-third of the Earth’s surface.',
);
w.at(2, 'Continents');
w.tf(
  'e',
  'Australia is both a country and a continent.',
  true,
  'Australia is the only continent that is a single country.',
);

w.at(3, 'Plateaus');
w.mcq(
  'm',
  'A raised, flat-topped land that stands above its surroundings is a',
  ['plateau', 'plain', 'valley', 'delta'],
  0,
  'Plateaus, like the Deccan Plateau, are flat-topped tablelands.',
  { 1: 'Plains are flat but low-lying' },
);
w.at(3, 'Plains');
w.sa(
  'm',
  'Why do most people live in plains?',
  'Plains have flat land and fertile soil brought by rivers, which is good for farming. Water is available, and it is easy to build houses, roads and railways.',
  ['flat land', 'fertile soil', 'rivers', 'transport'],
);

w.at(4, 'Timelines: BCE and CE');
w.mcq(
  'm',
  'Which year came earlier?',
  ['300 BCE', '200 BCE', 'Both are the same year', 'It cannot be told'],
  0,
  'BCE years count backwards, so 300 BCE is 100 years before 200 BCE.',
  { 1: 'Counted BCE years forward like CE years' },
);
w.fib('m', 'A period of 100 years is called a ____.', 'century', 'A thousand years is a millennium.');
w.at(4, 'Sources of History');
w.la(
  'h',
  'What sources do historians use to learn about the past? Explain with examples.',
  'Archaeological sources: remains of buildings, tools, pottery, seals and coins found by excavation (e.g. Harappan seals). Inscriptions on rocks and pillars (e.g. Ashoka’s edicts). Literary sources: manuscripts and texts such as the Vedas. Oral traditions: songs and stories passed down.',
  ['archaeological sources', 'inscriptions', 'coins', 'manuscripts', 'oral traditions'],
);

w.at(5, 'Names of India');
w.fib(
  'm',
  'Article 1 of the Constitution begins: "India, that is ____, shall be a Union of States."',
  'Bharat',
  'Both names are official names of the country.',
  ['Bharata'],
);

w.at(6, 'The Harappan Civilisation');
w.mcq(
  'm',
  'In which Harappan city was the Great Bath found?',
  ['Mohenjo-daro', 'Lothal', 'Kalibangan', 'Dholavira'],
  0,
  'The Great Bath is a large brick tank at Mohenjo-daro.',
);
w.at(6, 'Town Planning and Trade');
w.ar(
  'm',
  'Harappan cities had covered drains along their streets.',
  'The Harappans paid great attention to planning and cleanliness in their cities.',
  1,
  'Covered drains are an example of that careful planning, so R explains A.',
);
w.tf(
  'm',
  'A dockyard was found at Lothal in Gujarat.',
  true,
  'Lothal had a dock connected to a river, used for trade.',
);

w.at(7, 'The Vedas');
w.mcq(
  'm',
  'Which is the oldest of the four Vedas?',
  ['Rig Veda', 'Sama Veda', 'Yajur Veda', 'Atharva Veda'],
  0,
  'The Rig Veda is the oldest; it is a collection of hymns.',
);
w.at(7, 'Buddhism and Jainism');
w.sa(
  'm',
  'Who founded Buddhism, and who was the 24th tirthankara of Jainism? State one teaching of each.',
  'Gautama Buddha founded Buddhism and taught the middle path. Vardhamana Mahavira was the 24th tirthankara and taught ahimsa (non-violence).',
  ['Gautama Buddha', 'Mahavira', 'middle path', 'ahimsa'],
);

w.at(10, 'Organs of Government');
w.mcq(
  'm',
  'The three organs of government are the',
  [
    'legislature, executive and judiciary',
    'police, army and courts',
    'Centre, states and panchayats',
    'President, Prime Minister and Governor',
  ],
  0,
  'The legislature makes laws, the executive carries them out and the judiciary settles disputes.',
  { 2: 'Confused the organs of government with the levels of government' },
);

w.at(11, 'Gram Sabha and Gram Panchayat');
w.fib(
  'm',
  'All the adult voters of a village together form the ____.',
  'Gram Sabha',
  'The Gram Sabha elects the Gram Panchayat and reviews its work.',
  ['gram sabha'],
);
w.at(11, 'Three Tiers of Panchayati Raj');
w.la(
  'm',
  'Describe the three tiers of the Panchayati Raj system.',
  'At the village level is the Gram Panchayat, headed by the sarpanch. At the block level is the Panchayat Samiti, made of several gram panchayats. At the district level is the Zila Parishad, which plans development for the whole district.',
  ['Gram Panchayat', 'Panchayat Samiti', 'Zila Parishad', 'village', 'block', 'district'],
);

w.at(12, 'Municipal Corporations and Councils');
w.tf(
  'm',
  'Large cities are governed by a Municipal Corporation.',
  true,
  'Big cities have Municipal Corporations; smaller towns have Municipal Councils.',
);

w.at(13, 'Economic and Non-economic Activities');
w.mcq(
  'e',
  'Which of these is a non-economic activity?',
  [
    'A mother cooking for her family',
    'A cook working in a hotel',
    'A farmer selling vegetables',
    'A tailor stitching clothes for customers',
  ],
  0,
  'Cooking for one’s own family is done out of love and care, not for money.',
);

w.at(14, 'Primary Sector');
w.mcq(
  'm',
  'Fishing is an activity of the',
  ['primary sector', 'secondary sector', 'tertiary sector', 'none of these'],
  0,
  'Fishing takes goods directly from nature.',
);
w.at(14, 'Tertiary Sector');
w.fib(
  'm',
  'Banking and transport are part of the ____ sector.',
  'tertiary',
  'They provide services rather than goods.',
  ['service'],
);
w.at(14, 'Secondary Sector');
w.ar(
  'h',
  'Making bread in a factory is an activity of the secondary sector.',
  'The secondary sector turns raw materials from the primary sector into new products.',
  1,
  'Wheat (primary) is processed into bread, so R explains A.',
);

export const SST_6 = w.questions;
