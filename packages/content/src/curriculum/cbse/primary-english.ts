import type { SubjectCurriculum } from '../types';
import { defineBook, defineSubject, type TopicSpec } from './primary-helpers';

// NCERT English, classes 1–5: Mridang (1–2) and Santoor (3) from the NCF-2023 series; Marigold for classes 4–5
// because the chapter lists of the new class 4–5 books could not be verified.

const poem: TopicSpec = ['Understanding the poem', 'reading.poem'];
const story: TopicSpec = ['Understanding the story', 'reading.story'];
const rhyme: TopicSpec = ['Rhyming words', 'phonics.rhyming-words'];
const nouns: TopicSpec = ['Naming words (nouns)', 'grammar.nouns'];
const verbs: TopicSpec = ['Action words (verbs)', 'grammar.verbs'];
const adjectives: TopicSpec = ['Describing words (adjectives)', 'grammar.adjectives'];
const plurals: TopicSpec = ['One and many (singular and plural)', 'grammar.singular-plural'];
const opposites: TopicSpec = ['Opposites', 'vocabulary.opposites'];
const articles: TopicSpec = ['Using a, an and the', 'grammar.articles'];
const pronouns: TopicSpec = ['Pronouns', 'grammar.pronouns'];
const punctuation: TopicSpec = ['Capital letters and full stops', 'grammar.punctuation'];
const tenses: TopicSpec = ['Past and present tense', 'grammar.tenses'];
const prepositions: TopicSpec = ['Prepositions', 'grammar.prepositions'];
const questions: TopicSpec = ['Question words', 'grammar.question-words'];
const synonyms: TopicSpec = ['Words with similar meanings', 'vocabulary.synonyms'];
const writing: TopicSpec = ['Writing a paragraph', 'writing.paragraph'];

const mridang1 = defineBook('English', 'ncert-mridang-1', 'Mridang', [
  ['Two Little Hands', [poem, ['Parts of the body', 'vocabulary.body-parts'], verbs]],
  [
    'Greetings',
    [
      ['Greetings for the time of day', 'speaking.greetings'],
      ['Polite words', 'speaking.polite-words'],
    ],
  ],
  ['Picture Time', [['Talking about a picture', 'speaking.picture-description'], nouns]],
  ['The Cap-seller and the Monkeys', [story, ['Monkeys copy actions', 'reading.story-moral']]],
  ['A Farm', [poem, ['Farm animals and their sounds', 'vocabulary.animal-sounds'], rhyme]],
  [
    'Fun with Pictures',
    [
      ['Reading pictures', 'reading.picture-reading'],
      ['Naming things', 'vocabulary.naming'],
    ],
  ],
  [
    'The Food we Eat',
    [
      ['Names of food', 'vocabulary.food'],
      ['Talking about our lunch', 'speaking.conversation'],
    ],
  ],
  [
    'The Four Seasons',
    [
      ['Names of seasons', 'vocabulary.seasons'],
      ['Weather words', 'vocabulary.weather'],
    ],
  ],
  ["Anandi's Rainbow", [story, ['Colours of the rainbow', 'vocabulary.colours']]],
]);

const mridang2 = defineBook('English', 'ncert-mridang-2', 'Mridang', [
  ['My Bicycle', [poem, rhyme]],
  ['Picture Reading', [['Talking about a picture', 'speaking.picture-description'], nouns]],
  ['It is Fun', [poem, verbs]],
  ['Seeing without Seeing', [story, ['Our senses', 'vocabulary.senses']]],
  ['Come Back Soon', [story, adjectives]],
  ['Between Home and School', [story, ['Places on the way', 'vocabulary.places']]],
  ['This is My Town', [story, ['Places in a town', 'vocabulary.places']]],
  ['A Show of Clouds', [story, adjectives]],
  ['My Name', [story, punctuation]],
  ['The Crow', [poem, opposites]],
  ['The Smart Monkey', [story, ['Lesson of the story', 'reading.story-moral']]],
  ['Little Drops of Water', [poem, plurals]],
  ['We are all Indians', [story, ['Languages and festivals of India', 'vocabulary.india']]],
]);

const santoor3 = defineBook('English', 'ncert-santoor-3', 'Santoor', [
  ['Colours', [poem, ['Colour words', 'vocabulary.colours'], rhyme]],
  ['Badal and Moti', [story, nouns]],
  ['Best Friends', [story, adjectives]],
  ['Out in the Garden', [poem, rhyme]],
  ['Talking Toys', [story, verbs]],
  ['Paper Boats', [story, plurals]],
  ['The Big Laddoo', [poem, opposites]],
  ['Thank God', [poem, punctuation]],
  ["Madhu's Wish", [story, articles]],
  ['Night', [poem, rhyme]],
  ['Chanda Mama Counts the Stars', [story, questions]],
  [
    'Chandrayaan',
    [
      ['Reading about space', 'reading.informational'],
      ['Space words', 'vocabulary.space'],
    ],
  ],
]);

const marigold4 = defineBook('English', 'ncert-marigold-4', 'Marigold', [
  ['Wake Up!', [poem, rhyme]],
  ["Neha's Alarm Clock", [story, tenses]],
  ['Noses', [poem, ['Parts of the face', 'vocabulary.body-parts']]],
  ['The Little Fir Tree', [story, adjectives]],
  ['Run!', [poem, verbs]],
  ["Nasruddin's Aim", [story, pronouns]],
  ['Why?', [poem, questions]],
  ['Alice in Wonderland', [story, opposites]],
  ["Don't be Afraid of the Dark", [poem, rhyme]],
  ['Helen Keller', [story, ['Our senses', 'vocabulary.senses']]],
  ['The Donkey', [poem, plurals]],
  ['I Had a Little Pony', [poem, tenses]],
  ["The Milkman's Cow", [story, nouns]],
  ['Hiawatha', [poem, ['Animal and bird words', 'vocabulary.animals']]],
  ["The Scholar's Mother Tongue", [story, ['Languages we speak', 'vocabulary.languages']]],
  ['A Watering Rhyme', [poem, rhyme]],
  ['The Giving Tree', [story, verbs]],
  ['Books', [poem, articles]],
  ['Going to Buy a Book', [story, punctuation]],
  ['The Naughty Boy', [poem, rhyme]],
  ['Pinocchio', [story, adjectives]],
]);

const marigold5 = defineBook('English', 'ncert-marigold-5', 'Marigold', [
  ['Ice-cream Man', [poem, rhyme]],
  ['Wonderful Waste!', [story, nouns]],
  ['Teamwork', [poem, synonyms]],
  ['Flying Together', [story, ['Working together', 'reading.story-moral']]],
  ['My Shadow', [poem, pronouns]],
  ['Robinson Crusoe Discovers a Footprint', [story, tenses]],
  ['Crying', [poem, adjectives]],
  ['My Elder Brother', [story, ['Words about school', 'vocabulary.school']]],
  ['The Lazy Frog', [poem, opposites]],
  ['Rip Van Winkle', [story, tenses]],
  ['Class Discussion', [poem, questions]],
  ['The Talkative Barber', [story, adjectives]],
  ['Topsy-turvy Land', [poem, opposites]],
  ["Gulliver's Travels", [story, prepositions]],
  ["Nobody's Friend", [poem, rhyme]],
  ['The Little Bully', [story, ['Being kind', 'reading.story-moral']]],
  ['Sing a Song of People', [poem, plurals]],
  ['Around the World', [['Reading about a journey', 'reading.informational'], writing]],
  ['Malu Bhalu', [poem, rhyme]],
  ['Who Will be Ningthou?', [story, synonyms]],
]);

export const CBSE_PRIMARY_ENGLISH: SubjectCurriculum[] = [
  defineSubject(1, 'English', [mridang1]),
  defineSubject(2, 'English', [mridang2]),
  defineSubject(3, 'English', [santoor3]),
  defineSubject(4, 'English', [marigold4]),
  defineSubject(5, 'English', [marigold5]),
];
