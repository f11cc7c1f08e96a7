import type { BankQuestion } from '@app/shared';
import { fb, la, mcq, placeIn, sa, tf } from './build';

const at = placeIn(1, 'English');

export const G1_ENGLISH: BankQuestion[] = [
  // 1 Two Little Hands
  fb(
    at(1),
    'e',
    'Two little hands go clap, clap, ____.',
    'clap',
    'The poem says: Two little hands go clap, clap, clap.',
  ),
  mcq(at(1, 1), 'e', 'We see with our ____.', 'eyes', ['ears', 'nose', 'hands'], 'Eyes help us to see.', {
    ears: 'Ears help us hear, not see.',
  }),
  mcq(
    at(1, 1),
    'm',
    'Which part of the body helps us to smell a flower?',
    'Nose',
    ['Mouth', 'Leg', 'Hand'],
    'We smell with our nose.',
  ),
  tf(
    at(1, 2),
    'm',
    "In the sentence 'I clap with my hands', the action word is 'clap'.",
    true,
    'Clap tells us what we do, so it is an action word.',
  ),
  // 2 Greetings
  mcq(
    at(2),
    'e',
    'What do you say when you meet your teacher in the morning?',
    'Good morning',
    ['Good night', 'Good evening', 'Goodbye'],
    'We say Good morning when we meet someone in the morning.',
    { 'Good night': 'Good night is said before going to sleep.' },
  ),
  fb(at(2), 'm', 'Before going to bed, we say Good ____.', 'night', 'Good night is said at bedtime.'),
  mcq(
    at(2, 1),
    'm',
    'Your friend gives you a pencil. What should you say?',
    'Thank you',
    ['Sorry', 'Good night', 'Go away'],
    'We say thank you when someone helps us or gives us something.',
  ),
  tf(
    at(2, 1),
    'h',
    "We say 'Sorry' when we make a mistake or hurt someone.",
    true,
    'Saying sorry shows we care about the other person.',
  ),
  // 3 Picture Time
  mcq(
    at(3, 1),
    'e',
    'Which word is the name of an animal?',
    'cow',
    ['run', 'big', 'happy'],
    'Cow is the name of an animal; it is a naming word.',
  ),
  fb(
    at(3, 1),
    'm',
    'The ____ is flying in the sky. (Hint: it has wings and feathers)',
    'bird',
    'A bird has wings and feathers and can fly.',
    ['kite', 'parrot', 'crow', 'sparrow'],
  ),
  // 4 The Cap-seller and the Monkeys
  mcq(
    at(4),
    'e',
    'Where did the cap-seller go to sleep?',
    'Under a tree',
    ['In a shop', 'On a boat', 'Inside a house'],
    'He felt tired and slept under a tree.',
  ),
  mcq(
    at(4),
    'm',
    'Who took the caps from the basket?',
    'The monkeys',
    ['The birds', 'The children', 'A dog'],
    'The monkeys on the tree took the caps.',
  ),
  tf(
    at(4, 1),
    'm',
    'The monkeys threw their caps down because they copied the cap-seller.',
    true,
    'When the cap-seller threw his cap down, the monkeys copied him.',
  ),
  sa(
    at(4, 1),
    'h',
    'How did the cap-seller get his caps back from the monkeys?',
    'He saw that the monkeys copied him, so he threw his own cap on the ground. The monkeys also threw their caps down, and he collected them.',
    ['copied', 'threw his cap', 'monkeys threw', 'collected'],
    'He used the monkeys’ habit of copying to get the caps back.',
  ),
  // 5 A Farm
  mcq(at(5, 1), 'e', 'Which animal says "moo"?', 'Cow', ['Dog', 'Cat', 'Hen'], 'A cow says moo.'),
  fb(at(5, 1), 'm', 'A hen says cluck, ____.', 'cluck', 'The hen makes the sound cluck, cluck.'),
  mcq(
    at(5, 2),
    'h',
    'Which word rhymes with "cat"?',
    'hat',
    ['cow', 'dog', 'cup'],
    'Cat and hat end with the same sound -at.',
  ),
  // 6 Fun with Pictures
  mcq(
    at(6, 1),
    'e',
    'Which of these do we use to write?',
    'Pencil',
    ['Spoon', 'Shoe', 'Ball'],
    'We write with a pencil.',
  ),
  // 7 The Food we Eat
  mcq(at(7), 'e', 'Which of these is a fruit?', 'Banana', ['Potato', 'Rice', 'Bread'], 'A banana is a fruit.', {
    Potato: 'A potato is a vegetable.',
  }),
  fb(
    at(7, 1),
    'm',
    'Complete the question: What ____ you eat for lunch?',
    'did',
    "We ask 'What did you eat for lunch?'",
    ['do'],
  ),
  // 8 The Four Seasons
  mcq(
    at(8),
    'm',
    'In which season do we wear woollen clothes?',
    'Winter',
    ['Summer', 'Spring', 'Monsoon'],
    'Winter is cold, so we wear warm woollen clothes.',
  ),
  tf(at(8, 1), 'm', 'We need an umbrella on a rainy day.', true, 'An umbrella keeps us dry in the rain.'),
  // 9 Anandi's Rainbow
  mcq(
    at(9, 1),
    'h',
    'How many colours are there in a rainbow?',
    'Seven',
    ['Three', 'Five', 'Ten'],
    'A rainbow has seven colours: violet, indigo, blue, green, yellow, orange and red.',
  ),
  fb(
    at(9, 1),
    'x',
    'We see a rainbow when the Sun shines and there is ____ in the air.',
    'rain',
    'A rainbow forms when sunlight passes through raindrops.',
    ['water', 'raindrops', 'water drops'],
  ),
  la(
    at(9, 1),
    'x',
    'Write four sentences about a rainbow. Say when you see it and name some of its colours.',
    'A rainbow is a big colourful arch in the sky. We see it when the Sun shines after rain. It has seven colours. Some of them are red, yellow, green and blue.',
    ['sky', 'Sun', 'rain', 'seven colours', 'red'],
    'Good sentences say what a rainbow looks like, when it comes and which colours it has.',
    4,
  ),
];
