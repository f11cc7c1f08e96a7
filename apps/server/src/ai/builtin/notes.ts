import type { BankQuestion } from '@app/shared';
import type { MemoryMapNode, NotesContent, NotesRequest } from '../types';
import type { QuestionSource } from './question-source';
import { resolveScope } from './scope';

const TYPE_LABEL = { memory_map: 'Memory Map', slides: 'Slides', summary: 'Summary', revision: 'Revision' } as const;
const MAX_CHAPTERS = 6;

/** "maths.integers.multiplication-of-integers" → "Multiplication of integers". */
export function conceptLabel(tag: string): string {
  const last = tag.split('.').at(-1) ?? tag;
  const words = last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const firstSentence = (s: string) => (s.split(/(?<=[.!?])\s+/)[0] ?? s).trim();

/** A fact worth noting from a bank question: its explanation, which states the idea behind the answer. */
function factOf(q: BankQuestion): string {
  const e = q.answer_explanation.replace(/^Key points:\s*/i, '').trim();
  return e.length <= 220 ? e : `${firstSentence(e)}`;
}

function quickCheckOf(q: BankQuestion): { question: string; answer: string } {
  const opts = q.question_type === 'mcq' && q.options ? ` (${q.options.join(' / ')})` : '';
  return { question: `${q.question_text}${opts}`, answer: q.answer };
}

/**
 * Notes composed from the curriculum (chapters, topics, concept tags) and the bank's explanations. Everything in
 * the notes comes from checked content; nothing is invented.
 */
export async function composeBuiltinNotes(source: QuestionSource, req: NotesRequest): Promise<NotesContent> {
  const scope = resolveScope(req);
  const outline = scope.outline.slice(0, MAX_CHAPTERS);
  const bank = await source.findQuestions({
    mode: 'regular',
    board: req.board,
    grade: req.grade,
    subject: req.subject,
    topics: outline.flatMap((o) => o.topics.map((t) => t.name)).concat(scope.topics),
    limit: 400,
    exclude: new Set(),
  });
  const byTopic = new Map<string, BankQuestion[]>();
  for (const q of bank) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);

  const sections: NotesContent['sections'] = [];
  const keyPoints: string[] = [];
  for (const ch of outline) {
    for (const t of ch.topics) {
      const qs = byTopic.get(t.name) ?? [];
      const facts = [...new Set(qs.map(factOf))].slice(0, 3);
      const concepts = t.concepts.map(conceptLabel);
      sections.push({
        heading: outline.length > 1 ? `${ch.chapter}: ${t.name}` : t.name,
        points: [`Concepts: ${concepts.join(', ')}.`, ...facts],
      });
      if (facts[0]) keyPoints.push(`${t.name}: ${firstSentence(facts[0])}`);
      else keyPoints.push(`${t.name}: ${concepts.join(', ')}.`);
    }
  }
  const reference = req.reference_text?.trim();
  if (reference) {
    const sentences = reference
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.length > 20)
      .slice(0, 6);
    if (sentences.length) sections.push({ heading: 'From your reference material', points: sentences });
  }
  const objective = bank.filter((q) => q.question_type !== 'short_answer' && q.question_type !== 'long_answer');
  const picks: BankQuestion[] = [];
  for (const q of objective) if (!picks.some((p) => p.topic === q.topic) && picks.length < 5) picks.push(q);
  for (const q of objective) if (!picks.includes(q) && picks.length < 3) picks.push(q);

  const topicCount = outline.reduce((n, o) => n + o.topics.length, 0);
  const chapterNames = outline.map((o) => o.chapter);
  const subjectLine = `${req.subject}, Grade ${req.grade}`;
  const overview =
    outline.length > 0
      ? `These notes cover ${topicCount} topic${topicCount === 1 ? '' : 's'} from ${chapterNames.length} chapter${chapterNames.length === 1 ? '' : 's'} of ${subjectLine}: ${chapterNames.join(', ')}.`
      : `These notes cover ${req.topics.join(', ') || req.subject} for ${subjectLine}. No syllabus entry matched, so they draw on your reference material only.`;
  const memory_map: MemoryMapNode = {
    label: outline.length === 1 ? `${req.subject}: ${outline[0].chapter}` : req.subject,
    children:
      outline.length === 1
        ? outline[0].topics.map((t) => ({
            label: t.name,
            children: t.concepts
              .map((c) => ({ label: conceptLabel(c), children: [] }))
              .filter((c) => c.label.toLowerCase() !== t.name.toLowerCase()),
          }))
        : outline.map((o) => ({
            label: o.chapter,
            children: o.topics.map((t) => ({ label: t.name, children: [] })),
          })),
  };
  if (memory_map.children.length === 0) memory_map.children = req.topics.map((t) => ({ label: t, children: [] }));
  return {
    title: `${req.subject} - ${TYPE_LABEL[req.type]} Notes`,
    overview,
    sections,
    key_points: keyPoints.slice(0, 12),
    quick_check: picks.map(quickCheckOf),
    memory_map,
  };
}
