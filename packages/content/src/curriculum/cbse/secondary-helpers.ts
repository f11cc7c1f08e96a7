import type { Book, Chapter, Topic } from '../types';

/** A chapter written as [name, [[topic name, ...concept tags], ...]]; numbers come from the order. */
export type ChapterSpec = [name: string, topics: [topic: string, ...concepts: string[]][]];

export function ncertBook(id: string, title: string, chapters: ChapterSpec[]): Book {
  return {
    id,
    title,
    publisher: 'NCERT',
    chapters: chapters.map(
      ([name, topics], i): Chapter => ({
        number: i + 1,
        name,
        topics: topics.map(([topic, ...concepts]): Topic => ({ name: topic, concepts })),
      }),
    ),
  };
}

/** A prose lesson of an English reader: plot, characters and theme, each with its own concept tag. */
export function englishProse(name: string, slug: string): ChapterSpec {
  return [
    name,
    [
      ['Story and Plot', `english.${slug}.plot`],
      ['Characters', `english.${slug}.characters`],
      ['Theme and Message', `english.${slug}.theme`],
    ],
  ];
}

/** A poem of an English reader: meaning and theme, and poetic devices. */
export function englishPoem(name: string, slug: string): ChapterSpec {
  return [
    name,
    [
      ['Theme and Message', `english.${slug}.theme`],
      ['Poetic Devices', `english.${slug}.poetic-devices`],
    ],
  ];
}

/** A Hindi prose lesson (गद्य): summary, characters, language. */
export function hindiGadya(name: string, slug: string): ChapterSpec {
  return [
    name,
    [
      ['पाठ का सार', `hindi.${slug}.saar`],
      ['पात्र और चरित्र-चित्रण', `hindi.${slug}.patra`],
      ['भाषा और शब्द-भंडार', `hindi.${slug}.bhasha`],
    ],
  ];
}

/** A Hindi poem (काव्य): meaning and poetic beauty. */
export function hindiKavya(name: string, slug: string): ChapterSpec {
  return [
    name,
    [
      ['काव्य का भाव', `hindi.${slug}.bhav`],
      ['काव्य-सौंदर्य', `hindi.${slug}.saundarya`],
    ],
  ];
}
