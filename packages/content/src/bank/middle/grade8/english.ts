import { questionWriter } from '../build';

// Honeydew (Class 8). Topic 1 of a chapter is the prose piece, topic 2 its poem, the last topic a language skill.
const w = questionWriter(8, 'English');

w.at(1, 1);
w.mcq(
  'm',
  'In "The Best Christmas Present in the World", where did the author find the letter?',
  [
    'In a secret drawer of a roll-top desk bought at a junk sale',
    'In a post office',
    'In his grandfather’s trunk',
    'In a library book',
  ],
  0,
  'He bought an old roll-top desk and found the letter in a hidden drawer.',
);
w.tf(
  'm',
  "Jim's letter describes a Christmas Day truce in 1914 when British and German soldiers met in no man’s land.",
  true,
  'The soldiers played football and shared food and drink before fighting resumed.',
);
w.la(
  'h',
  'What was "the best Christmas present in the world" for Connie Macpherson, and why?',
  'Connie, now very old and confused, thought the author was her husband Jim, who had promised in his letter to come home by Christmas. She believed Jim had come back with the letter, so she was overjoyed: for her this was the best Christmas present in the world.',
  ['Connie', 'Jim', 'letter', 'come home', 'Christmas'],
);
w.at(1, -1);
w.fib(
  'm',
  'When we reached the station, the train had already ____ (leave).',
  'left',
  'The past perfect is "had" + past participle.',
);

w.at(2, 1);
w.mcq(
  'm',
  'How did Tilly Smith know that a tsunami was coming?',
  [
    'She had learnt its signs in a geography lesson',
    'She heard a warning on the radio',
    'Her father saw it on TV',
    'A fisherman told her',
  ],
  0,
  'She saw the sea bubbling and going out, as her teacher had described.',
);
w.ar(
  'm',
  'Very few wild animals died in the tsunami at Yala National Park in Sri Lanka.',
  'Animals seem to sense a coming disaster and move to safer places.',
  1,
  'The animals’ sixth sense (R) is the explanation given for why few died.',
);
w.at(2, -1);
w.mcq(
  'm',
  'Choose the right conjunction: "She ran fast ____ she could not catch the bus."',
  ['but', 'because', 'so', 'and'],
  0,
  'The two clauses contrast, so "but" is used.',
  { 1: '"Because" gives a reason, which does not fit' },
);

w.at(3, 1);
w.tf(
  'm',
  '"Glimpses of the Past" tells the story of India from about 1757 to 1857 as a picture story.',
  true,
  'It uses pictures and dialogue to show the period leading to the revolt of 1857.',
);
w.at(3, -1);
w.fib('e', 'The noun form of the adjective "free" is ____.', 'freedom', 'The suffix "-dom" makes the noun.');

w.at(4, 1);
w.mcq(
  'm',
  'Who played a trick on Bepin Choudhury to make him think he had lost his memory?',
  ['His old friend Chunilal', 'His brother', 'His doctor', 'His servant'],
  0,
  'Chunilal wanted revenge because Bepin had not helped him when he needed a job.',
);
w.at(4, -1);
w.mcq(
  'm',
  'Choose the indirect speech: He said, "I am going to Ranchi."',
  [
    'He said that he was going to Ranchi.',
    'He said that I am going to Ranchi.',
    'He said that he is going to Ranchi.',
    'He told that he was going to Ranchi.',
  ],
  0,
  'The pronoun changes to "he" and "am" to "was".',
  { 2: 'Did not change the tense after a past reporting verb', 3: '"Told" needs an object (told me)' },
);

w.at(5, 1);
w.fib(
  'm',
  'In "The Summit Within", Major H.P.S. Ahluwalia describes his climb of Mount ____.',
  'Everest',
  'He reached the summit of Everest in 1965.',
);
w.sa(
  'm',
  'According to "The Summit Within", what three qualities does a mountaineer need?',
  'Endurance, persistence and will power.',
  ['endurance', 'persistence', 'will power'],
);

w.at(6, 1);
w.tf(
  'm',
  'In "This is Jody\'s Fawn", Jody\'s father was bitten by a rattlesnake, and a doe was killed to use its heart and liver to draw out the poison.',
  true,
  'Jody then wanted to bring home the doe’s orphaned fawn.',
);

w.at(7, 1);
w.mcq(
  'm',
  'Whom did Firdaus Kanga meet on his "Visit to Cambridge"?',
  ['Stephen Hawking', 'Isaac Newton', 'Albert Einstein', 'Charles Darwin'],
  0,
  'The scientist Stephen Hawking also used a wheelchair.',
);

w.at(8, 1);
w.tf(
  'e',
  '"A Short Monsoon Diary" was written by Ruskin Bond.',
  true,
  'Bond records the monsoon in the hills of Mussoorie.',
);
w.at(8, -1);
w.mcq(
  'm',
  'The idiom "It is raining cats and dogs" means',
  ['It is raining very heavily', 'Animals are falling from the sky', 'It is drizzling', 'The rain has stopped'],
  0,
  'It is an idiom for very heavy rain.',
);

w.at(10, 1);
w.la(
  'h',
  'In "The Great Stone Face", how was the prophecy about the Great Stone Face finally fulfilled?',
  'People waited for a man who would look like the Great Stone Face and be good and great. A rich man, a general and a statesman were each hailed but turned out unlike it. Ernest, who had spent his life lovingly looking at the face and living simply and kindly, became a wise preacher. When a poet heard him speak, he cried out that Ernest himself was the likeness of the Great Stone Face.',
  ['Ernest', 'prophecy', 'poet', 'likeness', 'good and wise'],
);
w.at(10, -1);
w.sa(
  'h',
  'Write a short character sketch of Ernest from "The Great Stone Face".',
  'Ernest was a simple, humble and hard-working man. He was kind, thoughtful and wise; his life was full of good deeds, and his words matched his life. He never thought of himself as great.',
  ['humble', 'hard-working', 'kind', 'wise'],
);

w.at(5, -1);
w.mcq(
  'm',
  'The phrasal verb "set out" means',
  ['begin a journey', 'arrange neatly', 'give up', 'postpone'],
  0,
  'The climbers set out for the summit early in the morning.',
  { 3: 'Confused with "put off"' },
);
w.at(6, -1);
w.fib(
  'e',
  'Jody ran ____ (quick) towards the clearing. (Use the adverb.)',
  'quickly',
  'Adding "-ly" to the adjective "quick" forms the adverb.',
);
w.at(7, -1);
w.mcq(
  'm',
  'Which of these is a compound word?',
  ['wheelchair', 'wheeling', 'wheeled', 'wheels'],
  0,
  '"Wheelchair" joins "wheel" and "chair".',
);
w.at(9, -1);
w.mcq(
  'm',
  'Choose the passive voice of: "The people admired Ernest."',
  [
    'Ernest was admired by the people.',
    'Ernest is admired by the people.',
    'The people were admired by Ernest.',
    'Ernest had admired the people.',
  ],
  0,
  'Simple past active → "was/were + past participle".',
  { 1: 'Changed the tense to the present' },
);
w.at(4, -1);
w.tf(
  'm',
  'In reported speech, "tomorrow" usually changes to "the next day".',
  true,
  'Time words shift when the reporting verb is in the past.',
);
w.at(2, -1);
w.fib(
  'm',
  '____ she was tired, she kept working. (Use a conjunction showing contrast.)',
  'Although',
  '"Although" joins two contrasting ideas without "but".',
  ['Though', 'Even though'],
);

export const ENGLISH_8 = w.questions;
