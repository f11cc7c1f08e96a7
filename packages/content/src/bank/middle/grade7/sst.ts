import { questionWriter } from '../build';

// Social Science (Class VII): the combined Our Pasts II, Our Environment and Social and Political Life II book.
const w = questionWriter(7, 'Social Studies');

w.at(2, 'The Cholas');
w.mcq(
  'm',
  'Which Chola king built the Rajarajeshvara temple at Thanjavur?',
  ['Rajaraja I', 'Rajendra I', 'Vijayalaya', 'Harshavardhana'],
  0,
  'Rajaraja I built the great temple at Thanjavur around 1010 CE.',
);
w.at(2, 'Emergence of New Dynasties');
w.fib(
  'm',
  'The Gurjara-Pratiharas, Rashtrakutas and Palas fought a long "tripartite struggle" for control over ____.',
  'Kanauj',
  'Kanauj in the Ganga valley was a prized city.',
  ['Kannauj', 'Kannauj city'],
);

w.at(3, 'Rulers of Delhi');
w.mcq(
  'm',
  'Which Sultan shifted his capital from Delhi to Daulatabad?',
  ['Muhammad Tughluq', 'Alauddin Khalji', 'Iltutmish', 'Balban'],
  0,
  'Muhammad Tughluq moved the capital to Daulatabad in the Deccan and later back to Delhi.',
);
w.tf(
  'm',
  'Raziyya Sultan was the daughter of Iltutmish.',
  true,
  'Raziyya became Sultan in 1236 after her father Iltutmish.',
);
w.at(3, 'Administration under the Khaljis and Tughluqs');
w.ar(
  'h',
  'Alauddin Khalji controlled the prices of goods in Delhi.',
  'He paid his large standing army salaries in cash and wanted the soldiers to afford supplies.',
  1,
  'Price control let his soldiers live on their cash salaries, so R explains A.',
);

w.at(4, "Akbar's Policies");
w.mcq(
  'e',
  "Akbar's idea of sulh-i kul meant",
  ['universal peace', 'holy war', 'land revenue', 'military rank'],
  0,
  'Sulh-i kul was a policy of peace and tolerance among all religions.',
);
w.at(4, 'Mansabdars and Jagirdars');
w.fib(
  'm',
  'A Mughal noble who held a rank in the service of the emperor was called a ____.',
  'mansabdar',
  'Mansab means a position or rank.',
);
w.sa(
  'h',
  'Explain the mansabdari system of the Mughals.',
  'Every noble held a mansab (rank) fixed by two numbers: zat, which decided his status and salary, and sawar, the number of cavalrymen he had to maintain. Mansabdars were paid through jagirs, revenue assignments of land.',
  ['rank', 'zat', 'sawar', 'cavalrymen', 'jagir'],
  undefined,
  3,
);

w.at(6, 'Kabir and Guru Nanak');
w.mcq(
  'm',
  'Guru Nanak set up a centre on the river Ravi at',
  ['Kartarpur', 'Amritsar', 'Varanasi', 'Ajmer'],
  0,
  'At Kartarpur his followers ate together in the common kitchen (langar).',
);
w.la(
  'm',
  'Describe the main ideas of Kabir.',
  'Kabir believed in one formless God (Rama, Allah). He rejected idol worship, rituals and the caste system, and criticised both Brahmanical Hinduism and Islam for outward show. He taught devotion through simple verses (sakhis and pads) in the spoken language of the people.',
  ['one God', 'idol worship', 'caste system', 'rituals', 'sakhis'],
);
w.at(6, 'Sufism');
w.tf(
  'm',
  'Sufis were Muslim mystics who stressed love and devotion to God and compassion towards all fellow human beings.',
  true,
  'They rejected outward religiosity and sought union with God through love.',
);

w.at(8, 'The Marathas and the Sikhs');
w.mcq(
  'm',
  'Who founded the Maratha kingdom?',
  ['Shivaji', 'Baji Rao I', 'Aurangzeb', 'Murshid Quli Khan'],
  0,
  'Shivaji (1630–1680) carved out a stable kingdom with the support of powerful warrior families.',
);

w.at(9, 'Natural and Human-made Environment');
w.mcq(
  'e',
  'Which of these is part of the human-made environment?',
  ['A road', 'A river', 'A forest', 'A mountain'],
  0,
  'Roads, buildings and bridges are made by people.',
);
w.at(9, 'Ecosystem');
w.fib(
  'm',
  'A system formed by the interaction of living organisms with each other and with their surroundings is an ____.',
  'ecosystem',
  'A pond or a forest is an ecosystem.',
);

w.at(10, 'Layers of the Earth');
w.mcq(
  'm',
  'The innermost layer of the Earth is the',
  ['core', 'mantle', 'crust', 'lithosphere'],
  0,
  'Crust, mantle and core lie from outside to inside.',
  { 2: 'The crust is the outermost layer' },
);
w.at(10, 'Rocks and Minerals');
w.tf(
  'm',
  'Igneous rocks are formed when molten magma cools and becomes solid.',
  true,
  'Granite and basalt are igneous rocks.',
);

w.at(11, 'Work of Rivers, Sea Waves and Wind');
w.ar(
  'm',
  'Deltas are formed where rivers meet the sea.',
  'A river slows down near its mouth and deposits the sediment it carries.',
  1,
  'The deposition described in R builds the delta.',
);

w.at(12, 'Composition of the Atmosphere');
w.mcq(
  'e',
  'Which gas makes up about 78% of the atmosphere?',
  ['Nitrogen', 'Oxygen', 'Carbon dioxide', 'Argon'],
  0,
  'Nitrogen 78%, oxygen 21%, other gases 1%.',
  { 1: 'Oxygen is about 21%' },
);
w.at(12, 'Layers of the Atmosphere');
w.fib(
  'm',
  'The layer of the atmosphere closest to the Earth, where almost all weather occurs, is the ____.',
  'troposphere',
  'Clouds, rain and storms form in the troposphere.',
);
w.at(12, 'Weather and Climate');
w.sa(
  'm',
  'How is weather different from climate?',
  'Weather is the day-to-day condition of the atmosphere at a place (temperature, rain, wind). Climate is the average weather of a place measured over a long period of time.',
  ['day-to-day', 'atmosphere', 'average', 'long period'],
);

w.at(13, 'Tides and Ocean Currents');
w.tf(
  'e',
  'Tides are caused mainly by the gravitational pull of the Moon on the Earth’s water.',
  true,
  'The Sun’s pull also matters; the highest tides come at full and new moon.',
);

w.at(15, 'The Hot Desert: Sahara');
w.mcq(
  'e',
  'The Sahara desert lies in',
  ['Africa', 'Asia', 'Australia', 'South America'],
  0,
  'The Sahara covers a large part of North Africa.',
);

w.at(16, 'Equal Right to Vote');
w.mcq(
  'm',
  'Universal adult franchise means that',
  [
    'every adult citizen has the right to vote',
    'only educated people can vote',
    'only taxpayers can vote',
    'every person above 12 years can vote',
  ],
  0,
  'All citizens aged 18 and above can vote, whatever their religion, caste, wealth or education.',
);

w.at(18, 'Working of the Government');
w.fib(
  'm',
  'In a state, the leader of the party that has a majority of MLAs becomes the ____.',
  'Chief Minister',
  'The Chief Minister and other ministers form the state government.',
  ['chief minister', 'CM'],
);

w.at(21, 'Media and Democracy');
w.la(
  'h',
  'Why is it important for the media to be independent in a democracy?',
  'In a democracy citizens learn about the government and events through the media. If the government or business controls the media, it may report only one side. An independent media gives balanced reports, questions those in power and helps citizens make informed decisions.',
  ['balanced reporting', 'government control', 'citizens', 'democracy', 'informed'],
);

w.at(22, 'Weekly Markets and Shops');
w.tf(
  'm',
  'Things in weekly markets are often cheaper because the sellers do not pay rent, electricity bills or wages for permanent shops.',
  true,
  'Low costs and competition among many sellers keep prices low.',
);

w.at(23, 'From Cotton to Shirt');
w.sa(
  'm',
  'Trace the journey of a shirt from the cotton farmer to the buyer.',
  'The cotton farmer sells cotton to a trader; it is ginned and spun into yarn; weavers make cloth which reaches a garment exporter, whose factory stitches shirts; the shirts are sold to businesspersons abroad and finally to consumers in shops.',
  ['farmer', 'trader', 'weavers', 'garment exporter', 'consumer'],
  undefined,
  3,
);

export const SST_7 = w.questions;
