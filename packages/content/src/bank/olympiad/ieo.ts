import type { BankQuestion } from '@app/shared';
import { olympiadSection } from './build';

/** SOF gives one count for its three language sections (see olympiad/sof/ieo.ts). */
const LANGUAGE = 'Word and Structure Knowledge, Reading, Spoken and Written Expression';

const wsk3 = olympiadSection('IEO', 3, LANGUAGE);
const read3 = olympiadSection('IEO', 3, LANGUAGE);
const swe3 = olympiadSection('IEO', 3, LANGUAGE);
const ach3 = olympiadSection('IEO', 3, 'Achievers Section');
const wsk7 = olympiadSection('IEO', 7, LANGUAGE);
const read7 = olympiadSection('IEO', 7, LANGUAGE);
const swe7 = olympiadSection('IEO', 7, LANGUAGE);
const ach7 = olympiadSection('IEO', 7, 'Achievers Section');

const TINA =
  'Read the passage: "Tina planted a small seed in a pot. Every morning she watered it and kept the pot near the window. After ten days, a tiny green shoot came out. Tina was so happy that she ran to show it to her grandmother."';
const PICNIC =
  'Read the notice: "SCHOOL PICNIC — Class 3 will visit the City Zoo on Friday, 14 November. The bus leaves at 8:30 am. Bring a water bottle and a cap."';
const RAIN =
  'Read the news item: "PUNE, 12 June: Heavy rain lashed the city on Monday, flooding several low-lying areas. The municipal corporation has closed all schools for two days and advised citizens to avoid travel unless necessary."';

/** IEO class 3 and class 7 practice MCQs, every section. */
export const BANK_OLYMPIAD_IEO: BankQuestion[] = [
  // Class 3 — Word and Structure Knowledge
  wsk3(
    'Singular and Plural',
    'easy',
    "What is the plural of 'mouse'?",
    ['mice', 'mouses', 'mices', 'meese'],
    "'Mouse' has an irregular plural: 'mice'.",
    { mis: { mouses: 'Added -s to an irregular noun.' } },
  ),
  wsk3(
    'Spellings',
    'easy',
    'Choose the correctly spelt word.',
    ['beautiful', 'beautifull', 'beatiful', 'beutiful'],
    "The correct spelling is b-e-a-u-t-i-f-u-l, with one 'l' at the end.",
  ),
  wsk3(
    'Homophones',
    'medium',
    "Choose the correct word to complete the sentence: 'I can ___ the birds in the sky.'",
    ['see', 'sea', 'seas', 'sees'],
    "'See' means to look at; 'sea' is a large body of salt water. After 'can' we use the base form 'see'.",
  ),
  wsk3(
    'Articles',
    'easy',
    'Which sentence uses the article correctly?',
    ['He is an honest boy.', 'He is a honest boy.', 'She has a umbrella.', 'I saw an cow.'],
    "'Honest' begins with a vowel sound (the h is silent), so it takes 'an'. 'Umbrella' also needs 'an' and 'cow' needs 'a'.",
  ),
  wsk3(
    'Masculine and Feminine',
    'easy',
    "What is the feminine of 'king'?",
    ['queen', 'princess', 'kingess', 'lady'],
    "The feminine of 'king' is 'queen'; 'princess' is the feminine of 'prince'.",
  ),
  wsk3(
    'Prepositions',
    'medium',
    "Choose the correct preposition: 'We have lived in this town ___ 2019.'",
    ['since', 'for', 'from', 'at'],
    "'Since' is used with a point in time; 'for' is used with a length of time (for five years).",
  ),
  // Class 3 — Reading
  read3(
    'Anecdotes and Stories',
    'easy',
    `${TINA} Where did Tina keep the pot?`,
    ['Near the window', 'Under the bed', 'In the garden', 'On the roof'],
    'The passage says she "kept the pot near the window".',
  ),
  read3(
    'Anecdotes and Stories',
    'easy',
    `${TINA} After how many days did the shoot come out?`,
    ['Ten', 'Two', 'Seven', 'Twelve'],
    'The passage says "After ten days, a tiny green shoot came out."',
  ),
  read3(
    'Anecdotes and Stories',
    'medium',
    `${TINA} Why did Tina run to her grandmother?`,
    ['To show her the new shoot', 'To ask for water', 'Because she was scared', 'To get another seed'],
    'Tina was happy and ran "to show it", the shoot, to her grandmother.',
  ),
  read3(
    'Timetables and Notices',
    'easy',
    `${PICNIC} On which day is the picnic?`,
    ['Friday', 'Monday', 'Saturday', 'Thursday'],
    'The notice says the class will visit the zoo on Friday, 14 November.',
  ),
  read3(
    'Timetables and Notices',
    'medium',
    `${PICNIC} What must the children bring?`,
    ['A water bottle and a cap', 'A lunch box and a book', 'An umbrella and a raincoat', 'Pencils and crayons'],
    'The last line of the notice asks them to bring a water bottle and a cap.',
  ),
  read3(
    'Poems',
    'medium',
    "Read the lines: 'Twinkle, twinkle, little star, / How I wonder what you are! / Up above the world so high, / Like a diamond in the sky.' Which word rhymes with 'high'?",
    ['sky', 'star', 'world', 'are'],
    "'High' and 'sky' end with the same sound.",
  ),
  // Class 3 — Spoken and Written Expression
  swe3(
    'Requests and Apologies',
    'easy',
    'You bump into someone by mistake. What should you say?',
    ["I'm sorry.", 'Thank you.', 'Well done!', 'Good night.'],
    'We apologise when we make a mistake that troubles someone.',
  ),
  swe3(
    'Requests and Apologies',
    'medium',
    'Which is the most polite way to ask a classmate for a pencil?',
    ['Could you please lend me a pencil?', 'Give me a pencil.', 'I want your pencil now.', 'Pencil, quick!'],
    "'Could you please ...?' is a polite request; the others sound like orders.",
  ),
  swe3(
    'Offers and Invitations',
    'medium',
    "Your friend says, 'Would you like to come to my birthday party on Sunday?' Which reply accepts politely?",
    ["Yes, I'd love to come. Thank you!", 'No.', 'Why should I come?', 'Only if you give me a gift.'],
    'A polite acceptance says yes and thanks the person who invited you.',
  ),
  swe3(
    'Expressing Likes and Dislikes',
    'easy',
    'Which sentence tells us that Rohan does NOT like milk?',
    ['Rohan dislikes milk.', 'Rohan enjoys milk.', 'Rohan loves milk.', 'Rohan is fond of milk.'],
    "'Dislikes' means does not like; the other sentences say he likes milk.",
  ),
  swe3(
    'Situational Responses',
    'medium',
    'Your teacher gives you a prize. What do you say?',
    ["Thank you, ma'am.", "Sorry, ma'am.", "Excuse me, ma'am.", "Bless you, ma'am."],
    'We say thank you when someone gives us something.',
  ),
  // Class 3 — Achievers Section
  ach3(
    'Synonyms and Antonyms',
    'hard',
    "Choose the word that is opposite in meaning to 'ancient'.",
    ['modern', 'old', 'antique', 'aged'],
    "'Ancient' means very old; its opposite is 'modern'. 'Old', 'antique' and 'aged' are similar in meaning.",
    { mis: { antique: 'Chose a word with a similar meaning instead of the opposite.' } },
  ),
  ach3(
    'Idioms and Proverbs',
    'hard',
    "'The maths test was a piece of cake.' What does 'a piece of cake' mean here?",
    ['Very easy', 'Very tasty', 'Very long', 'Very difficult'],
    "The idiom 'a piece of cake' means something very easy.",
  ),
  ach3(
    'Jumbled Words',
    'hard',
    "Arrange the words to make a correct sentence: 'park / we / the / to / went'",
    ['We went to the park.', 'The park went to we.', 'To we went the park.', 'Went we the to park.'],
    'Subject (We) + verb (went) + place (to the park).',
  ),
  ach3(
    'Tenses',
    'hard',
    "Choose the correct word: 'Yesterday, Mohan ___ a kite.'",
    ['flew', 'fly', 'flies', 'flying'],
    "'Yesterday' shows the past, so we use the past tense 'flew'.",
  ),
  ach3(
    'Anecdotes and Stories',
    'extreme',
    "Read: 'The ant worked all summer to store food. The grasshopper sang and played. When winter came, the grasshopper was hungry.' What is the lesson of the story?",
    [
      'We should plan and work for the future.',
      'Singing is better than working.',
      'Ants are bigger than grasshoppers.',
      'Winter is the best season.',
    ],
    'The ant prepared for winter and the grasshopper did not, so the story teaches us to plan ahead.',
  ),
  ach3(
    'Question Tags',
    'extreme',
    "Choose the correct question tag: 'She can swim, ___?'",
    ["can't she", 'can she', "doesn't she", "isn't she"],
    "A positive sentence with 'can' takes the negative tag with the same helping verb: 'can't she?'",
  ),
  // Class 7 — Word and Structure Knowledge
  wsk7(
    'Synonyms and Antonyms',
    'medium',
    "Choose the word closest in meaning to 'diligent'.",
    ['hardworking', 'lazy', 'clever', 'careless'],
    "'Diligent' means careful and hardworking; 'lazy' and 'careless' are its opposites.",
  ),
  wsk7(
    'Active and Passive Voice',
    'medium',
    "Choose the passive form of: 'The chef cooked a delicious meal.'",
    [
      'A delicious meal was cooked by the chef.',
      'A delicious meal is cooked by the chef.',
      'A delicious meal had cooked by the chef.',
      'The chef was cooked a delicious meal.',
    ],
    "Simple past active becomes 'was/were + past participle': 'was cooked by the chef'.",
  ),
  wsk7(
    'Direct and Indirect Speech',
    'hard',
    "Choose the correct indirect speech: Riya said, 'I am tired.'",
    [
      'Riya said that she was tired.',
      'Riya said that I was tired.',
      'Riya told that she was tired.',
      'Riya said that she will be tired.',
    ],
    "The pronoun 'I' becomes 'she' and, after 'said', 'am' shifts back to 'was'. 'Told' needs an object (told me).",
  ),
  wsk7(
    'Subject-Verb Agreement',
    'medium',
    "Choose the correct verb: 'Neither the teacher nor the students ___ present.'",
    ['were', 'was', 'is', 'has been'],
    "With 'neither ... nor' the verb agrees with the nearer subject, 'students', which is plural.",
  ),
  wsk7(
    'Phrasal Verbs',
    'medium',
    "Choose the phrasal verb that means 'postponed': 'The match was ___ because of rain.'",
    ['put off', 'put on', 'put up', 'put out'],
    "'Put off' means postpone; 'put out' means extinguish and 'put on' means wear.",
  ),
  wsk7(
    'One-word Substitution',
    'medium',
    'One word for a person who can speak two languages:',
    ['bilingual', 'linguist', 'polyglot', 'translator'],
    "'Bilingual' means using two languages; a 'polyglot' knows many languages.",
    { mis: { polyglot: 'A polyglot speaks many languages, not exactly two.' } },
  ),
  // Class 7 — Reading
  read7(
    'News Reports and Notices',
    'medium',
    `${RAIN} Why were the schools closed?`,
    [
      'Because heavy rain flooded parts of the city',
      'Because of the summer vacation',
      'Because of an examination',
      'Because the teachers were on strike',
    ],
    'The report links the closure to the heavy rain and flooding.',
  ),
  read7(
    'News Reports and Notices',
    'medium',
    `${RAIN} What does 'low-lying areas' mean?`,
    [
      'Places lower than the land around them',
      'Places where people tell lies',
      'High hills near the city',
      'Areas with many tall buildings',
    ],
    "'Low-lying' describes land at a low level, which floods first.",
  ),
  read7(
    'Advertisements and Posters',
    'hard',
    "Read the advertisement: 'SUMMER SALE! Flat 30% off on all school bags. Offer valid till 31 May. Buy 2 bags, get a water bottle free.' On 20 May Aman buys two bags marked ₹500 each. What does he pay and what does he get?",
    ['₹700 and a free water bottle', '₹1000 and a free water bottle', '₹700 only', '₹300 and a free water bottle'],
    'Each bag costs ₹500 − 30% = ₹350, so two cost ₹700; buying two within the offer period also earns the free bottle.',
  ),
  read7(
    'Poems',
    'hard',
    "Read: 'The woods are lovely, dark and deep, / But I have promises to keep, / And miles to go before I sleep.' What does the poet mean by 'miles to go before I sleep'?",
    [
      'He still has many duties to finish.',
      'He is going to walk to his bed.',
      'He is lost in the woods.',
      'He wants to sleep in the woods.',
    ],
    "Although the woods tempt him to stop, the poet must keep his promises: 'miles to go' stands for the work still ahead in life.",
  ),
  read7(
    'Letters and Messages',
    'medium',
    "Read the message: 'Mom, I have gone to Priya's house to finish our science project. I will be back by 6 pm. The keys are under the flower pot. — Anu' Where are the keys?",
    ['Under the flower pot', "At Priya's house", 'With Mom', "In Anu's bag"],
    'The message says "The keys are under the flower pot."',
  ),
  // Class 7 — Spoken and Written Expression
  swe7(
    'Giving Advice',
    'medium',
    'Your friend has a bad cough. Which advice is most suitable?',
    [
      'You should see a doctor and drink warm water.',
      'You must eat lots of ice cream.',
      'You should shout loudly to clear your throat.',
      'You ought to skip your meals.',
    ],
    "'You should ...' gives advice, and seeing a doctor and drinking warm water is sensible advice.",
  ),
  swe7(
    'Making Requests and Offers',
    'medium',
    'Which sentence is an offer of help?',
    ['Shall I carry your bags for you?', 'Could you carry my bags?', 'Carry my bags.', 'Why are your bags so heavy?'],
    "'Shall I ...?' offers help; 'Could you ...?' asks for help.",
  ),
  swe7(
    'Expressing Opinions',
    'medium',
    'Which sentence expresses an opinion rather than a fact?',
    [
      'I think cricket is the most exciting sport.',
      'Cricket is played with a bat and a ball.',
      'A cricket team has eleven players.',
      'India won the Cricket World Cup in 1983.',
    ],
    "'I think ... most exciting' is a personal view; the others can be checked as facts.",
  ),
  swe7(
    'Situational Responses',
    'medium',
    "At a shop the shopkeeper says, 'That will be ₹250, please.' What is the best reply as you hand over the money?",
    ['Here you are.', "You're welcome.", 'Same to you.', 'Never mind.'],
    "'Here you are' is said when giving something to someone.",
  ),
  swe7(
    'Sentence Completion',
    'hard',
    "Complete the sentence: 'Had I known about the traffic, I ___ earlier.'",
    ['would have left', 'will leave', 'would leave', 'had leave'],
    "'Had I known' is a past unreal condition (third conditional), so the result is 'would have + past participle'.",
  ),
  // Class 7 — Achievers Section
  ach7(
    'Idioms and Proverbs',
    'hard',
    "'He let the cat out of the bag.' What does the idiom mean?",
    ['He revealed a secret.', 'He set a pet free.', 'He made a mistake while shopping.', 'He lost something valuable.'],
    "To 'let the cat out of the bag' is to reveal a secret, usually by accident.",
  ),
  ach7(
    'Word Analogies',
    'hard',
    'Author : Book :: Composer : ___',
    ['Symphony', 'Orchestra', 'Singer', 'Instrument'],
    'An author creates a book; a composer creates a piece of music such as a symphony.',
  ),
  ach7(
    'Tenses',
    'hard',
    'Which sentence is correct?',
    [
      'She has been waiting for two hours.',
      'She is waiting since two hours.',
      'She has been waiting since two hours.',
      'She waits for two hours now.',
    ],
    "An action that began in the past and continues uses the present perfect continuous; 'for' goes with a length of time.",
  ),
  ach7(
    'Stories and Anecdotes',
    'extreme',
    "Read: 'When a famous scientist was asked how he made so many discoveries, he smiled and said that he had simply kept asking questions long after others had stopped.' Which quality does the scientist value most?",
    ['Curiosity', 'Wealth', 'Luck', 'Obedience'],
    'Continuing to ask questions shows curiosity.',
  ),
  ach7(
    'Homonyms and Homophones',
    'hard',
    "In which sentence does 'bark' mean the outer covering of a tree?",
    [
      'The bark of the old oak was rough and cracked.',
      "The dog's loud bark woke the baby.",
      'Dogs often bark at strangers.',
      'His bark is worse than his bite.',
    ],
    "Only the first sentence uses 'bark' for a tree's covering; the others use the sound a dog makes.",
  ),
];
