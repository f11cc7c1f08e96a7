import type { BankQuestion } from '@app/shared';
import { olympiadSection } from './build';

const ss3 = olympiadSection('ISSO', 3, 'Social Studies');
const ach3 = olympiadSection('ISSO', 3, 'Achievers Section');
const his7 = olympiadSection('ISSO', 7, 'History');
const geo7 = olympiadSection('ISSO', 7, 'Geography');
const spl7 = olympiadSection('ISSO', 7, 'Social and Political Life');
const ach7 = olympiadSection('ISSO', 7, 'Achievers Section');

/** ISSO class 3 and class 7 practice MCQs, every section. */
export const BANK_OLYMPIAD_ISSO: BankQuestion[] = [
  // Class 3 — Social Studies
  ss3(
    'States and Capitals',
    'easy',
    'What is the capital of Rajasthan?',
    ['Jaipur', 'Jodhpur', 'Udaipur', 'Ajmer'],
    'Jaipur, the Pink City, is the capital of Rajasthan.',
  ),
  ss3(
    'Maps and Directions',
    'medium',
    'On most maps, the top of the map shows which direction?',
    ['North', 'South', 'East', 'West'],
    'Maps are usually drawn with north at the top, shown by an arrow marked N.',
  ),
  ss3(
    'Historical Monuments',
    'medium',
    'In which city is the Qutub Minar?',
    ['Delhi', 'Agra', 'Jaipur', 'Hyderabad'],
    'The Qutub Minar stands in Mehrauli, Delhi; Agra has the Taj Mahal and Hyderabad the Charminar.',
  ),
  ss3(
    'Our Country India',
    'easy',
    'How many horizontal bands of colour does the national flag of India have?',
    ['3', '2', '4', '5'],
    'The tricolour has saffron, white and green bands, with the Ashoka Chakra in navy blue at the centre.',
  ),
  ss3(
    'Family and Community',
    'easy',
    'A family made up of parents and their children only is called a ___',
    ['nuclear family', 'joint family', 'community', 'neighbourhood'],
    'A joint family also includes grandparents, uncles, aunts and cousins living together.',
  ),
  ss3(
    'Natural Resources',
    'medium',
    'Which of these is a renewable resource?',
    ['Sunlight', 'Coal', 'Petroleum', 'Natural gas'],
    'Sunlight will not run out; coal, petroleum and natural gas take millions of years to form.',
  ),
  // Class 3 — Achievers Section
  ach3(
    'Maps and Directions',
    'hard',
    'You stand facing the rising Sun. Which direction is on your left?',
    ['North', 'South', 'West', 'East'],
    'The Sun rises in the east. Facing east, north is on your left, south on your right and west behind you.',
    { mis: { South: 'Mixed up left and right.' } },
  ),
  ach3(
    'The Earth and the Solar System',
    'hard',
    'What causes day and night on the Earth?',
    [
      'The Earth spinning on its axis',
      'The Earth moving around the Sun',
      'The Moon hiding the Sun',
      'The Sun moving around the Earth',
    ],
    'As the Earth rotates once a day, the side facing the Sun has day and the other side has night. Revolution around the Sun causes the seasons.',
    { mis: { 'The Earth moving around the Sun': 'Revolution causes seasons and the year, not day and night.' } },
  ),
  ach3(
    'States and Capitals',
    'hard',
    'Which of these states does NOT share a border with Nepal?',
    ['Punjab', 'Bihar', 'Uttar Pradesh', 'Sikkim'],
    'Nepal borders Uttarakhand, Uttar Pradesh, Bihar, West Bengal and Sikkim; Punjab lies far to the west.',
  ),
  ach3(
    'Festivals and Culture',
    'hard',
    'Pongal is a harvest festival celebrated mainly in which state?',
    ['Tamil Nadu', 'Punjab', 'Assam', 'Gujarat'],
    'Pongal is celebrated in Tamil Nadu; Punjab celebrates Lohri and Baisakhi, and Assam celebrates Bihu.',
  ),
  ach3(
    'Transport and Communication',
    'hard',
    'Which is the fastest way to travel from Delhi to Chennai?',
    ['By aeroplane', 'By train', 'By bus', 'By bullock cart'],
    'Air travel covers the roughly 2000 km in a few hours; a train takes more than a day.',
  ),
  // Class 7 — History
  his7(
    'The Delhi Sultans',
    'medium',
    'Who was the first and only woman ruler of the Delhi Sultanate?',
    ['Raziya Sultan', 'Nur Jahan', 'Rani Durgavati', 'Chand Bibi'],
    "Raziya, daughter of Iltutmish, ruled from 1236 to 1240. Nur Jahan was Jahangir's queen.",
  ),
  his7(
    'The Mughal Empire',
    'medium',
    'Which Mughal emperor introduced the mansabdari system?',
    ['Akbar', 'Babur', 'Humayun', 'Aurangzeb'],
    'Akbar organised his nobles as mansabdars, each holding a rank (zat) and a number of cavalrymen (sawar).',
  ),
  his7(
    'Rulers and Buildings',
    'medium',
    'Who began the construction of the Qutb Minar?',
    ['Qutbuddin Aibak', 'Iltutmish', 'Alauddin Khalji', 'Firuz Shah Tughluq'],
    'Qutbuddin Aibak built the first storey around 1199; Iltutmish added the storeys above it.',
    { mis: { Iltutmish: 'Iltutmish completed the upper storeys; he did not begin the tower.' } },
  ),
  his7(
    'Devotional Paths to the Divine',
    'medium',
    'Who founded Sikhism?',
    ['Guru Nanak', 'Kabir', 'Guru Gobind Singh', 'Mirabai'],
    'Guru Nanak (1469–1539) founded the Sikh faith at Kartarpur; Guru Gobind Singh was the tenth Guru.',
  ),
  his7(
    'New Kings and Kingdoms',
    'medium',
    'Which dynasty built the Brihadeshwara (Rajarajeshvara) temple at Thanjavur?',
    ['The Cholas', 'The Pallavas', 'The Rashtrakutas', 'The Chalukyas'],
    'The Chola king Rajaraja I built the temple in about 1010 CE.',
  ),
  // Class 7 — Geography
  geo7(
    'Inside Our Earth',
    'medium',
    'What is the innermost layer of the Earth called?',
    ['Core', 'Mantle', 'Crust', 'Lithosphere'],
    'From outside in: crust, mantle and core. The core is made mainly of nickel and iron.',
  ),
  geo7(
    'Air',
    'medium',
    'Which layer of the atmosphere contains the ozone layer?',
    ['Stratosphere', 'Troposphere', 'Mesosphere', 'Thermosphere'],
    'The ozone layer lies in the stratosphere and absorbs harmful ultraviolet rays.',
    { mis: { Troposphere: 'The troposphere is where weather happens; ozone is higher up.' } },
  ),
  geo7(
    'Our Changing Earth',
    'medium',
    'A fan-shaped deposit of sediment at the mouth of a river is called a ___',
    ['delta', 'meander', 'ox-bow lake', 'waterfall'],
    'A river slows near the sea and drops its sediment in several branches, forming a delta.',
  ),
  geo7(
    'Water',
    'medium',
    'The regular rise and fall of sea water twice a day is called ___',
    ['tides', 'waves', 'ocean currents', 'tsunamis'],
    'Tides are caused mainly by the pull of the Moon and the Sun.',
  ),
  geo7(
    'Natural Vegetation and Wildlife',
    'medium',
    'Tropical evergreen forests grow in regions that have ___',
    ['heavy rainfall throughout the year', 'very little rainfall', 'snow for most of the year', 'rain only in winter'],
    'Warm temperatures and rain all year keep these forests green; there is no dry season in which trees shed leaves.',
  ),
  // Class 7 — Social and Political Life
  spl7(
    'On Equality',
    'medium',
    'Universal adult franchise means that every adult citizen ___',
    ['has the right to vote', 'must pay income tax', 'must own land', 'can become a minister without an election'],
    'Every citizen aged 18 or over can vote, whatever their religion, caste, gender or wealth.',
  ),
  spl7(
    'How the State Government Works',
    'medium',
    "Who is the head of a state government's council of ministers?",
    ['The Chief Minister', 'The Governor', 'The Prime Minister', 'The Speaker'],
    'The Chief Minister leads the council of ministers; the Governor is the constitutional head appointed by the central government.',
    { mis: { 'The Governor': 'The Governor is the formal head of the state, not the leader of the ministers.' } },
  ),
  spl7(
    'Understanding Media',
    'medium',
    'Which of these is a form of mass media?',
    ['Television', 'A personal letter', 'A phone call to a friend', 'A diary'],
    'Mass media reaches very large numbers of people at once; a letter or a call reaches only one person.',
  ),
  spl7(
    'Markets Around Us',
    'medium',
    'A market that is held in a place on one particular day of the week is called a ___',
    ['weekly market', 'shopping mall', 'wholesale market', 'online market'],
    'Weekly markets set up on a fixed day and sell everyday goods at low prices.',
  ),
  spl7(
    'Role of the Government in Health',
    'medium',
    'Primary Health Centres (PHCs) in villages are run by ___',
    ['the government', 'private companies', 'foreign countries', 'schools'],
    'PHCs are public health facilities run by the government to give free or low-cost care.',
  ),
  // Class 7 — Achievers Section
  ach7(
    'The Mughal Empire',
    'hard',
    'Arrange these Mughal emperors in the order in which they ruled: Akbar, Babur, Shah Jahan, Jahangir.',
    [
      'Babur, Akbar, Jahangir, Shah Jahan',
      'Akbar, Babur, Jahangir, Shah Jahan',
      'Babur, Jahangir, Akbar, Shah Jahan',
      'Babur, Akbar, Shah Jahan, Jahangir',
    ],
    'Babur (1526–30), then Humayun, Akbar (1556–1605), Jahangir (1605–27) and Shah Jahan (1627–58).',
    { answer: 0 },
  ),
  ach7(
    'Air',
    'hard',
    'Why does breathing become harder as we climb a high mountain?',
    [
      'Air pressure and density decrease with height',
      'The mountain top is closer to the Sun',
      'There is more oxygen at the top',
      'Mountains absorb the air around them',
    ],
    'With height there is less air above, so the air is thinner and each breath holds less oxygen.',
  ),
  ach7(
    'A Shirt in the Market',
    'hard',
    'In the chain from cotton farmer to shirt buyer, who usually earns the largest profit?',
    [
      'The garment exporter and the businessperson who sells abroad',
      'The cotton farmer',
      'The worker in the garment factory',
      'The person who spins yarn at home',
    ],
    'The chapter shows that the exporter and the foreign businessperson keep most of the profit, while farmers and workers earn little.',
  ),
  ach7(
    'Inside Our Earth',
    'extreme',
    'Which type of rock forms when molten magma cools and becomes solid?',
    ['Igneous rock', 'Sedimentary rock', 'Metamorphic rock', 'Fossil rock'],
    'Igneous rocks (from ignis, fire) form from cooled magma or lava; sedimentary rocks form in layers and metamorphic rocks form by heat and pressure.',
  ),
  ach7(
    'On Equality',
    'hard',
    'Which Article of the Indian Constitution abolishes untouchability?',
    ['Article 17', 'Article 14', 'Article 21', 'Article 32'],
    'Article 17 abolishes untouchability; Article 14 gives equality before the law and Article 21 protects life and liberty.',
    { mis: { 'Article 14': 'Article 14 is about equality before the law in general.' } },
  ),
];
