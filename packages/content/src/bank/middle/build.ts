import { ASSERTION_REASON_OPTIONS, type BankQuestion, type QuestionDifficulty, TRUE_FALSE_OPTIONS } from '@app/shared';
import { CBSE_MIDDLE } from '../../curriculum/cbse/middle';
import { SUBJECT_TAG, type Subject } from '../../curriculum/types';

/** Difficulty shorthand: easy, medium, hard, extreme. */
type D = 'e' | 'm' | 'h' | 'x';
const DIFFICULTY: Record<D, QuestionDifficulty> = { e: 'easy', m: 'medium', h: 'hard', x: 'extreme' };
/** Assertion-reason choice: 1 both true and R explains A, 2 both true but R does not explain, 3 A true R false, 4 A false R true. */
type ArChoice = 1 | 2 | 3 | 4;

/**
 * Compact writer for seed questions of one grade and subject. `at(chapter number, topic name or 1-based index (negative from the end),
 * concept?)` places the questions that follow in the default book; chapter, topic and concept names are taken from the
 * curriculum so they always match it (an unknown place throws when the module loads).
 */
export function questionWriter(grade: number, subject: Subject) {
  const curriculum = CBSE_MIDDLE.find((c) => c.grade === grade && c.subject === subject);
  if (!curriculum) throw new Error(`no CBSE curriculum for grade ${grade} ${subject}`);
  const book = curriculum.books[0];
  const prefix = SUBJECT_TAG[subject];
  const questions: BankQuestion[] = [];
  let place: Pick<BankQuestion, 'chapter' | 'topic' | 'concept'> | null = null;

  const push = (
    q: Omit<BankQuestion, 'question_mode' | 'board' | 'grade' | 'subject' | 'chapter' | 'topic' | 'concept'>,
  ) => {
    if (!place) throw new Error('call at() before adding questions');
    questions.push({ question_mode: 'regular', board: 'CBSE', grade, subject, ...place, ...q });
  };

  return {
    questions,
    at(chapterNumber: number, topicRef: string | number, concept?: string) {
      const chapter = book.chapters.find((c) => c.number === chapterNumber);
      const topic =
        typeof topicRef === 'number'
          ? chapter?.topics.at(topicRef < 0 ? topicRef : topicRef - 1)
          : chapter?.topics.find((t) => t.name === topicRef);
      if (!chapter || !topic) throw new Error(`${book.id}: no chapter ${chapterNumber} topic ${topicRef}`);
      const tag = concept ? (concept.startsWith(`${prefix}.`) ? concept : `${prefix}.${concept}`) : topic.concepts[0];
      if (!topic.concepts.includes(tag)) throw new Error(`${book.id}: topic ${topic.name} has no concept ${tag}`);
      place = { chapter: chapter.name, topic: topic.name, concept: tag };
    },
    /** `correct` is the 0-based index of the right option; `mis` maps wrong option indexes to misconceptions. */
    mcq(
      d: D,
      text: string,
      options: [string, string, string, string],
      correct: number,
      why: string,
      mis?: Record<number, string>,
    ) {
      push({
        question_type: 'mcq',
        difficulty: DIFFICULTY[d],
        question_text: text,
        options,
        answer: options[correct],
        answer_explanation: why,
        marks: 1,
        ...(mis && {
          misconceptions: Object.fromEntries(Object.entries(mis).map(([i, m]) => [options[Number(i)], m])),
        }),
      });
    },
    tf(d: D, text: string, answer: boolean, why: string) {
      push({
        question_type: 'true_false',
        difficulty: DIFFICULTY[d],
        question_text: text,
        options: [...TRUE_FALSE_OPTIONS],
        answer: answer ? 'True' : 'False',
        answer_explanation: why,
        marks: 1,
      });
    },
    /** The text must hold a blank `____`. */
    fib(d: D, text: string, answer: string, why: string, accepted?: string[]) {
      push({
        question_type: 'fill_blank',
        difficulty: DIFFICULTY[d],
        question_text: text,
        options: null,
        answer,
        ...(accepted && { accepted_answers: accepted }),
        answer_explanation: why,
        marks: 1,
      });
    },
    ar(d: D, assertion: string, reason: string, choice: ArChoice, why: string) {
      push({
        question_type: 'assertion_reason',
        difficulty: DIFFICULTY[d],
        question_text: `Assertion (A): ${assertion} Reason (R): ${reason}`,
        options: [...ASSERTION_REASON_OPTIONS],
        answer: ASSERTION_REASON_OPTIONS[choice - 1],
        answer_explanation: why,
        marks: 1,
      });
    },
    sa(d: D, text: string, answer: string, keyTerms: string[], why?: string, marks: 2 | 3 = 2) {
      push({
        question_type: 'short_answer',
        difficulty: DIFFICULTY[d],
        question_text: text,
        options: null,
        answer,
        key_terms: keyTerms,
        answer_explanation: why ?? `Key points: ${keyTerms.join(', ')}.`,
        marks,
      });
    },
    la(d: D, text: string, answer: string, keyTerms: string[], why?: string, marks: 4 | 5 = 4) {
      push({
        question_type: 'long_answer',
        difficulty: DIFFICULTY[d],
        question_text: text,
        options: null,
        answer,
        key_terms: keyTerms,
        answer_explanation: why ?? `Key points: ${keyTerms.join(', ')}.`,
        marks,
      });
    },
  };
}
