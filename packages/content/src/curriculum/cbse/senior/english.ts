import { book, entry } from '../../build';
import type { SubjectCurriculum } from '../../types';

// NCERT English Core, rationalised editions. Hornbill dropped Landscape of the Soul, The Browning Version and
// Silk Road; Snapshots dropped Ranga’s Marriage, Albert Einstein at School and The Ghat of the Only World;
// Flamingo dropped An Elementary School Classroom in a Slum; Vistas dropped Should Wizard Hit Mommy and Evans
// Tries an O-Level. The books number prose and poems separately; here prose comes first, then poems, numbered
// on. Each topic carries a skill tag (`english.literature.*`) shared across books, besides its own tag.

const HORNBILL = book('English', 'ncert-hornbill-11', 'Hornbill – Textbook in English for Class XI', 'NCERT', [
  'The Portrait of a Lady | prose.portrait-of-a-lady | The grandmother’s character @character @literature.character; Changing relationship with the author @relationship @literature.theme; Vocabulary in context @vocabulary @literature.vocabulary',
  '“We’re Not Afraid to Die… if We Can All Be Together” | prose.not-afraid-to-die | The voyage and the storm @narrative @literature.plot; Courage and optimism in crisis @theme @literature.theme; The children’s role @character @literature.character',
  'Discovering Tut: the Saga Continues | prose.discovering-tut | Tutankhamun and his tomb @context @literature.plot; CT scanning the mummy @science-and-history @literature.theme; Vocabulary of archaeology @vocabulary @literature.vocabulary',
  'The Ailing Planet: the Green Movement’s Role | prose.ailing-planet | Sustainable development @theme @literature.theme; Threats to the earth’s systems @argument @literature.argument; Note-making from the text @note-making @writing.note-making',
  'The Adventure | prose.the-adventure | Professor Gaitonde’s alternate history @plot @literature.plot; Catastrophe theory and reality @theme @literature.theme; Characters and historical references @character @literature.character',
  'A Photograph | poetry.a-photograph | The three stages in the poem @central-idea @literature.central-idea; Memory and loss @theme @literature.theme; Poetic devices @devices @literature.poetic-devices',
  'The Laburnum Top | poetry.laburnum-top | The goldfinch and the tree @central-idea @literature.central-idea; Imagery @imagery @literature.poetic-devices',
  'The Voice of the Rain | poetry.voice-of-the-rain | The cycle of rain @central-idea @literature.central-idea; Rain as poetry and song @comparison @literature.poetic-devices',
  'Childhood | poetry.childhood | When childhood ends @central-idea @literature.central-idea; Growing up and reasoning @theme @literature.theme',
  'Father to Son | poetry.father-to-son | The generation gap @central-idea @literature.central-idea; Imagery and tone @devices @literature.poetic-devices',
]);

const SNAPSHOTS = book(
  'English',
  'ncert-snapshots-11',
  'Snapshots – Supplementary Reader in English for Class XI',
  'NCERT',
  [
    'The Summer of the Beautiful White Horse | snapshots.white-horse | Aram and Mourad and the stolen horse @plot @literature.plot; Honesty and family pride @theme @literature.theme',
    'The Address | snapshots.the-address | Returning after the war @plot @literature.plot; Memory and attachment to objects @theme @literature.theme',
    'Mother’s Day | snapshots.mothers-day | The swapped personalities @plot @literature.plot; Recognition of a mother’s work @theme @literature.theme',
    'Birth | snapshots.birth | Andrew Manson’s first case @plot @literature.plot; Duty and compassion @theme @literature.theme',
    'The Tale of Melon City | snapshots.melon-city | The just and placid king @plot @literature.plot; Satire on rulers and justice @theme @literature.theme',
  ],
);

const FLAMINGO = book('English', 'ncert-flamingo-12', 'Flamingo – Textbook in English for Class XII', 'NCERT', [
  'The Last Lesson | prose.last-lesson | Franz and M. Hamel’s last class @plot @literature.plot; Linguistic chauvinism and the mother tongue @theme @literature.theme; Characters of Franz and M. Hamel @character @literature.character',
  'Lost Spring | prose.lost-spring | Saheb’s life among ragpickers @plot @literature.plot; Child labour and poverty @theme @literature.theme; Mukesh and the bangle makers of Firozabad @character @literature.character',
  'Deep Water | prose.deep-water | The drowning experience @plot @literature.plot; Overcoming fear @theme @literature.theme',
  'The Rattrap | prose.the-rattrap | The peddler and the ironmaster @plot @literature.plot; The world as a rattrap @theme @literature.theme; Edla’s kindness @character @literature.character',
  'Indigo | prose.indigo | Champaran and the sharecroppers @plot @literature.plot; Civil disobedience and self-reliance @theme @literature.theme',
  'Poets and Pancakes | prose.poets-and-pancakes | Gemini Studios and its people @plot @literature.plot; Humour and satire @tone @literature.theme',
  'The Interview | prose.the-interview | Views on the interview @argument @literature.argument; Umberto Eco on writing @character @literature.character',
  'Going Places | prose.going-places | Sophie’s dreams and reality @plot @literature.plot; Adolescent fantasy and hero worship @theme @literature.theme',
  'My Mother at Sixty-six | poetry.mother-at-sixty-six | Fear of losing a parent @central-idea @literature.central-idea; Similes and imagery @devices @literature.poetic-devices',
  'Keeping Quiet | poetry.keeping-quiet | Introspection and silence @central-idea @literature.central-idea; Poetic devices @devices @literature.poetic-devices',
  'A Thing of Beauty | poetry.thing-of-beauty | Beauty as a joy for ever @central-idea @literature.central-idea; Imagery from nature @devices @literature.poetic-devices',
  'A Roadside Stand | poetry.roadside-stand | The plight of the rural poor @central-idea @literature.central-idea; Tone and irony @devices @literature.poetic-devices',
  'Aunt Jennifer’s Tigers | poetry.aunt-jennifers-tigers | The tigers and Aunt Jennifer @central-idea @literature.central-idea; Symbolism @symbolism @literature.poetic-devices',
]);

const VISTAS = book('English', 'ncert-vistas-12', 'Vistas – Supplementary Reader in English for Class XII', 'NCERT', [
  'The Third Level | vistas.third-level | Charley’s escape to the past @plot @literature.plot; Insecurity and escapism @theme @literature.theme',
  'The Tiger King | vistas.tiger-king | The Maharaja and the prophecy @plot @literature.plot; Satire on vanity and power @theme @literature.theme',
  'Journey to the End of the Earth | vistas.journey-to-end-of-earth | Antarctica and climate history @context @literature.plot; Global warming and the future @theme @literature.theme',
  'The Enemy | vistas.the-enemy | Dr Sadao and the American soldier @plot @literature.plot; Humanity over patriotism @theme @literature.theme',
  'On the Face of It | vistas.on-the-face-of-it | Derry and Mr Lamb @character @literature.character; Loneliness and acceptance @theme @literature.theme',
  'Memories of Childhood | vistas.memories-of-childhood | Zitkala-Sa and Bama @character @literature.character; Oppression and resistance @theme @literature.theme',
]);

export const CBSE_SENIOR_ENGLISH: SubjectCurriculum[] = [
  entry('CBSE', 11, 'English', [HORNBILL, SNAPSHOTS]),
  entry('CBSE', 12, 'English', [FLAMINGO, VISTAS]),
];
