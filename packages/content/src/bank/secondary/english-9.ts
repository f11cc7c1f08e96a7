import type { BankQuestion } from '@app/shared';
import { ar, E, fib, H, la, M, mcq, placer, sa, tf, X } from './build';

// Questions on Beehive (the default Class IX English reader). Chapter numbers follow secondary-english.ts.
const p = placer(9, 'English');

export const ENGLISH_9: BankQuestion[] = [
  // The Fun They Had
  mcq(
    p(1, 1),
    E,
    'In "The Fun They Had", Tommy found a real book in',
    'the attic',
    ['the school library', "his father's office", 'the garden shed'],
    'Tommy found it in the attic of his house. It was a very old book, from a time when stories were printed on paper.',
  ),
  tf(p(1, 1), M, '"The Fun They Had" is set in the year 2157.', true, 'Margie’s diary entry is dated 17 May 2157.'),
  fib(
    p(1, 1),
    M,
    'Margie wrote in her diary: "Today Tommy found a real ____!"',
    'book',
    'Books of paper were a curiosity in her time.',
  ),
  sa(
    p(1, 3),
    M,
    'Why did Margie think that children in the old days must have had fun at school?',
    'All the children from the neighbourhood went to the same school, laughed and shouted in the schoolyard, sat together in class and went home together. They learned the same things and could help one another with homework, and their teacher was a human being.',
    ['together', 'schoolyard', 'same things', 'human teacher'],
    'She compares this with learning alone from a mechanical teacher.',
  ),
  ar(
    p(1, 2),
    H,
    'Tommy found the old book strange.',
    'The words in it stood still instead of moving as they did on a screen.',
    1,
    'Tommy was used to telebooks on a screen, so fixed printed words seemed odd and wasteful to him.',
  ),

  // The Road Not Taken
  mcq(
    p(2, 1),
    E,
    'Who wrote "The Road Not Taken"?',
    'Robert Frost',
    ['William Wordsworth', 'W. B. Yeats', 'James Kirkup'],
    'Robert Frost is an American poet.',
    [null, 'Yeats wrote "The Lake Isle of Innisfree"', 'Kirkup wrote "No Men Are Foreign"'],
  ),
  fib(
    p(2, 2),
    M,
    'Complete the opening line: "Two roads diverged in a ____ wood".',
    'yellow',
    'The yellow leaves suggest autumn.',
  ),
  sa(
    p(2, 1),
    H,
    'Why will the poet tell his story "with a sigh" ages hence?',
    'The poet knows he can never come back to try the other road, since one way leads on to another. Years later he will wonder how his life would have turned out on the road not taken; the sigh shows a mix of nostalgia and regret, though his choice "made all the difference".',
    ['choice', 'cannot come back', 'regret', 'made all the difference'],
    'The roads stand for choices in life.',
    3,
  ),

  // The Sound of Music
  mcq(
    p(3, 2),
    M,
    'Evelyn Glennie, who is profoundly deaf, learnt to "hear" music by',
    'sensing its vibrations through different parts of her body',
    ['wearing powerful hearing aids', 'reading the lips of her teachers', 'watching videos of concerts'],
    'Ron Forbes taught her to sense higher drums above the waist and lower ones below it.',
    [null, 'Lip-reading helps with speech, not music', null],
  ),
  tf(
    p(3, 2),
    M,
    'Bismillah Khan played the shehnai from the Red Fort on 15 August 1947.',
    true,
    'He was the first Indian to greet the nation on Independence Day with his shehnai.',
  ),
  la(
    p(3, 3),
    X,
    'Evelyn Glennie and Ustad Bismillah Khan were both devoted to music. Compare how each overcame challenges and what each teaches us.',
    'Evelyn lost most of her hearing by the age of eleven but refused to give up; with the help of percussionist Ron Forbes she learnt to feel music through her body, joined the Royal Academy of Music and became a world-famous multi-percussionist who inspires the disabled. Bismillah Khan took the shehnai, once thought fit only for the naubat, to the classical stage through years of practice on the banks of the Ganga; he was honoured with the Bharat Ratna but refused to leave Benaras and Dumraon. Both show that determination, hard work and love for one’s art can overcome obstacles, and that success need not cut one off from one’s roots.',
    ['determination', 'vibrations', 'shehnai', 'hard work', 'roots'],
    'Compare the challenges, their responses and the values shown.',
    5,
  ),

  // Wind
  mcq(
    p(4, 1),
    M,
    'In the poem "Wind", the wind god winnows',
    'weak, crumbling houses and hearts',
    ['only strong trees', 'the harvest in the fields', 'the sea waves'],
    'The wind destroys what is weak; it cannot harm what is firm.',
  ),
  sa(
    p(4, 1),
    M,
    'What does the poet of "Wind" suggest we should do to make friends with the wind?',
    'We should build strong homes, fix the doors firmly, and practise to make our bodies and hearts firm. The wind is friends only with the strong, just as life favours those who are strong in mind.',
    ['strong homes', 'firm doors', 'firm bodies and hearts', 'friends with the strong'],
    'The wind stands for the hardships of life.',
  ),

  // The Little Girl
  tf(
    p(5, 1),
    E,
    'Kezia made a pin-cushion for her father’s birthday and stuffed it with the papers of his important speech.',
    true,
    'She did not know the papers were important, and was punished.',
  ),
  mcq(
    p(5, 2),
    M,
    'Kezia was afraid of her father mainly because',
    'he was stern and strict with her',
    ['he often shouted at her grandmother', 'he never spoke to her at all', 'he punished the servants'],
    'He always seemed to find fault, so she stuttered in his presence.',
  ),
  sa(
    p(5, 3),
    H,
    'How did Kezia’s feelings for her father change by the end of "The Little Girl"?',
    'When she had a nightmare and her father let her sleep beside him, she saw how tired he was after working hard for the family. She realised he loved her too, and said "What a big heart you’ve got, father dear". Her fear gave way to understanding and love.',
    ['nightmare', 'tired', 'works hard', 'big heart', 'love'],
    'Her view of her father changes when she sees him closely.',
    3,
  ),

  // Rain on the Roof
  fib(
    p(6, 1),
    M,
    'In "Rain on the Roof", the patter of rain on the roof brings back memories of the poet’s ____.',
    'mother',
    'He remembers her fond look as she tucked him in bed.',
  ),
  ar(
    p(6, 2),
    M,
    'The line "What a bliss to press the pillow" contains alliteration.',
    'Alliteration is the repetition of the same consonant sound at the beginning of nearby words.',
    1,
    'The "p" sound is repeated in "press" and "pillow".',
  ),

  // A Truly Beautiful Mind
  mcq(
    p(7, 1),
    M,
    'Einstein published his Special Theory of Relativity in',
    '1905',
    ['1921', '1939', '1955'],
    'He published it while working at the patent office in Bern.',
    [
      'That is when he received the Nobel Prize',
      'That is when he wrote to President Roosevelt',
      'That is the year he died',
    ],
  ),
  sa(
    p(7, 3),
    M,
    'Why did Einstein write a letter to President Roosevelt in 1939?',
    'He warned that Nazi Germany might be able to build an atomic bomb and urged the USA to take up research in nuclear energy. After the bombing of Hiroshima and Nagasaki he was deeply upset and worked for world peace and disarmament.',
    ['atomic bomb', 'Germany', 'warning', 'peace'],
    'He was a pacifist who feared the misuse of science.',
  ),

  // The Lake Isle of Innisfree
  mcq(
    p(8, 1),
    M,
    'At Innisfree the poet wants to build a small cabin made of',
    'clay and wattles',
    ['stone and marble', 'bricks and cement', 'wood and glass'],
    'He wants to live simply, close to nature.',
  ),
  fib(
    p(8, 2),
    E,
    'The poet will have "nine bean-rows" and "a hive for the honey-____".',
    'bee',
    'He dreams of a simple, self-sufficient life.',
  ),

  // The Snake and the Mirror
  mcq(
    p(9, 1),
    E,
    'The narrator of "The Snake and the Mirror" was a',
    'homoeopath',
    ['surgeon', 'teacher', 'snake charmer'],
    'He was a poor homoeopath who had just started practice.',
  ),
  sa(
    p(9, 3),
    M,
    'What two decisions did the doctor make while admiring himself in the mirror?',
    'He decided to shave every day and grow a thin moustache to look more handsome, and to marry a fat lady doctor with plenty of money and a good medical practice.',
    ['shave daily', 'thin moustache', 'fat lady doctor', 'money'],
    'His vanity is the source of humour.',
  ),
  la(
    p(9, 2),
    H,
    'Describe the doctor’s experience when the snake coiled around his arm. How does the story use humour?',
    'The snake dropped on his shoulder and coiled around his left arm with its hood near his face. Terrified, he sat like a stone statue, hardly breathing, and prayed to God. When the snake moved to the mirror to look at its own reflection, he slipped out and ran. The humour comes from his vanity (admiring his face just before), the suggestion that the snake too was vain and went to admire itself in the mirror, and his comic, self-mocking account of his own terror.',
    ['coiled around his arm', 'frozen with fear', 'prayed', 'mirror', 'vanity'],
    'Fear and self-mockery make it funny.',
    4,
  ),

  // A Legend of the Northland
  mcq(
    p(10, 1),
    M,
    'In "A Legend of the Northland", Saint Peter asked the old woman for',
    'one of the cakes she was baking',
    ['a glass of water', 'shelter for the night', 'some money'],
    'Each cake she baked seemed too big to give away.',
  ),
  tf(
    p(10, 1),
    M,
    'The old woman in "A Legend of the Northland" was turned into a woodpecker.',
    true,
    'As punishment for her selfishness she had to bore in hard, dry wood for food.',
  ),

  // My Childhood
  mcq(
    p(11, 2),
    E,
    'In "My Childhood", Abdul Kalam’s father was',
    'Jainulabdeen',
    ['Ahmed Jallaluddin', 'Samsuddin', 'Sivasubramania Iyer'],
    'His father was a wise man who avoided all inessential comforts.',
    [
      'Jallaluddin later married his sister',
      'Samsuddin was his cousin who distributed newspapers',
      'Iyer was his science teacher',
    ],
  ),
  ar(
    p(11, 3),
    M,
    'Sivasubramania Iyer invited young Kalam home for a meal, although his wife was conservative.',
    'He wanted to break social barriers so that people from different backgrounds could mingle easily.',
    1,
    'He was a rebel against caste and religious segregation.',
  ),
  sa(
    p(11, 2),
    H,
    'How did Abdul Kalam earn his first wages?',
    'During the Second World War the train stopped halting at Rameswaram, so newspaper bundles were thrown from the moving train. Kalam’s cousin Samsuddin, who distributed newspapers, needed help to catch them, and the job earned Kalam his first wages.',
    ['Second World War', 'Samsuddin', 'newspaper bundles', 'moving train'],
    'He remembers the pride of first earning money.',
  ),

  // No Men Are Foreign
  fib(
    p(12, 1),
    M,
    '"Remember, no men are strange, no countries ____."',
    'foreign',
    'The poem stresses that all human beings are alike.',
  ),
  sa(
    p(12, 1),
    M,
    'What is the central message of "No Men Are Foreign"?',
    'All human beings are alike: they share one earth, breathe the same air, and have the same bodies and needs. War and hatred against others are really against ourselves, so we should reject war and live in universal brotherhood.',
    ['universal brotherhood', 'same earth', 'war', 'hatred'],
    'Kirkup argues against war.',
  ),

  // Reach for the Top
  mcq(
    p(13, 2),
    M,
    'Santosh Yadav was the first woman in the world to climb Mount Everest',
    'twice',
    ['without oxygen', 'alone', 'in winter'],
    'She climbed it in 1992 and again in 1993.',
  ),
  tf(
    p(13, 2),
    M,
    'Maria Sharapova was sent to the USA at the age of nine to train in tennis.',
    true,
    'She was separated from her mother for two years.',
  ),

  // On Killing a Tree
  mcq(
    p(14, 1),
    H,
    'According to "On Killing a Tree", a tree is finally killed only by',
    'pulling out its roots',
    ['a simple jab of the knife', 'hacking and chopping', 'cutting off its branches'],
    'Wounds heal and new twigs grow; only uprooting kills the tree.',
    ['It will not do it', 'Bleeding bark heals and green twigs rise again', 'Branches grow back'],
  ),
  ar(
    p(14, 2),
    H,
    'The tone of "On Killing a Tree" is ironic.',
    'The poet describes the killing of a tree step by step, as if giving instructions, to show how cruel and difficult the act is.',
    1,
    'The instructional style exposes the cruelty of humans towards trees.',
  ),

  // Kathmandu
  mcq(
    p(15, 1),
    M,
    'The Pashupatinath temple in Kathmandu is dedicated to',
    'Lord Shiva',
    ['Lord Buddha', 'Lord Vishnu', 'Goddess Durga'],
    'Shiva is worshipped there as Pashupati, lord of animals.',
    ['The Baudhnath stupa is Buddhist', null, null],
  ),
  sa(
    p(15, 1),
    M,
    'Contrast the atmosphere at Pashupatinath with that at the Baudhnath stupa.',
    'Pashupatinath had an atmosphere of "feverish confusion": crowds of priests, hawkers, devotees, tourists, cows, monkeys and pigeons, with only Hindus allowed inside. The Baudhnath stupa, the Buddhist shrine, had a sense of stillness and calm, with its immense white dome surrounded by a road and small shops.',
    ['feverish confusion', 'crowds', 'stillness', 'Buddhist stupa'],
    'Vikram Seth contrasts the two shrines.',
  ),

  // If I Were You
  mcq(
    p(16, 2),
    M,
    'In "If I Were You", the intruder planned to kill Gerrard and',
    'take on his identity',
    ['rob his house and escape', 'kidnap his wife', 'sell his plays'],
    'He resembled Gerrard and hoped to escape the police as Gerrard.',
  ),
  la(
    p(16, 2),
    X,
    'How did Gerrard outwit the intruder in "If I Were You"?',
    'Gerrard stayed calm and used his wit. He pretended that he too was a criminal wanted by the police for murder, so taking his identity would mean walking into danger. He claimed the police were about to arrest him and that a car was waiting outside to help him escape. Frightened, the intruder agreed to leave through the cupboard door, which Gerrard said led to the garage. Gerrard locked him inside and phoned the police. His presence of mind and skill as a playwright saved him.',
    ['presence of mind', 'pretended', 'wanted by police', 'cupboard', 'locked'],
    'Gerrard uses invention against force.',
    5,
  ),
];
