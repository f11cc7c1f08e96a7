import { questionWriter } from '../build';

// Honeysuckle (Class 6). Topic 1 of a chapter is the prose piece, topic 2 its poem, the last topic a language skill.
const w = questionWriter(6, 'English');

w.at(1, 1);
w.mcq(
  'e',
  'In "Who Did Patrick\'s Homework?", who did Patrick think was helping him with his homework?',
  ['A little man (an elf)', 'His mother', 'His teacher', 'His elder brother'],
  0,
  'Patrick saved a little man from his cat, and the little man promised to do his homework.',
);
w.tf(
  'm',
  'At the end of "Who Did Patrick\'s Homework?", it is clear that Patrick had really done the homework himself.',
  true,
  'The little man kept asking Patrick to explain things, so Patrick learnt and did the work himself.',
);
w.at(1, 3);
w.fib(
  'e',
  'In the end Patrick ____ (do) all his homework himself. (Use the simple past tense.)',
  'did',
  'The simple past of "do" is "did".',
);

w.at(2, 1);
w.mcq(
  'm',
  'In "How the Dog Found Himself a New Master!", why did the dog leave the wolf?',
  ['The wolf was afraid of the bear', 'The wolf was lazy', 'The wolf was cruel to him', 'The wolf left the forest'],
  0,
  'The dog wanted the strongest master; seeing the wolf fear the bear, he chose the bear.',
);
w.la(
  'm',
  'Trace the dog’s search for a master in "How the Dog Found Himself a New Master!". Why did he finally stay with man?',
  'The dog wanted to serve the strongest creature. He left the wolf for the bear because the wolf feared the bear, then left the bear for the lion because the bear feared the lion. The lion feared man, so the dog chose man, who was not afraid of anyone, and stayed with him.',
  ['wolf', 'bear', 'lion', 'man', 'strongest'],
);
w.at(2, 3);
w.fib(
  'm',
  'The lion was ____ (strong) than the bear.',
  'stronger',
  'Two things are compared, so the comparative degree is used.',
);

w.at(3, 1);
w.mcq(
  'm',
  'In "Taro\'s Reward", what did Taro discover that tasted like sake?',
  ['Water from a waterfall', 'Milk from a cow', 'Juice from a tree', 'Tea in a shop'],
  0,
  'Taro found a waterfall whose water tasted like sake, which he took home for his father.',
);
w.ar(
  'm',
  'The emperor rewarded Taro with gold.',
  'Taro was a hard-working and dutiful son who cared for his old parents.',
  1,
  'The emperor rewarded him for his devotion to his parents, so R explains A.',
);

w.at(4, 1);
w.fib(
  'e',
  'Kalpana Chawla was born in ____, Haryana.',
  'Karnal',
  'She grew up in Karnal before studying aeronautical engineering.',
);
w.tf(
  'm',
  'Kalpana Chawla died in 2003 when the space shuttle Columbia broke up while returning to Earth.',
  true,
  'Columbia broke up over the United States minutes before landing.',
);
w.at(4, 2);
w.tf(
  'e',
  'In the poem "Beauty", the poet says that beauty is also in yourself, in good deeds and happy thoughts.',
  true,
  'The poem ends by finding beauty within us, in good deeds and happy thoughts.',
);

w.at(5, 1);
w.sa(
  'm',
  'In "A Different Kind of School", what special days did Miss Beam’s pupils have, and why?',
  'Each term the children had a blind day, a lame day, a deaf day and a dumb day. Miss Beam wanted them to understand and appreciate misfortune and learn thoughtfulness by helping one another.',
  ['blind day', 'lame day', 'deaf day', 'dumb day', 'thoughtfulness'],
);
w.at(5, 3);
w.mcq(
  'm',
  'Choose the correct question tag: "You are new here, ____?"',
  ["aren't you", 'are you', "isn't it", "don't you"],
  0,
  'A positive statement with "are" takes the negative tag "aren\'t you".',
  { 1: 'Used a positive tag after a positive statement' },
);

w.at(7, 1);
w.mcq(
  'e',
  'Who were the two friends in "Fair Play"?',
  ['Jumman Shaikh and Algu Chowdhry', 'Rasheed and his father', 'Patrick and the little man', 'Taro and the emperor'],
  0,
  'The story by Premchand is about the friendship of Jumman and Algu.',
);
w.la(
  'h',
  'In "Fair Play", how did Algu and Jumman show that a sarpanch must be fair even to a friend?',
  'When Jumman’s old aunt complained, Algu as sarpanch decided against his friend Jumman, who became angry. Later, in Algu’s dispute with Samjhu Sahu, Jumman was sarpanch. Feeling the responsibility of the seat, he judged fairly and decided in Algu’s favour. Both realised that the panchayat speaks with the voice of God, and their friendship was restored.',
  ['Algu', 'Jumman', 'sarpanch', 'justice', 'friendship'],
);
w.at(7, 3);
w.fib(
  'e',
  'The old woman went ____ the panchayat to ask for justice.',
  'to',
  '"To" shows movement towards a place or person.',
  ['before'],
);

w.at(8, 1);
w.tf(
  'm',
  'In "A Game of Chance", Rasheed won the lucky-dip game every time he played.',
  false,
  'He won small prizes at first but then kept losing his money; the winner he saw was the shopkeeper’s own man.',
);

w.at(9, -1);
w.fib('m', 'An antonym of "scarce" is ____.', 'plentiful', 'Scarce means "in short supply", as water is in a desert.', [
  'abundant',
]);

w.at(10, 1);
w.sa(
  'h',
  'Describe the fight the narrator saw from the banyan tree. Who won, and how?',
  'A cobra and a mongoose fought below the banyan tree. The cobra struck again and again, but the quick mongoose dodged its strikes, tired it out and finally caught the cobra behind its head and killed it. The mongoose won.',
  ['cobra', 'mongoose', 'banyan tree', 'mongoose won'],
  undefined,
  3,
);

w.at(2, 3);
w.mcq(
  'e',
  'The superlative form of "good" is',
  ['best', 'better', 'goodest', 'most good'],
  0,
  'good → better → best.',
  { 1: 'Gave the comparative form' },
);
w.at(3, 3);
w.fib(
  'm',
  'Taro worked ____ (hard / hardly) to earn money for his old father.',
  'hard',
  '"Hard" is the adverb meaning "with effort"; "hardly" means "almost not".',
);
w.at(4, 3);
w.mcq(
  'm',
  'Which of these is a compound word?',
  ['spaceship', 'spacious', 'spaced', 'spacing'],
  0,
  '"Spaceship" joins two words, "space" and "ship".',
);
w.at(8, 3);
w.fib(
  'e',
  'Rasheed saw ____ old man at the fair. (Fill in the correct article.)',
  'an',
  '"An" is used before a vowel sound.',
);
w.at(10, 2);
w.mcq(
  'm',
  'Which sentence is punctuated correctly?',
  ['What a beautiful tree!', 'What a beautiful tree?', 'what a beautiful tree.', 'What, a beautiful tree'],
  0,
  'An exclamatory sentence begins with a capital letter and ends with an exclamation mark.',
);
w.at(9, 1);
w.tf(
  'm',
  'Many desert animals stay in cool burrows during the hot day and come out at night.',
  true,
  'Staying underground by day helps them avoid the heat and save water.',
);
w.at(5, 3);
w.ar(
  'm',
  '"She can swim, can\'t she?" has the correct question tag.',
  'A positive statement takes a negative question tag.',
  1,
  'The statement is positive, so the tag "can\'t she" is negative, as R says.',
);

export const ENGLISH_6 = w.questions;
