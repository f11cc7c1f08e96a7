import { ASSERTION_REASON_OPTIONS, type BankQuestion, validateQuestion, ZBankQuestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type QuestionFile, readQuestionFiles, toBankQuestions, ZQuestionFile } from '../src/bank/files';
import { SEED_BANK } from '../src/bank/index';
import { getCurriculum } from '../src/curriculum/registry';
import { slugify } from '../src/olympiad/build';
import { findOlympiadByCode, findOlympiadTopic, getSectionBlueprint } from '../src/olympiad/index';

const files = readQuestionFiles();
const parsed = files.map(({ path, data }) => ({ path, result: ZQuestionFile.safeParse(data) }));
const valid = parsed.flatMap(({ path, result }) => (result.success ? [{ path, file: result.data }] : []));
const pad = (n: number) => String(n).padStart(2, '0');

describe('question data files', () => {
  it('every file matches the file schema', () => {
    const bad = parsed.filter((p) => !p.result.success).map((p) => `${p.path}: ${p.result.error?.message}`);
    expect(bad).toEqual([]);
    expect(files.length).toBeGreaterThan(500);
  });

  it('every question passes the shared question schema and the worksheet validator', () => {
    const problems: string[] = [];
    for (const { path, file } of valid)
      for (const q of toBankQuestions(file)) {
        const z = ZBankQuestion.safeParse(q);
        if (!z.success) problems.push(`${path}: ${q.question_text.slice(0, 50)}: ${z.error.message}`);
        for (const p of validateQuestion(q)) problems.push(`${path}: ${q.question_text.slice(0, 50)}: ${p}`);
      }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('files sit where their content says, in a real book chapter or olympiad paper section', () => {
    const problems: string[] = [];
    for (const { path, file } of valid) {
      if (file.question_mode === 'regular') {
        const book = getCurriculum(file.board, file.grade, file.subject)?.books.find((b) => b.id === file.book);
        const chapter = book?.chapters.find((c) => c.number === file.chapter_number);
        if (!chapter || chapter.name !== file.chapter) {
          problems.push(`${path}: no chapter ${file.chapter_number} "${file.chapter}" in ${file.book}`);
          continue;
        }
        const dir = `${file.board.toLowerCase()}/class-${pad(file.grade)}/${slugify(file.subject)}/${file.book}/`;
        const name = [pad(chapter.number), slugify(chapter.name)].filter(Boolean).join('-');
        if (path !== `${dir}${name}.json`) problems.push(`${path}: expected ${dir}${name}.json`);
        for (const q of file.questions) {
          const topic = chapter.topics.find((t) => t.name === q.topic);
          if (!topic?.concepts.includes(q.concept)) problems.push(`${path}: topic "${q.topic}" / ${q.concept}`);
        }
      } else {
        if (path !== `olympiad/${file.olympiad_code.toLowerCase()}/class-${pad(file.grade)}.json`)
          problems.push(`${path}: misplaced`);
        if (findOlympiadByCode(file.olympiad_code)?.subject !== file.subject) problems.push(`${path}: subject`);
        for (const q of file.questions) {
          const section = getSectionBlueprint(file.olympiad_code, file.grade, q.section);
          const topic = findOlympiadTopic(file.olympiad_code, file.grade, q.section, q.topic);
          if (!section || !topic || topic.concept !== q.concept)
            problems.push(`${path}: ${q.section} / ${q.topic} is not in the catalogue`);
          else if (q.marks !== section.marks_per_question) problems.push(`${path}: marks in ${q.section}`);
          if (q.type !== 'mcq') problems.push(`${path}: olympiad questions are MCQs`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('every question was solved a second time, independently of its writer, before it landed (and says how)', () => {
    const all = valid.flatMap(({ file }) => file.questions as QuestionFile['questions']);
    expect(all.length).toBe(SEED_BANK.length);
    const unchecked = all.filter((q) => !(q.checked && q.checked.by && q.checked.method && q.checked.date));
    expect(unchecked.map((q) => q.text.slice(0, 60))).toEqual([]);
  });

  it('the loaded bank is exactly the files, in the server shape', () => {
    expect(SEED_BANK).toEqual(valid.flatMap(({ file }) => toBankQuestions(file)));
  });
});

describe('balanced keys in the stored data', () => {
  const groups = (qs: BankQuestion[]) => {
    const out = new Map<string, BankQuestion[]>();
    for (const q of qs) {
      const k = q.question_mode === 'olympiad' ? `${q.olympiad_code} ${q.grade}` : `${q.grade} ${q.subject}`;
      out.set(k, [...(out.get(k) ?? []), q]);
    }
    return out;
  };

  it('no grade and subject (or olympiad and class) has more than 35% of its MCQ keys in one position', () => {
    const problems: string[] = [];
    for (const [k, qs] of groups(SEED_BANK.filter((q) => q.question_type === 'mcq'))) {
      if (qs.length < 8) continue; // too few to spread
      const at = [0, 1, 2, 3].map((i) => qs.filter((q) => q.options?.indexOf(q.answer) === i).length);
      const top = Math.max(...at) / qs.length;
      if (top > 0.35) problems.push(`${k}: ${at.join('/')}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps true/false keys about half True: 45–55% overall, 35–65% in each grade and subject with 6 or more', () => {
    const tf = SEED_BANK.filter((q) => q.question_type === 'true_false');
    const share = (qs: BankQuestion[]) => qs.filter((q) => q.answer === 'True').length / qs.length;
    expect(share(tf)).toBeGreaterThanOrEqual(0.45);
    expect(share(tf)).toBeLessThanOrEqual(0.55);
    const problems: string[] = [];
    for (const [k, qs] of groups(tf))
      if (qs.length >= 6 && (share(qs) < 0.35 || share(qs) > 0.65)) problems.push(`${k}: ${share(qs).toFixed(2)}`);
    expect(problems).toEqual([]);
  });

  it('spreads assertion-reason keys over all four choices: none above 35%, each at least 15%', () => {
    const ar = SEED_BANK.filter((q) => q.question_type === 'assertion_reason');
    expect(ar.length).toBeGreaterThan(100);
    const spread = ASSERTION_REASON_OPTIONS.map((o) => ar.filter((q) => q.answer === o).length / ar.length);
    for (const share of spread) {
      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(share).toBeLessThanOrEqual(0.35);
    }
  });
});

describe('current NCERT books', () => {
  const cbse = (grade: number, subject: string) => getCurriculum('CBSE', grade, subject);
  const defaultBook = (grade: number, subject: string) => cbse(grade, subject)?.books[0].id;

  it('defaults to the 2023-25 books where they are modelled, keeping the earlier book as an alternative', () => {
    expect(defaultBook(4, 'Mathematics')).toBe('ncert-maths-mela-4');
    expect(defaultBook(6, 'English')).toBe('ncert-poorvi-6');
    expect(defaultBook(7, 'Mathematics')).toBe('ncert-ganita-prakash-7');
    expect(defaultBook(8, 'Mathematics')).toBe('ncert-ganita-prakash-8');
    expect(defaultBook(7, 'Science')).toBe('ncert-curiosity-7');
    expect(defaultBook(8, 'Science')).toBe('ncert-curiosity-8');
    expect(cbse(7, 'Mathematics')?.books.map((b) => b.id)).toContain('ncert-maths-7');
    expect(cbse(8, 'Science')?.books.map((b) => b.id)).toContain('ncert-science-8');
  });

  it('labels class 3–5 Environmental Studies as EVS', () => {
    for (const grade of [3, 4, 5])
      for (const book of cbse(grade, 'Science')?.books ?? []) expect(book.title, book.id).toMatch(/\(EVS\)$/);
  });

  it('does not add empty chapters to the default books (target 0; the figure may only fall)', () => {
    const empty: string[] = [];
    for (let grade = 1; grade <= 10; grade++)
      for (const subject of ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies']) {
        const book = cbse(grade, subject)?.books[0];
        for (const ch of book?.chapters ?? [])
          if (!SEED_BANK.some((q) => q.grade === grade && q.subject === subject && q.chapter === ch.name))
            empty.push(`${book?.id} ${ch.number}`);
      }
    expect(empty.length).toBeLessThanOrEqual(MAX_EMPTY_DEFAULT_CHAPTERS);
  });
});

/** Chapters of default books (CBSE 1–10) that hold no question yet; lower it as chapters are filled. */
const MAX_EMPTY_DEFAULT_CHAPTERS = 0;
