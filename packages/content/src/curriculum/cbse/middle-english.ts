import type { SubjectCurriculum } from '../types';
import { buildBook, type ChapterSpec, cbse, type TopicSpec } from './middle-helpers';

// Each chapter of Honeysuckle, Honeycomb and Honeydew is a prose piece followed by a poem; the topics are the prose
// ("Reading: ..."), the poem ("Poem: ...") and a language skill practised in the chapter's exercises.
// Poorvi 6 (NCF-2023, the default for class 6) is organised in five themed units; each unit is a chapter and its
// pieces are topics. Poorvi 7 and 8 are not modelled yet (their unit lists could not be confirmed here).

const reading = (title: string): TopicSpec => [`Reading: ${title}`, 'reading.comprehension', 'reading.inference'];
const poem = (title: string): TopicSpec => [`Poem: ${title}`, 'poetry.comprehension', 'poetry.literary-devices'];
const unit = (prose: string, poemTitle: string | null, skill: TopicSpec): ChapterSpec => [
  prose,
  'reading',
  poemTitle ? [reading(prose), poem(poemTitle), skill] : [reading(prose), skill],
];

const honeysuckle = buildBook('English', 'ncert-honeysuckle-6', 'Honeysuckle (Class 6)', [
  unit("Who Did Patrick's Homework?", 'A House, A Home', ['Grammar: Simple Past Tense', 'grammar.tenses']),
  unit('How the Dog Found Himself a New Master!', 'The Kite', [
    'Grammar: Comparison of Adjectives',
    'grammar.adjectives',
  ]),
  unit("Taro's Reward", 'The Quarrel', ['Grammar: Adverbs', 'grammar.adverbs']),
  unit('An Indian-American Woman in Space: Kalpana Chawla', 'Beauty', [
    'Vocabulary: Compound Words',
    'vocabulary.word-formation',
  ]),
  unit('A Different Kind of School', 'Where Do All the Teachers Go?', [
    'Grammar: Question Tags',
    'grammar.question-tags',
  ]),
  unit('Who I Am', 'The Wonderful Words', ['Vocabulary: Describing Personality', 'vocabulary.synonyms-antonyms']),
  unit('Fair Play', 'Vocation', ['Grammar: Prepositions', 'grammar.prepositions']),
  unit('A Game of Chance', 'What if', ['Grammar: Articles', 'grammar.articles']),
  unit('Desert Animals', null, ['Vocabulary: Synonyms and Antonyms', 'vocabulary.synonyms-antonyms']),
  unit('The Banyan Tree', null, ['Grammar: Punctuation', 'grammar.punctuation']),
]);

const poorvi6 = buildBook('English', 'ncert-poorvi-6', 'Poorvi (Class 6)', [
  [
    'Fables and Folk Tales',
    'reading',
    [reading('A Bottle of Dew'), poem('The Raven and the Fox'), reading('Rama to the Rescue')],
  ],
  ['Friendship', 'reading', [reading('The Unlikely Best Friends'), poem("A Friend's Prayer"), reading('The Chair')]],
  ['Nurturing Nature', 'reading', [reading('Neem Baba'), poem('What a Bird Thought'), reading('Spices that Heal Us')]],
  ['Sports and Wellness', 'reading', [reading('Change of Heart'), poem('The Winner'), reading('Yoga—A Way of Life')]],
  [
    'Culture and Tradition',
    'reading',
    [
      reading('Hamara Bharat—Incredible India!'),
      poem('The Kites'),
      reading('Ila Sachani: Embroidering Dreams with her Feet'),
      reading('National War Memorial'),
    ],
  ],
]);

const honeycomb = buildBook('English', 'ncert-honeycomb-7', 'Honeycomb (Class 7)', [
  unit('Three Questions', 'The Squirrel', ['Grammar: Tenses', 'grammar.tenses']),
  unit('A Gift of Chappals', 'The Rebel', ['Grammar: Phrasal Verbs', 'grammar.phrasal-verbs']),
  unit('Gopal and the Hilsa Fish', 'The Shed', ['Grammar: Direct and Indirect Speech', 'grammar.reported-speech']),
  unit('The Ashes That Made Trees Bloom', 'Chivvy', ['Grammar: Modal Verbs', 'grammar.modals']),
  unit('Quality', 'Trees', ['Grammar: Adjectives', 'grammar.adjectives']),
  unit('Expert Detectives', 'Mystery of the Talking Fan', ['Grammar: Conjunctions', 'grammar.conjunctions']),
  unit('The Invention of Vita-Wonk', 'Dad and the Cat and the Tree', [
    'Vocabulary: Suffixes',
    'vocabulary.word-formation',
  ]),
  unit('Fire: Friend and Foe', 'Meadow Surprises', ['Vocabulary: Homophones', 'vocabulary.homophones']),
  unit('A Bicycle in Good Repair', 'Garden Snake', ['Grammar: Prepositions', 'grammar.prepositions']),
  unit('The Story of Cricket', null, ['Grammar: Active and Passive Voice', 'grammar.voice']),
]);

const honeydew = buildBook('English', 'ncert-honeydew-8', 'Honeydew (Class 8)', [
  unit('The Best Christmas Present in the World', 'The Ant and the Cricket', [
    'Grammar: Past Perfect Tense',
    'grammar.tenses',
  ]),
  unit('The Tsunami', 'Geography Lesson', ['Grammar: Conjunctions', 'grammar.conjunctions']),
  unit('Glimpses of the Past', 'Macavity: The Mystery Cat', [
    'Vocabulary: Word Formation',
    'vocabulary.word-formation',
  ]),
  unit("Bepin Choudhury's Lapse of Memory", 'The Last Bargain', [
    'Grammar: Reported Speech',
    'grammar.reported-speech',
  ]),
  unit('The Summit Within', 'The School Boy', ['Grammar: Phrasal Verbs', 'grammar.phrasal-verbs']),
  unit("This is Jody's Fawn", 'The Duck and the Kangaroo', ['Grammar: Adverbs', 'grammar.adverbs']),
  unit('A Visit to Cambridge', 'When I set out for Lyonnesse', [
    'Vocabulary: Compound Words',
    'vocabulary.word-formation',
  ]),
  unit('A Short Monsoon Diary', 'On the Grasshopper and Cricket', ['Vocabulary: Idioms', 'vocabulary.idioms']),
  unit('The Great Stone Face–I', null, ['Grammar: Active and Passive Voice', 'grammar.voice']),
  unit('The Great Stone Face–II', null, ['Writing: Character Sketch', 'writing.character-sketch']),
]);

export const MIDDLE_ENGLISH: SubjectCurriculum[] = [
  cbse(6, 'English', [poorvi6, honeysuckle]),
  cbse(7, 'English', [honeycomb]),
  cbse(8, 'English', [honeydew]),
];
