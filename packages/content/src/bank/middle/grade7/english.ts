import { questionWriter } from '../build';

// Honeycomb (Class 7). Topic 1 of a chapter is the prose piece, topic 2 its poem, the last topic a language skill.
const w = questionWriter(7, 'English');

w.at(1, 1);
w.mcq(
  'e',
  'In "Three Questions", to whom did the king go for answers?',
  ['A wise hermit', 'His ministers', 'A magician', 'A soldier'],
  0,
  'Unhappy with the answers of learned men, the king went to a hermit in the woods.',
);
w.la(
  'h',
  'What answers did the hermit give to the king’s three questions in "Three Questions"?',
  'The most important time is now, because it is the only time we have power over. The most important person is the one you are with. The most necessary thing is to do good to that person, because that is why we are sent into this life.',
  ['now', 'the person you are with', 'do good', 'hermit'],
);
w.at(1, -1);
w.fib(
  'e',
  'The king ____ (dig) two beds for the hermit. (Use the simple past tense.)',
  'dug',
  'The simple past of "dig" is "dug".',
);

w.at(2, 1);
w.mcq(
  'm',
  'In "A Gift of Chappals", whose chappals did Mridu give away to the beggar?',
  ["The music teacher's", "Her grandfather's", "Her aunt's", "Ravi's own"],
  0,
  'Mridu gave the music master’s chappals, left at the door, to the beggar.',
);
w.at(2, -1);
w.mcq(
  'm',
  'The phrasal verb "look after" means',
  ['take care of', 'search for', 'admire', 'visit'],
  0,
  'Ravi looked after the kitten: he took care of it.',
  { 1: 'Confused with "look for"' },
);

w.at(3, 1);
w.tf(
  'm',
  'Gopal was a jester in the court of King Krishnadeva Raya.',
  false,
  'Gopal was the clever jester of the king of Bengal, not of Krishnadeva Raya (whose court had Tenali Raman).',
);
w.at(3, -1);
w.fib(
  'm',
  'Direct: The king said, "I am tired of hearing about hilsa." Indirect: The king said that he ____ tired of hearing about hilsa.',
  'was',
  'In reported speech after a past reporting verb, "am" changes to "was".',
);

w.at(4, 1);
w.mcq(
  'm',
  'In "The Ashes That Made Trees Bloom", what did the ashes from the burnt mortar do?',
  ['Made withered cherry trees bloom', 'Turned into gold', 'Cured the Daimio', 'Brought rain'],
  0,
  'Scattered on withered cherry trees, the ashes made them burst into flower.',
);
w.at(4, 2);
w.tf(
  'm',
  'The poem "Chivvy" is about the many instructions that grown-ups keep giving children.',
  true,
  'The poem lists commands such as "Say please" and "Sit up straight", ending with "Think for yourself".',
);
w.at(4, -1);
w.mcq(
  'm',
  'Choose the correct modal: "You ____ not cross the road when the light is red."',
  ['must', 'might', 'would', 'could'],
  0,
  '"Must not" expresses a prohibition.',
  { 1: '"Might" shows possibility, not a rule' },
);

w.at(5, 1);
w.sa(
  'm',
  'In "Quality", why did the Gessler brothers’ business decline?',
  'They made boots of the finest quality by hand and never advertised. Big firms attracted customers by advertising, and their boots lasted so long that customers came rarely, so the Gesslers lost business.',
  ['quality', 'never advertised', 'big firms', 'lost customers'],
);

w.at(6, -1);
w.ar(
  'm',
  '"Although it rained, but we went out" is an incorrect sentence.',
  '"Although" and "but" both show contrast, so only one of them should be used to join the two clauses.',
  1,
  'Using both contrast words is repetitive, which is why the sentence is wrong.',
);

w.at(8, 1);
w.mcq(
  'e',
  'Besides fuel and heat, what does a fire need to keep burning?',
  ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Water'],
  0,
  'Fire needs fuel, heat and oxygen; removing any one puts it out.',
  { 3: 'Water is used to put out fires' },
);

w.at(9, 1);
w.fib(
  'm',
  '"A Bicycle in Good Repair" was written by ____.',
  'Jerome K. Jerome',
  'It is a humorous account of a friend who "repairs" the author’s bicycle.',
  ['Jerome K Jerome', 'Jerome'],
);

w.at(10, 1);
w.tf(
  'm',
  'A Test match in cricket can last up to five days.',
  true,
  'Unlike other team games, Test cricket can go on for five days.',
);
w.sa(
  'h',
  'Give two ways in which cricket is different from most other team games, according to "The Story of Cricket".',
  'A Test match can go on for five days and still end in a draw, and the size of the playing field is not fixed in the rules (only the pitch is 22 yards), unlike hockey or football.',
  ['five days', 'draw', 'length of the pitch', 'size of the ground'],
);
w.at(10, -1);
w.mcq(
  'm',
  'Choose the passive voice of: "The boys play cricket."',
  [
    'Cricket is played by the boys.',
    'Cricket was played by the boys.',
    'The boys are played by cricket.',
    'Cricket is being played by the boys.',
  ],
  0,
  'Simple present active → "is/are + past participle" in the passive.',
  { 1: 'Changed the tense to the past' },
);

w.at(1, -1);
w.mcq(
  'e',
  'Choose the correct verb: "The hermit ____ digging when the king arrived."',
  ['was', 'were', 'is', 'has'],
  0,
  'Past continuous with a singular subject: "was digging".',
);
w.at(5, -1);
w.fib(
  'e',
  'In the sentence "Mr Gessler made beautiful boots", the adjective is ____.',
  'beautiful',
  'It describes the noun "boots".',
);
w.at(7, -1);
w.mcq(
  'm',
  'Adding the suffix "-ful" to "wonder" gives',
  ['wonderful', 'wonderly', 'wondering', 'wonderness'],
  0,
  '"Wonderful" is an adjective formed with the suffix "-ful".',
);
w.at(8, -1);
w.mcq(
  'm',
  'Choose the correct homophone: "We could not ____ the fire alarm."',
  ['hear', 'here', 'hair', 'heir'],
  0,
  '"Hear" means to perceive sound; "here" means in this place.',
  { 1: 'Confused "hear" with its homophone "here"' },
);
w.at(9, -1);
w.fib('e', 'The friend sat ____ the bicycle and rode away. (Fill in the preposition.)', 'on', 'We sit "on" a bicycle.');
w.at(2, -1);
w.tf(
  'm',
  'The phrasal verb "give up" means "to stop doing or trying something".',
  true,
  'For example, "Never give up" means never stop trying.',
);

export const ENGLISH_7 = w.questions;
