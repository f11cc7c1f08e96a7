import { z } from 'zod';
import { AiGenerationError } from './errors';
import { notesPrompt } from './prompts/notes';
import type { ServingModel } from './providers/models';
import { callStructured, describeFailure } from './providers/structured';
import { checkMath } from './render/math';
import type { MemoryMapNode, NotesContent, NotesRequest } from './types';

const ZLeaf = z.object({ label: z.string() });
const ZMid = z.object({ label: z.string(), children: z.array(ZLeaf) });
/** Notes as structured output; the memory map is three fixed levels so the schema needs no recursion. */
export const ZLlmNotes = z.object({
  title: z.string(),
  overview: z.string(),
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })),
  key_points: z.array(z.string()),
  quick_check: z.array(z.object({ question: z.string(), answer: z.string() })),
  memory_map: z.object({ label: z.string(), children: z.array(ZMid) }),
});

/** Maths KaTeX cannot parse loses its $ delimiters (shown as text) rather than failing the whole notes. */
const fixMath = (s: string) => (checkMath(s).length ? s.replace(/\$/g, '') : s).trim();

export function repairNotes(raw: z.infer<typeof ZLlmNotes>): { notes: NotesContent | null; problems: string[] } {
  const sections = raw.sections
    .map((s) => ({ heading: fixMath(s.heading), points: s.points.map(fixMath).filter(Boolean) }))
    .filter((s) => s.heading && s.points.length);
  const tree = (n: { label: string; children?: { label: string; children?: unknown[] }[] }): MemoryMapNode => ({
    label: fixMath(n.label),
    children: (n.children ?? []).map((c) => tree(c as never)).filter((c) => c.label),
  });
  const notes: NotesContent = {
    title: fixMath(raw.title),
    overview: fixMath(raw.overview),
    sections,
    key_points: raw.key_points.map(fixMath).filter(Boolean),
    quick_check: raw.quick_check
      .map((c) => ({ question: fixMath(c.question), answer: fixMath(c.answer) }))
      .filter((c) => c.question && c.answer),
    memory_map: tree(raw.memory_map),
  };
  const problems: string[] = [];
  if (!notes.title) problems.push('no title');
  if (notes.sections.length === 0) problems.push('no sections');
  if (notes.key_points.length === 0) problems.push('no key points');
  if (notes.memory_map.children.length === 0) problems.push('empty memory map');
  return problems.length ? { notes: null, problems } : { notes, problems };
}

export async function generateNotesWithLlm(
  serving: ServingModel,
  req: NotesRequest,
  outline: { chapter: string; topics: string[] }[],
  opts: { attempts: number; temperature: number },
): Promise<{ notes: NotesContent; calls: number }> {
  const { system, prompt } = notesPrompt({ ...req, outline });
  const problems: string[] = [];
  for (let call = 1; call <= opts.attempts; call++) {
    try {
      const raw = await callStructured({
        serving,
        schema: ZLlmNotes,
        name: 'notes',
        system,
        prompt,
        temperature: opts.temperature,
      });
      const { notes, problems: p } = repairNotes(raw);
      if (notes) return { notes, calls: call };
      problems.push(...p.map((x) => `attempt ${call}: ${x}`));
    } catch (err) {
      problems.push(`attempt ${call}: ${describeFailure(err, serving.secret)}`);
    }
  }
  throw new AiGenerationError(
    `The AI model could not produce valid notes after ${opts.attempts} attempt${opts.attempts === 1 ? '' : 's'}. Please try again, or choose another model.`,
    opts.attempts,
    problems,
  );
}
