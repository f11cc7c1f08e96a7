import { DEFAULT_AI_CONFIG, QUESTION_TYPES, questionDedupKey, validateQuestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createAiEngine } from '../engine';
import { extractAnswersBuiltin } from './extract';

const engine = createAiEngine({ config: DEFAULT_AI_CONFIG });

describe('built-in worksheets', () => {
  const request = {
    board: 'CBSE',
    grade: 7,
    subject: 'Mathematics',
    topics: [],
    difficulty: 'auto' as const,
    num_questions: 35,
    question_types: [...QUESTION_TYPES],
    seed: 'g7-maths',
  };

  it('builds a 35-question CBSE grade 7 Mathematics worksheet of valid, distinct questions with correct keys', async () => {
    const ws = await engine.generateWorksheet(request);
    expect(ws.num_questions).toBe(35);
    expect(ws.shortfall).toBeNull();
    expect(ws.questions.map((q) => q.question_number)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    for (const q of ws.questions) expect(validateQuestion(q), q.question_text).toEqual([]);
    expect(new Set(ws.questions.map(questionDedupKey)).size).toBe(35);
    // Keys: option answers are one of the options, and the answer key agrees with each question.
    for (const q of ws.questions) if (q.options) expect(q.options).toContain(q.answer);
    expect(ws.answer_key.map((k) => k.question_number)).toEqual(ws.questions.map((q) => q.question_number));
    expect(ws.json_data.sections.flatMap((s) => s.questions_list).every((q) => q.correct_answer === q.answer)).toBe(
      true,
    );
    // Auto difficulty is a mix.
    expect(new Set(ws.questions.map((q) => q.difficulty)).size).toBeGreaterThanOrEqual(3);
    expect(ws.generated_by).toEqual({ provider: 'builtin', model: 'builtin-v1', attempts: 0 });
  });

  it('gives the same worksheet for the same request and seed, another for another seed', async () => {
    const a = await engine.generateWorksheet(request);
    const b = await engine.generateWorksheet(request);
    const c = await engine.generateWorksheet({ ...request, seed: 'other' });
    expect(b.questions).toEqual(a.questions);
    expect(c.questions.map(questionDedupKey)).not.toEqual(a.questions.map(questionDedupKey));
  });

  it('reports the shortfall honestly instead of padding', async () => {
    const ws = await engine.generateWorksheet({
      board: 'CBSE',
      grade: 7,
      subject: 'Science',
      topics: ['Nutrition in Plants'],
      difficulty: 'hard',
      num_questions: 20,
      seed: 's',
    });
    expect(ws.num_questions).toBeLessThan(20);
    expect(ws.shortfall).toEqual({
      requested: 20,
      available: ws.num_questions,
      message: `${ws.num_questions} of 20 questions available offline; configure an AI provider for more`,
    });
    expect(new Set(ws.questions.map(questionDedupKey)).size).toBe(ws.num_questions);
  });

  it('renders KaTeX on the server, inputs for the web player, and no script', async () => {
    const ws = await engine.generateWorksheet({ ...request, num_questions: 12 });
    expect(ws.html_content).toContain('class="katex"');
    expect(ws.html_content).not.toMatch(/<script/i);
    expect(ws.html_content).not.toContain('data-fragment');
    for (const q of ws.questions) expect(ws.html_content).toContain(`data-question-number="${q.question_number}"`);
    expect(ws.html_content).toMatch(/<input type="radio"[^>]*data-question-number="1"|<input[^>]*data-question-number/);
    expect(ws.html_content_print).not.toContain('<input');
    expect(ws.answer_key_html).toContain('answer-key');
  });
});

describe('built-in olympiad', () => {
  it('mock follows the blueprint section by section with marks, HOT flag and per-section shortfall', async () => {
    const ws = await engine.generateOlympiad({ mode: 'mock', grade: 7, subject: 'Mathematics', seed: 'm' });
    const meta = ws.olympiad_metadata!;
    expect(meta.olympiad?.code).toBe('IMO');
    expect(meta.sections.map((s) => s.name)).toEqual([
      'Logical Reasoning',
      'Mathematical Reasoning',
      'Everyday Mathematics',
      'Achievers Section',
    ]);
    for (const s of meta.sections) {
      const qs = ws.questions.filter((q) => q.section === s.name);
      expect(qs.length).toBeLessThanOrEqual(s.questions);
      for (const q of qs) expect(q.marks).toBe(s.marks_per_question);
      expect(ws.shortfall?.sections?.find((x) => x.name === s.name)?.available ?? s.questions).toBe(qs.length);
    }
    expect(ws.questions.every((q) => q.question_type === 'mcq')).toBe(true);
    expect(ws.html_content).toContain('HOT');
    expect(new Set(ws.questions.map(questionDedupKey)).size).toBe(ws.num_questions);
  });

  it('mock falls back to 40 marks, 60 minutes, 3 sections without a catalogue entry', async () => {
    const ws = await engine.generateOlympiad({
      mode: 'mock',
      grade: 7,
      subject: 'Underwater Basket Weaving',
      seed: 'f',
    });
    expect(ws.olympiad_metadata?.sections).toHaveLength(3);
    expect(ws.olympiad_metadata?.total_marks).toBe(40);
    expect(ws.olympiad_metadata?.duration_minutes).toBe(60);
  });

  it('practice draws MCQs on the chosen topics and tops up IMO with generators', async () => {
    const ws = await engine.generateOlympiad({
      mode: 'practice',
      grade: 7,
      subject: 'Mathematics',
      topics: ['Integers', 'Fractions and Decimals'],
      question_count: 15,
      seed: 'p',
    });
    expect(ws.num_questions).toBe(15);
    expect(ws.questions.every((q) => q.question_type === 'mcq' && validateQuestion(q).length === 0)).toBe(true);
  });
});

describe('built-in notes', () => {
  it('memory map is a valid Mermaid mindmap', async () => {
    const notes = await engine.generateNotes({
      type: 'memory_map',
      board: 'CBSE',
      grade: 7,
      subject: 'Mathematics',
      topics: ['Integers', 'Simple Equations'],
    });
    const lines = notes.mermaid!.split('\n');
    expect(lines[0]).toBe('mindmap');
    expect(lines[1]).toMatch(/^ {2}root\(\([^()[\]{}"`]+\)\)$/);
    let depth = 1;
    for (const line of lines.slice(2)) {
      const indent = line.match(/^ */)![0].length;
      expect(indent % 2).toBe(0);
      expect(indent / 2).toBeGreaterThanOrEqual(2);
      expect(indent / 2).toBeLessThanOrEqual(depth + 1);
      depth = indent / 2;
      expect(line.trim()).toMatch(/^[^()[\]{}"`:$<>]+$/);
    }
    expect(lines.slice(2).some((l) => l.trim() === 'Integers')).toBe(true);
    expect(notes.html_content).toContain('<pre class="mermaid">');
    expect(notes.html_content).not.toMatch(/<script/i);
  });

  it('revision notes have key points and quick-check questions with answers from the bank', async () => {
    const notes = await engine.generateNotes({
      type: 'revision',
      board: 'CBSE',
      grade: 7,
      subject: 'Science',
      topics: ['Nutrition in Plants'],
    });
    expect(notes.content.key_points.length).toBeGreaterThan(0);
    expect(notes.content.quick_check.length).toBeGreaterThanOrEqual(3);
    expect(notes.content.quick_check.every((c) => c.answer.length > 0)).toBe(true);
    expect(notes.title).toBe('Science - Revision Notes');
  });
});

describe('answer extraction from page text', () => {
  it('reads numbered answers and continues long answers over lines', () => {
    const r = extractAnswersBuiltin({
      text: 'Name: Asha\n1. B\nQ2) 3/4\nAns 3: The sun heats water\nand it evaporates.\n(4) True\n9. extra',
      questions: [1, 2, 3, 4].map((n) => ({ question_number: n, question_type: 'short_answer', options: null })),
    });
    expect(r.answers).toEqual({ 1: 'B', 2: '3/4', 3: 'The sun heats water and it evaporates.', 4: 'True 9. extra' });
    expect(r.unmatched).toEqual(['Name: Asha']);
  });
});
