import { randomBytes, randomInt } from 'node:crypto';
import { TASK_CODE_ALPHABET } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { type StoredWorksheetQuestion, taskGroups, tasks, worksheets } from '../src/db/schema/index';
import { call, signIn } from './helpers';

// Core-loop test data: children through the API, worksheets and tasks as rows (the assign route belongs to the
// tasks module), multipart bodies for submissions and previews.

export async function addChild(app: FastifyInstance, token: string, patch: Record<string, unknown> = {}) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/children',
    token,
    payload: { name: 'Asha', age: 10, grade: 5, school_name: 'Test School', board: 'CBSE', consent: true, ...patch },
  });
  if (res.status !== 201) throw new Error(`addChild failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; name: string };
}

/** A fresh session in the child's view (the parent's sign-in, then the child's 4-digit code). */
export async function childViewToken(app: FastifyInstance, email: string, parentCode: string, childCode: string) {
  const token = await signIn(app, email, parentCode);
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/verify-access-code',
    token,
    payload: { access_code: childCode },
  });
  if (res.status !== 200) throw new Error(`child view failed: ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** n objective questions cycling MCQ, true/false and fill in the blank; the answer to MCQ i is option i % 4. */
export function objectiveQuestions(n: number): StoredWorksheetQuestion[] {
  return Array.from({ length: n }, (_, i) => {
    const question_number = i + 1;
    const base = {
      question_number,
      marks: 1,
      concept: i % 2 ? 'fractions' : 'place-value',
      difficulty: 'medium',
      answer_explanation: 'Because.',
      hint: `Think about question ${question_number}.`,
    };
    if (i % 3 === 0) {
      const options = ['12', '15', '18', '21'].map((o) => String(Number(o) + i));
      return {
        ...base,
        question_type: 'mcq',
        question_text: `Pick option ${LETTERS[i % 4]}`,
        options,
        answer: options[i % 4]!,
      };
    }
    if (i % 3 === 1)
      return {
        ...base,
        question_type: 'true_false',
        question_text: `Is ${i} even?`,
        options: ['True', 'False'],
        answer: i % 2 === 0 ? 'True' : 'False',
      };
    return {
      ...base,
      question_type: 'fill_blank',
      question_text: `${i} + ${i} = ____`,
      options: null,
      answer: String(2 * i),
    };
  });
}

/** The right answer, as a child would write it, for each question. */
export function correctAnswers(questions: StoredWorksheetQuestion[]): Record<string, string> {
  return Object.fromEntries(
    questions.map((q) => [
      String(q.question_number),
      q.question_type === 'mcq' ? LETTERS[q.options!.indexOf(q.answer)]! : q.answer,
    ]),
  );
}

export function writtenQuestion(question_number: number): StoredWorksheetQuestion {
  return {
    question_number,
    question_type: 'short_answer',
    question_text: 'Why does ice float on water?',
    options: null,
    answer: 'Ice is less dense than water because its molecules form an open lattice.',
    key_terms: ['less dense', 'lattice'],
    answer_explanation: 'Density.',
    marks: 2,
    concept: 'density',
    difficulty: 'medium',
  };
}

export async function createWorksheetRow(
  db: Database,
  creatorId: string,
  questions: StoredWorksheetQuestion[],
  patch: Partial<typeof worksheets.$inferInsert> = {},
) {
  const [row] = await db.db
    .insert(worksheets)
    .values({
      creatorId,
      creatorRole: 'parent',
      title: 'Practice',
      subject: 'Mathematics',
      grade: 5,
      board: 'CBSE',
      topics: ['Numbers'],
      difficulty: 'medium',
      questions,
      numQuestions: questions.length,
      generatorModel: 'builtin:builtin-v1',
      ...patch,
    })
    .returning();
  return row!;
}

export const randomTaskCode = () =>
  Array.from({ length: 6 }, () => TASK_CODE_ALPHABET[randomInt(TASK_CODE_ALPHABET.length)]).join('');

export async function createTaskRow(
  db: Database,
  input: {
    ownerId: string;
    childId: string;
    worksheetId: string | null;
    ownerRole?: string;
    subject?: string;
    isOlympiad?: boolean;
    hintEnabled?: boolean;
  },
) {
  const [group] = await db.db
    .insert(taskGroups)
    .values({
      ownerId: input.ownerId,
      ownerRole: input.ownerRole ?? 'parent',
      worksheetId: input.worksheetId,
      title: 'Homework',
      subject: input.subject ?? 'Mathematics',
      taskType: input.worksheetId ? (input.isOlympiad ? 'olympiad' : 'worksheet') : 'general',
      targetType: 'child',
      taskCode: randomTaskCode(),
      isOlympiad: input.isOlympiad ?? false,
      hintEnabled: input.hintEnabled ?? true,
    })
    .returning();
  const [task] = await db.db.insert(tasks).values({ groupId: group!.id, childId: input.childId }).returning();
  return { task: task!, group: group! };
}

/** A multipart body: text fields (objects as JSON text) and files under `files`. */
export function multipart(
  fields: Record<string, unknown>,
  files: { filename: string; data: Buffer; type?: string }[] = [],
) {
  const boundary = `----ssSubmit${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
