import { describe, expect, it } from 'vitest';
import { ZBooksResponse, ZChaptersList, ZSyllabusResponse } from '../../shared/src/schemas/content';
import { CBSE_SENIOR } from '../src/curriculum/cbse/senior';
import {
  ALL_CURRICULA,
  allConcepts,
  booksByCurriculum,
  CONCEPT_TAG_RE,
  conceptsFor,
  CURRICULUM_BOARDS,
  defaultBoardFor,
  findTopic,
  getCurriculum,
  getSyllabus,
  listBoards,
  listChapters,
  listGrades,
  listSubjects,
  listTopics,
  MASTER,
  SUBJECT_TAG,
  type SubjectCurriculum,
} from '../src/curriculum/index';

const MASTER_SUBJECTS: Record<number, string[]> = {};
for (let g = 1; g <= 12; g++) {
  if (g <= 2) MASTER_SUBJECTS[g] = ['Mathematics', 'English', 'Hindi'];
  else if (g <= 5) MASTER_SUBJECTS[g] = ['Mathematics', 'Science', 'English', 'Hindi'];
  else if (g <= 10) MASTER_SUBJECTS[g] = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'];
  else MASTER_SUBJECTS[g] = ['Mathematics', 'English', 'Physics', 'Chemistry', 'Biology'];
}

/** Every structural rule a SubjectCurriculum must obey; returns the violations so a failure names them. */
function violations(c: SubjectCurriculum): string[] {
  const where = `${c.board} ${c.grade} ${c.subject}`;
  const out: string[] = [];
  if (c.books.length === 0) out.push(`${where}: no books`);
  for (const b of c.books) {
    if (!b.id || !b.title || !b.publisher) out.push(`${where}: book fields missing on ${b.id}`);
    if (b.chapters.length === 0) out.push(`${where} ${b.id}: no chapters`);
    const names = new Set<string>();
    b.chapters.forEach((ch, i) => {
      if (ch.number !== i + 1) out.push(`${b.id}: chapter ${ch.name} numbered ${ch.number}, expected ${i + 1}`);
      if (names.has(ch.name)) out.push(`${b.id}: duplicate chapter ${ch.name}`);
      names.add(ch.name);
      if (ch.topics.length === 0) out.push(`${b.id}: chapter ${ch.name} has no topics`);
      for (const t of ch.topics) {
        if (!t.name.trim()) out.push(`${b.id}: empty topic name in ${ch.name}`);
        if (t.concepts.length === 0) out.push(`${b.id}: topic ${t.name} has no concepts`);
        for (const tag of t.concepts) {
          if (!CONCEPT_TAG_RE.test(tag) || !tag.startsWith(`${SUBJECT_TAG[c.subject]}.`))
            out.push(`${b.id}: bad tag ${tag} on ${t.name}`);
        }
      }
    });
  }
  return out;
}

describe('curriculum data invariants', () => {
  it('every registered entry obeys the structural rules (all boards, CBSE 1-10 as far as filled)', () => {
    expect(ALL_CURRICULA.flatMap(violations)).toEqual([]);
  });

  it('book ids are unique across all boards', () => {
    const ids = ALL_CURRICULA.flatMap((c) => c.books.map((b) => b.id));
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it('no (board, grade, subject) is registered twice', () => {
    const keys = ALL_CURRICULA.map((c) => `${c.board}|${c.grade}|${c.subject}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('every board has grades 1-12', () => {
    expect(listBoards()).toEqual([...CURRICULUM_BOARDS]);
    for (const board of CURRICULUM_BOARDS) {
      expect(listGrades(board), board).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it('Master is complete: the spec subjects for every grade', () => {
    for (let g = 1; g <= 12; g++) {
      expect(new Set(listSubjects('Master', g)), `grade ${g}`).toEqual(new Set(MASTER_SUBJECTS[g]));
    }
    expect(MASTER).toHaveLength(53);
  });

  it('CBSE 11-12 is complete: Mathematics, Physics, Chemistry, Biology, English and Hindi from NCERT', () => {
    for (const g of [11, 12]) {
      expect(new Set(listSubjects('CBSE', g))).toEqual(
        new Set(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi']),
      );
    }
    expect(CBSE_SENIOR.every((c) => c.books.every((b) => b.publisher === 'NCERT' && b.id.startsWith('ncert-')))).toBe(
      true,
    );
    // Spot checks against the rationalised books.
    expect(listChapters('CBSE', 11, 'Physics')[0]).toBe('Units and Measurements');
    expect(listChapters('CBSE', 11, 'Mathematics')).toHaveLength(14);
    expect(listChapters('CBSE', 12, 'Mathematics')).toHaveLength(13);
    expect(listChapters('CBSE', 11, 'Chemistry')).toHaveLength(9);
    expect(listChapters('CBSE', 12, 'Chemistry')).toHaveLength(10);
    expect(listChapters('CBSE', 11, 'Biology')).toHaveLength(19);
    expect(listChapters('CBSE', 12, 'Biology')).toHaveLength(13);
    expect(listChapters('CBSE', 12, 'Physics').at(-1)).toBe(
      'Semiconductor Electronics: Materials, Devices and Simple Circuits',
    );
    expect(booksByCurriculum({ board: 'CBSE', grade: 12, subject: 'English' }).map((b) => b.id)).toEqual([
      'ncert-flamingo-12',
      'ncert-vistas-12',
    ]);
  });

  it('boards mapped from Master have exactly Master’s chapters and topics', () => {
    const mapped = ALL_CURRICULA.filter((c) => c.mapped_from === 'Master');
    expect(mapped.length).toBeGreaterThan(0);
    for (const c of mapped) {
      const m = getCurriculum('Master', c.grade, c.subject);
      expect(m, `${c.board} ${c.grade} ${c.subject}`).toBeDefined();
      expect(c.books.map((b) => b.chapters)).toEqual(m!.books.map((b) => b.chapters));
    }
    // State boards vary by state, so State is Master throughout.
    expect(ALL_CURRICULA.filter((c) => c.board === 'State').every((c) => c.mapped_from === 'Master')).toBe(true);
  });

  it('allConcepts lists every tag once, sorted, and includes the shared vocabulary', () => {
    const tags = allConcepts();
    expect(new Set(tags).size).toBe(tags.length);
    expect([...tags].sort()).toEqual(tags);
    expect(tags).toContain('maths.fractions.addition');
    expect(tags).toContain('physics.units.si-units');
  });
});

describe('getSyllabus', () => {
  it('answers real data for CBSE grade 11 Physics with the first book as default', () => {
    const s = getSyllabus({ subject: 'Physics', grade: 11, board: 'CBSE' });
    expect(ZSyllabusResponse.parse(s)).toEqual(s);
    expect(s.selected_book_id).toBe('ncert-physics-11');
    expect(s.available_books).toEqual([
      { id: 'ncert-physics-11', title: 'Physics – Textbook for Class XI (Part I & II)', publisher: 'NCERT' },
    ]);
    expect(s.chapters).toHaveLength(14);
    expect(s.chapters[6]).toMatchObject({ chapter: 'Gravitation' });
    expect(s.chapters[6].topics).toContain('Kepler’s laws');
    expect(s.mapped_from).toBeUndefined();
  });

  it('answers Master grade 7 Mathematics', () => {
    const s = getSyllabus({ subject: 'mathematics', grade: 7, board: 'master' });
    expect(s.board).toBe('Master');
    expect(s.subject).toBe('Mathematics');
    expect(s.selected_book_id).toBe('master-mathematics-7');
    expect(s.selected_book).toBe('Master Syllabus – Mathematics Grade 7');
    expect(s.chapters.map((c) => c.chapter)).toContain('Integers');
  });

  it('answers CBSE grade 7 Mathematics once the middle-school data is filled', () => {
    const c = getCurriculum('CBSE', 7, 'Mathematics');
    const s = getSyllabus({ subject: 'Mathematics', grade: 7, board: 'CBSE' });
    if (c) {
      expect(s.selected_book_id).toBe(c.books[0].id);
      expect(s.chapters.map((x) => x.chapter)).toEqual(c.books[0].chapters.map((x) => x.name));
      expect(s.chapters.length).toBeGreaterThan(0);
    } else {
      expect(s.chapters).toEqual([]);
    }
  });

  it('selects a requested book and falls back to the default for an unknown id', () => {
    const vistas = getSyllabus({ subject: 'English', grade: 12, board: 'CBSE', bookId: 'ncert-vistas-12' });
    expect(vistas.selected_book_id).toBe('ncert-vistas-12');
    expect(vistas.chapters[0].chapter).toBe('The Third Level');
    const unknown = getSyllabus({ subject: 'English', grade: 12, board: 'CBSE', bookId: 'no-such-book' });
    expect(unknown.selected_book_id).toBe('ncert-flamingo-12');
    // A book of another grade is not selectable here either.
    const other = getSyllabus({ subject: 'English', grade: 12, board: 'CBSE', bookId: 'ncert-hornbill-11' });
    expect(other.selected_book_id).toBe('ncert-flamingo-12');
  });

  it('labels mapped boards and answers empty chapters with a message when nothing exists', () => {
    expect(getSyllabus({ subject: 'Mathematics', grade: 7, board: 'State' }).mapped_from).toBe('Master');
    const none = getSyllabus({ subject: 'Social Studies', grade: 2, board: 'Master' });
    expect(ZSyllabusResponse.parse(none)).toEqual(none);
    expect(none.chapters).toEqual([]);
    expect(none.selected_book_id).toBeNull();
    expect(none.message).toMatch(/No syllabus/);
    expect(getSyllabus({ subject: 'Mathematics', grade: 7, board: 'Narnia' }).message).toMatch(/No syllabus/);
  });
});

describe('hierarchy lists agree with getSyllabus', () => {
  it('for every board, grade, subject and book', () => {
    for (const board of listBoards()) {
      for (const grade of listGrades(board)) {
        for (const subject of listSubjects(board, grade)) {
          const c = getCurriculum(board, grade, subject)!;
          for (const b of c.books) {
            const s = getSyllabus({ board, grade, subject, bookId: b.id });
            expect(listChapters(board, grade, subject, b.id)).toEqual(s.chapters.map((x) => x.chapter));
            for (const ch of s.chapters) {
              // Chapter names may repeat across books of one subject; listTopics answers the first book's.
              const first = c.books.find((bk) => bk.chapters.some((x) => x.name === ch.chapter));
              if (first === b) expect(listTopics(board, grade, subject, ch.chapter)).toEqual(ch.topics);
            }
          }
          const all = listChapters(board, grade, subject);
          expect(ZChaptersList.parse({ chapters: all }).chapters.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers empty lists for unknown levels', () => {
    expect(listGrades('Narnia')).toEqual([]);
    expect(listSubjects('CBSE', 13)).toEqual([]);
    expect(listChapters('CBSE', 11, 'Sanskrit')).toEqual([]);
    expect(listTopics('CBSE', 11, 'Physics', 'No Such Chapter')).toEqual([]);
  });
});

describe('defaultBoardFor', () => {
  it('is Master for a coaching teacher whatever the child board', () => {
    expect(defaultBoardFor({ role: 'coaching_teacher' })).toBe('Master');
    expect(defaultBoardFor({ role: 'coaching_teacher', childBoard: 'ICSE' })).toBe('Master');
  });
  it('is the child board, else CBSE, for everyone else', () => {
    expect(defaultBoardFor({ role: 'parent', childBoard: 'ICSE' })).toBe('ICSE');
    expect(defaultBoardFor({ role: 'parent', childBoard: 'cambridge' })).toBe('Cambridge');
    expect(defaultBoardFor({ role: 'parent', childBoard: null })).toBe('CBSE');
    expect(defaultBoardFor({ role: 'parent' })).toBe('CBSE');
    expect(defaultBoardFor({ role: 'parent', childBoard: 'Unknown board' })).toBe('CBSE');
  });
});

describe('books and concepts', () => {
  it('booksByCurriculum lists a board’s books, or every board’s own books without a board', () => {
    const all = booksByCurriculum({ grade: 11, subject: 'Physics' });
    expect(ZBooksResponse.parse({ books: all }).books.length).toBe(all.length);
    expect(all.map((b) => b.board)).toContain('Master');
    expect(all.map((b) => b.id)).toContain('ncert-physics-11');
    expect(all.some((b) => b.mapped_from)).toBe(false);
    const state = booksByCurriculum({ grade: 11, subject: 'Physics', board: 'State' });
    expect(state).toHaveLength(1);
    expect(state[0].mapped_from).toBe('Master');
    expect(booksByCurriculum({ grade: 11, subject: 'Social Studies', board: 'CBSE' })).toEqual([]);
  });

  it('findTopic and conceptsFor resolve tags case-insensitively', () => {
    const hit = findTopic('cbse', 12, 'Mathematics', 'integrals', 'integration by parts');
    expect(hit?.topic.concepts).toEqual(['maths.integration.by-parts']);
    expect(hit?.chapter.number).toBe(7);
    expect(conceptsFor('CBSE', 12, 'Mathematics', 'Integrals', 'Integration by parts')).toEqual([
      'maths.integration.by-parts',
    ]);
    const chapter = conceptsFor('CBSE', 12, 'Mathematics', 'Integrals');
    expect(chapter).toContain('maths.integration.definite');
    expect(new Set(chapter).size).toBe(chapter.length);
    expect(conceptsFor('CBSE', 12, 'Mathematics').length).toBeGreaterThan(chapter.length);
    expect(conceptsFor('CBSE', 12, 'Mathematics', 'Nope')).toEqual([]);
    expect(findTopic('CBSE', 12, 'Mathematics', 'Integrals', 'Nope')).toBeUndefined();
  });
});

describe('other boards', () => {
  it('model their own structure only where known, and label the rest as mapped from Master', () => {
    const own = (board: string, grade: number, subject: string) => getCurriculum(board, grade, subject)?.mapped_from;
    expect(own('ICSE', 10, 'Mathematics')).toBeUndefined();
    expect(booksByCurriculum({ board: 'ICSE', grade: 10, subject: 'Mathematics' }).map((b) => b.id)).toEqual([
      'cisce-mathematics-10',
      'selina-concise-mathematics-10',
    ]);
    expect(listChapters('ICSE', 10, 'Physics', 'selina-concise-physics-10')).toContain('Radioactivity');
    expect(own('ICSE', 7, 'Mathematics')).toBe('Master');
    expect(own('Cambridge', 9, 'Chemistry')).toBeUndefined();
    expect(listChapters('Cambridge', 10, 'Physics')).toEqual(listChapters('Cambridge', 9, 'Physics'));
    expect(own('Cambridge', 11, 'Physics')).toBeUndefined();
    expect(own('Cambridge', 11, 'Chemistry')).toBe('Master');
    expect(own('IB', 12, 'Chemistry')).toBeUndefined();
    expect(own('IB', 5, 'Science')).toBe('Master');
    // A board's own subjects at 9-10 add to Master's; they do not remove them.
    expect(listSubjects('ICSE', 9)).toEqual(
      expect.arrayContaining(['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies', 'Physics', 'Biology']),
    );
  });
});
