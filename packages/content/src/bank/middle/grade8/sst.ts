import { questionWriter } from '../build';

// Social Science (Class VIII): the combined Our Pasts III, Resources and Development and Social and Political Life III book.
const w = questionWriter(8, 'Social Studies');

w.at(2, 'Battle of Plassey');
w.mcq(
  'm',
  'The Battle of Plassey was fought in',
  ['1757', '1764', '1857', '1799'],
  0,
  'Robert Clive defeated Siraj-ud-daulah at Plassey in 1757.',
  { 1: '1764 is the year of the Battle of Buxar' },
);
w.ar(
  'h',
  'The Battle of Plassey was fought in 1757.',
  "Siraj-ud-daulah's commander Mir Jafar and his troops never fought the battle.",
  2,
  'Both are true, but Mir Jafar’s betrayal explains the Company’s victory, not the date of the battle.',
);
w.at(2, 'Subsidiary Alliance and Doctrine of Lapse');
w.tf(
  'm',
  'Under the Doctrine of Lapse, if an Indian ruler died without a male heir, his kingdom became part of Company territory.',
  true,
  'Lord Dalhousie annexed Satara, Sambalpur, Jhansi and others this way.',
);

w.at(3, 'Permanent Settlement');
w.mcq(
  'm',
  'The Permanent Settlement of 1793 was introduced by',
  ['Lord Cornwallis', 'Lord Dalhousie', 'Lord Wellesley', 'Warren Hastings'],
  0,
  'Under it the rajas and taluqdars were recognised as zamindars who paid a fixed revenue.',
);
w.at(3, 'Indigo Cultivation and Revolt');
w.fib(
  'm',
  'The Indigo Rebellion broke out in ____ in 1859.',
  'Bengal',
  'Ryots in Bengal refused to grow indigo for the planters.',
);
w.sa(
  'm',
  'Why were ryots unwilling to grow indigo?',
  'Planters gave loans (advances) that trapped ryots in debt; they had to grow indigo on their best land, the price paid was very low, and indigo exhausted the soil so rice could not be grown after it.',
  ['advances', 'debt', 'low price', 'soil exhausted'],
);

w.at(4, 'Birsa Munda');
w.mcq(
  'e',
  'Birsa Munda led a movement of tribal people in',
  ['Chottanagpur', 'Awadh', 'Punjab', 'Malabar'],
  0,
  'Birsa grew up among the Mundas of Chottanagpur in the 1880s.',
);
w.at(4, 'Tribal Ways of Life');
w.tf(
  'm',
  'Jhum cultivation is a form of shifting cultivation.',
  true,
  'Cultivators cleared forest patches, grew crops and moved on when the soil lost fertility.',
);

w.at(5, 'Spread and Aftermath of the Revolt');
w.mcq(
  'm',
  'The revolt of 1857 began in May 1857 at',
  ['Meerut', 'Delhi', 'Lucknow', 'Kanpur'],
  0,
  'Sepoys in Meerut rebelled and marched to Delhi.',
);
w.fib(
  'm',
  'After 1857, the power to govern India passed from the East India Company to the British ____.',
  'Crown',
  'The Act of 1858 transferred power to the British Crown.',
  ['crown', 'Queen'],
);
w.at(5, 'Causes of the Revolt');
w.la(
  'h',
  'Explain the main causes of the revolt of 1857.',
  'Political: the Doctrine of Lapse and the annexation of Awadh angered rulers and sepoys. Military: sepoys were unhappy with pay and service conditions, and the new cartridges were believed to be greased with the fat of cows and pigs. Social and religious: reforms and the activities of missionaries made people fear for their religion. Economic: heavy revenue and the ruin of peasants and artisans.',
  ['Doctrine of Lapse', 'annexation of Awadh', 'greased cartridges', 'sepoys', 'religion'],
);

w.at(6, 'Orientalists and Anglicists');
w.mcq(
  'm',
  'Who wrote the Minute on Indian Education (1835) arguing for teaching English?',
  ['Thomas Babington Macaulay', 'William Jones', 'Charles Wood', 'Warren Hastings'],
  0,
  'Macaulay was a leading Anglicist.',
  { 1: 'William Jones was an Orientalist who admired Indian learning' },
);

w.at(7, 'Reforms for Women');
w.fib('m', 'Raja Rammohun Roy campaigned against the practice of ____.', 'sati', 'Sati was banned in 1829.');
w.at(7, 'Caste and Social Reform');
w.tf(
  'm',
  'Jyotirao Phule wrote the book "Gulamgiri" (slavery).',
  true,
  'Published in 1873, it linked the condition of lower castes with slavery.',
);

w.at(8, 'Rise of Nationalism');
w.mcq(
  'm',
  'The Indian National Congress was founded in',
  ['1885', '1905', '1920', '1857'],
  0,
  '72 delegates met in Bombay in December 1885.',
);
w.at(8, 'The Gandhian Era');
w.ar(
  'm',
  'Gandhiji called off the Non-Cooperation Movement in 1922.',
  'He was upset by the violence at Chauri Chaura, where a police station was set on fire.',
  1,
  'The violence in R is exactly why the movement was withdrawn.',
);
w.at(8, 'Towards Independence');
w.sa(
  'h',
  'What was the Quit India Movement?',
  'Launched by Gandhiji in August 1942 with the call "Do or Die", it demanded that the British quit India at once. Leaders were jailed, but people across the country joined strikes and protests.',
  ['1942', 'Do or Die', 'Gandhiji', 'British quit India'],
  undefined,
  3,
);

w.at(9, 'Types of Resources');
w.tf(
  'e',
  'Buildings, roads and machinery are human-made resources.',
  true,
  'People use natural resources to make them.',
);
w.at(9, 'Conserving Resources');
w.fib(
  'm',
  'Using resources carefully and giving them time to be renewed is called resource ____.',
  'conservation',
  'Conservation keeps resources for future generations (sustainable development).',
);

w.at(10, 'Soil Formation and Conservation');
w.mcq(
  'm',
  'Rows of trees planted to break the force of the wind and protect the soil are called',
  ['shelter belts', 'terrace farming', 'contour ploughing', 'mulching'],
  0,
  'Shelter belts have helped stabilise sand dunes in western India.',
);
w.sa(
  'm',
  'Describe two methods of soil conservation.',
  'Mulching: covering bare soil with organic matter such as straw to hold moisture. Terrace farming: cutting broad flat steps on slopes so water runs off slowly (also contour barriers, shelter belts).',
  ['mulching', 'terrace farming', 'contour barriers', 'shelter belts'],
);

w.at(11, 'Major Crops');
w.mcq(
  'm',
  'Cotton grows best in',
  ['black soil', 'sandy desert soil', 'laterite soil', 'mountain soil'],
  0,
  'Black soil holds moisture and suits cotton.',
);
w.at(11, 'Types of Farming');
w.tf(
  'm',
  'In subsistence farming, the farmer grows crops mainly to sell in the market.',
  false,
  'Subsistence farming meets the needs of the farmer’s family; commercial farming grows crops for sale.',
);

w.at(13, 'Key Features of the Constitution');
w.mcq(
  'e',
  'The Constitution of India came into effect on',
  ['26 January 1950', '15 August 1947', '26 November 1949', '2 October 1950'],
  0,
  'It was adopted on 26 November 1949 and came into effect on 26 January 1950.',
  { 2: 'That is when it was adopted, not when it came into effect' },
);
w.la(
  'm',
  'Describe any four key features of the Indian Constitution.',
  'Federalism: governments at the centre, states and local levels. Parliamentary form of government with universal adult franchise. Separation of powers among the legislature, executive and judiciary. Fundamental Rights that protect citizens. Secularism: the State does not favour any religion.',
  ['federalism', 'parliamentary form of government', 'separation of powers', 'fundamental rights', 'secularism'],
);

w.at(14, 'Indian Secularism');
w.ar(
  'm',
  'India is a secular state.',
  'The Indian State does not favour or discriminate against any religion.',
  1,
  'Keeping an equal distance from all religions is what makes the State secular.',
);

w.at(15, 'How Laws are Made');
w.fib(
  'm',
  'A bill becomes a law after it is passed by both Houses of Parliament and receives the assent of the ____.',
  'President',
  'The President signs the bill into law.',
);

w.at(16, 'Structure of Courts');
w.mcq(
  'm',
  'The highest court in India is the',
  ['Supreme Court', 'High Court', 'District Court', 'Lok Adalat'],
  0,
  'The Supreme Court in New Delhi is at the top; its decisions bind all other courts.',
);
w.at(16, 'Public Interest Litigation');
w.tf(
  'm',
  'Through Public Interest Litigation, any person or organisation can approach the High Court or Supreme Court on behalf of people whose rights are violated.',
  true,
  'PIL lets even a letter or telegram be treated as a petition.',
);

w.at(20, 'The Bhopal Gas Tragedy');
w.sa(
  'h',
  'What happened in the Bhopal gas tragedy?',
  'In December 1984 a poisonous gas, methyl isocyanate (MIC), leaked from the Union Carbide pesticide factory in Bhopal. Thousands of people died and many more were left with lifelong illnesses; the disaster showed weak safety laws and their poor enforcement.',
  ['1984', 'Union Carbide', 'methyl isocyanate', 'thousands died', 'safety laws'],
);

export const SST_8 = w.questions;
