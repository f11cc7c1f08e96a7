import type { BankQuestion } from '@app/shared';
import { ar, E, fib, H, la, M, mcq, placer, sa, tf, X } from './build';

// Questions on First Flight (the default Class X English reader). Chapter numbers follow secondary-english.ts.
const p = placer(10, 'English');

export const ENGLISH_10: BankQuestion[] = [
  // A Letter to God
  mcq(
    p(1, 1),
    E,
    'In "A Letter to God", Lencho’s crops were destroyed by',
    'a hailstorm',
    ['locusts', 'a flood', 'a drought'],
    'Large hailstones fell for an hour and the field was covered in white.',
  ),
  tf(
    p(1, 1),
    M,
    'The postmaster sent Lencho all the money he had asked for.',
    false,
    'Lencho asked for a hundred pesos; the postmaster could collect only a little more than half, and Lencho received seventy.',
  ),
  sa(
    p(1, 2),
    M,
    'Why did Lencho call the post office employees "a bunch of crooks"?',
    'Lencho had unshakable faith that God would send him the full hundred pesos. When he received only seventy, he believed God could not have made a mistake and concluded that the post office employees had stolen the rest.',
    ['faith in God', 'seventy pesos', 'hundred pesos', 'suspected the employees'],
    'The irony is that they had given him their own money.',
  ),
  ar(
    p(1, 3),
    H,
    'The postmaster decided to answer Lencho’s letter.',
    'He did not want to shake the writer’s faith in God.',
    1,
    'Moved by Lencho’s faith, he collected money from his staff and friends and signed the letter "God".',
  ),

  // Dust of Snow
  mcq(
    p(2, 1),
    M,
    'In "Dust of Snow", the crow shook down the dust of snow from a',
    'hemlock tree',
    ['pine tree', 'oak tree', 'maple tree'],
    'The hemlock, a poisonous plant, and the crow usually suggest gloom, yet here they lift the poet’s mood.',
  ),
  fib(p(2, 2), E, 'The poem "Dust of Snow" was written by ____.', 'Robert Frost', 'Frost also wrote "Fire and Ice".', [
    'Frost',
  ]),

  // Fire and Ice
  mcq(
    p(3, 1),
    H,
    'In "Fire and Ice", fire stands for',
    'desire',
    ['hatred', 'love of nature', 'knowledge'],
    'Fire symbolises desire and greed; ice symbolises hatred and indifference.',
    ['Ice stands for hatred', null, null],
  ),

  // Nelson Mandela: Long Walk to Freedom
  mcq(
    p(4, 1),
    E,
    'Nelson Mandela was sworn in as the first black President of South Africa on',
    '10 May 1994',
    ['26 January 1950', '15 August 1947', '11 February 1990'],
    'The inauguration took place at the Union Buildings in Pretoria.',
    [null, null, 'That is when he was released from prison'],
  ),
  fib(
    p(4, 3),
    M,
    'Mandela learnt that courage was not the absence of fear, but the ____ over it.',
    'triumph',
    'The brave man is not he who does not feel afraid, but he who conquers that fear.',
  ),
  sa(
    p(4, 3),
    H,
    'What "twin obligations" does Mandela speak of?',
    'Every man has obligations to his family, parents, wife and children, and obligations to his people, his community and his country. In South Africa a man of colour who tried to fulfil the second was punished and isolated, so he could not fulfil the first.',
    ['family', 'people and country', 'twin obligations', 'apartheid'],
    'Apartheid made it impossible to do both.',
    3,
  ),
  la(
    p(4, 3),
    X,
    'How did Nelson Mandela’s understanding of freedom change over his life?',
    'As a boy he thought he was born free: free to run in the fields and swim in the streams. As a student he wanted freedoms for himself only, such as staying out at night and reading what he pleased. As a young man in Johannesburg he realised that his freedom had been an illusion, that his brothers and sisters were not free, and the hunger for his own freedom became the hunger for the freedom of his people. Finally he understood that the oppressor is as much a prisoner as the oppressed, since a man who takes away another’s freedom is a prisoner of hatred; freedom is indivisible.',
    ['born free', 'freedom of his people', 'oppressor', 'prisoner of hatred', 'indivisible'],
    'Trace the stages of his life.',
    5,
  ),

  // A Tiger in the Zoo
  mcq(
    p(5, 1),
    M,
    'In "A Tiger in the Zoo", the caged tiger',
    'stalks the few steps of his cage, quiet and full of suppressed rage',
    ['roars happily at the visitors', 'sleeps peacefully all day', 'plays with the other animals'],
    'His strength is wasted in a concrete cell.',
  ),
  ar(
    p(5, 2),
    M,
    'Leslie Norris contrasts the tiger in the zoo with the tiger in its natural habitat.',
    'The poem shows how the tiger’s natural strength and freedom are wasted in captivity.',
    1,
    'The contrast between the cage and the jungle makes the point about captivity.',
  ),

  // Two Stories about Flying
  mcq(
    p(6, 1),
    M,
    'The young seagull finally flew when',
    'his mother held out a piece of fish, flew away with it, and he dived after it',
    [
      'his father pushed him off the ledge',
      'his brothers taught him how to flap',
      'a strong wind blew him off the cliff',
    ],
    'Hunger made him dive at the fish; his wings then spread outwards and he flew.',
  ),
  tf(
    p(6, 1),
    M,
    'In "The Black Aeroplane", the pilot was guided to safety through the storm by a mysterious black aeroplane that showed no lights.',
    true,
    'At Paris control no one else had seen any other aeroplane that night.',
  ),
  sa(
    p(6, 3),
    M,
    'Why was the young seagull afraid to fly?',
    'The great expanse of sea beneath him frightened him; he felt that his wings would never support him, although his brothers and sister had flown easily.',
    ['expanse of sea', 'wings would not support', 'fear', 'first flight'],
    'Fear, not inability, held him back.',
  ),

  // How to Tell Wild Animals
  fib(
    p(7, 2),
    M,
    'Complete: "If he roars at you as you’re dyin’ / You’ll know it is the Asian ____."',
    'Lion',
    'Carolyn Wells uses humour and rhyme to describe wild animals.',
    ['lion'],
  ),

  // The Ball Poem
  mcq(
    p(8, 1),
    H,
    'In "The Ball Poem", the poet does not offer the boy money to buy another ball because',
    'he wants the boy to learn what loss means and to bear it',
    ['he is too poor to buy one', 'the boy would lose it again', 'he thinks balls are a waste of money'],
    'Money is external; the boy must learn the epistemology of loss and how to stand up after it.',
  ),

  // From the Diary of Anne Frank
  mcq(
    p(9, 2),
    E,
    'Anne Frank named her diary',
    'Kitty',
    ['Margot', 'Kathy', 'Peter'],
    'She treated the diary as a friend.',
    ['Margot was her sister', null, null],
  ),
  tf(
    p(9, 1),
    M,
    'Mr Keesing made Anne write an essay on "A Chatterbox" as a punishment for talking in class.',
    true,
    'She turned the punishment around with a witty essay, and later a poem.',
  ),
  sa(
    p(9, 2),
    H,
    'Why did Anne Frank feel that she needed a diary?',
    'Although she had family and about thirty people she could call friends, she had no true friend in whom she could confide her deepest thoughts. She felt that "paper has more patience than people", so she made her diary her friend, Kitty.',
    ['no true friend', 'confide', 'paper has more patience', 'Kitty'],
    'Writing helped her express her feelings.',
  ),

  // Amanda!
  mcq(
    p(10, 2),
    M,
    'The lines within parentheses in "Amanda!" show',
    'Amanda’s thoughts and daydreams',
    ['the mother’s instructions', 'the poet’s comments', 'the father’s words'],
    'Amanda imagines being a mermaid, an orphan or Rapunzel to escape constant nagging.',
  ),

  // Glimpses of India
  mcq(
    p(11, 1),
    M,
    'In "A Baker from Goa", the baker is known in Goa as a',
    'pader',
    ['kabai', 'bol', 'pao'],
    'The baker’s long frock was called a kabai; bol is a sweet bread.',
    ['Kabai is the baker’s dress', 'Bol is a sweet bread', null],
  ),

  // The Trees
  sa(
    p(12, 1),
    H,
    'What is happening in Adrienne Rich’s poem "The Trees"?',
    'The trees kept inside the house, in pots and on the verandah, are moving out to the forest, which has been empty of trees. Their roots work to free themselves, the leaves strain towards the glass and the branches stiffen. The poem suggests that nature seeks freedom from human confinement.',
    ['trees move out', 'forest empty', 'confinement', 'freedom'],
    'It can also be read as a symbol of women seeking freedom.',
  ),

  // Mijbil the Otter
  fib(
    p(13, 1),
    M,
    'Mijbil belonged to a race previously unknown to science and was named Maxwell’s ____.',
    'otter',
    'The scientific name was Lutrogale perspicillata maxwelli.',
    ['otter (Maxwell’s otter)'],
  ),

  // Fog
  mcq(
    p(14, 2),
    M,
    'In Carl Sandburg’s "Fog", the fog is compared to a',
    'cat',
    ['dog', 'snake', 'cloud'],
    'The fog comes "on little cat feet" and sits looking over the city.',
  ),

  // Madam Rides the Bus
  mcq(
    p(15, 1),
    M,
    'Valli found that the bus fare from her village to the town was',
    'thirty paise one way',
    ['sixty paise one way', 'one rupee one way', 'fifty paise one way'],
    'She needed sixty paise for the round trip and saved up for it.',
    ['Sixty paise was the round-trip fare', null, null],
  ),
  la(
    p(15, 3),
    H,
    'What did Valli learn about death during her bus journey?',
    'On the way to town she laughed at a young cow running in front of the bus. On the way back she saw the same cow lying dead by the road, killed by a vehicle. The sight shocked her; she lost her joy in the view and realised how uncertain life is. It was her first experience of death, and it made her grow up a little.',
    ['young cow', 'dead by the roadside', 'uncertainty of life', 'first experience of death'],
    'Her joyful trip ends with a lesson.',
    4,
  ),

  // The Tale of Custard the Dragon
  tf(
    p(16, 1),
    M,
    'In "The Tale of Custard the Dragon", Custard was the bravest of all the pets.',
    false,
    'Custard was thought to be a coward, though he alone fought the pirate.',
  ),

  // The Sermon at Benares
  mcq(
    p(17, 1),
    M,
    'The Buddha asked Kisa Gotami to bring',
    'a handful of mustard seed from a house where no one had died',
    ['water from the Ganga', 'a herb from the forest', 'a lamp from the temple'],
    'She found no such house, and learnt that death is common to all.',
  ),
  sa(
    p(17, 3),
    M,
    'What lesson did Kisa Gotami learn?',
    'She learnt that death is common to all and that grieving selfishly for one’s own loss is futile. Those who overcome grief and accept the truth become free of sorrow and are blessed.',
    ['death is common to all', 'selfish grief', 'acceptance', 'peace'],
    'The Buddha teaches through her own search.',
  ),

  // For Anne Gregory
  fib(
    p(18, 1),
    H,
    'In "For Anne Gregory", the speaker says only ____ could love her for herself alone and not her yellow hair.',
    'God',
    'Human beings are attracted by outward beauty.',
  ),

  // The Proposal
  mcq(
    p(19, 1),
    M,
    'Lomov and Natalya first quarrel in "The Proposal" over the ownership of',
    'the Oxen Meadows',
    ['a pair of dogs', 'a herd of cattle', 'a flour mill'],
    'Their second quarrel is about whose dog, Guess or Squeezer, is better.',
    ['That is their second quarrel', null, null],
  ),
  la(
    p(19, 3),
    X,
    'How does Chekhov use humour to comment on marriage in "The Proposal"?',
    'Lomov comes to propose to Natalya but quarrels with her about the Oxen Meadows and then about their dogs, Guess and Squeezer. Natalya’s father Chubukov joins in with insults. Each time Lomov gets palpitations and faints, yet the marriage is hurried through because both families want it for property and security: Natalya wants a husband, Lomov a wife at thirty-five, and Chubukov to settle his daughter. The farcical quarrels show that marriage among the rich was a matter of property and convenience rather than love.',
    ['Oxen Meadows', 'dogs', 'farce', 'property', 'convenience'],
    'The play is a farce that satirises the landed class.',
    5,
  ),
];
