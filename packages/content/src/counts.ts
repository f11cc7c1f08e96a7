import { QUESTION_DIFFICULTIES, QUESTION_TYPES } from '@app/shared';
import { SEED_BANK } from './bank/index';
import { GENERATOR_FAMILIES } from './generators/index';

const BEGIN = '<!-- counts:begin (npm run counts -w packages/content; a test keeps this true) -->';
const END = '<!-- counts:end -->';
export const COUNT_MARKERS = { BEGIN, END };

function table(title: string, rows: [string, ...(string | number)[]][], head: string[]): string {
  const lines = [`### ${title}`, '', `| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  return lines.join('\n');
}

/** The README's count tables, computed from the data itself. */
export function renderCounts(): string {
  const regular = SEED_BANK.filter((q) => q.question_mode === 'regular');
  const olympiad = SEED_BANK.filter((q) => q.question_mode === 'olympiad');
  const grades = [...new Set(regular.map((q) => q.grade))].sort((a, b) => a - b);
  const subjects = [...new Set(regular.map((q) => q.subject))].sort();
  const byGrade = table(
    'Regular questions by grade and subject',
    grades.map((g) => [
      `Grade ${g}`,
      ...subjects.map((s) => regular.filter((q) => q.grade === g && q.subject === s).length),
      regular.filter((q) => q.grade === g).length,
    ]),
    ['', ...subjects, 'total'],
  );
  const byType = table(
    'All questions by type and difficulty',
    QUESTION_TYPES.map((t) => [
      t,
      ...QUESTION_DIFFICULTIES.map((d) => SEED_BANK.filter((q) => q.question_type === t && q.difficulty === d).length),
      SEED_BANK.filter((q) => q.question_type === t).length,
    ]),
    ['type', ...QUESTION_DIFFICULTIES, 'total'],
  );
  const codes = [...new Set(olympiad.map((q) => q.olympiad_code ?? '?'))].sort();
  const byOlympiad = table(
    'Olympiad questions',
    codes.map((c) => {
      const qs = olympiad.filter((q) => q.olympiad_code === c);
      return [c, [...new Set(qs.map((q) => q.grade))].sort((a, b) => a - b).join(', '), qs.length];
    }),
    ['olympiad', 'grades', 'questions'],
  );
  const fams = table(
    `Procedural maths generators (${GENERATOR_FAMILIES.length} families)`,
    GENERATOR_FAMILIES.map((f) => [f.id, `${f.grades[0]}–${f.grades[1]}`, f.concept, f.types.join(', ')]),
    ['family', 'grades', 'concept', 'types'],
  );
  return [
    BEGIN,
    `Seed bank: **${SEED_BANK.length}** questions (${regular.length} regular, ${olympiad.length} olympiad).`,
    '',
    byGrade,
    '',
    byType,
    '',
    byOlympiad,
    '',
    fams,
    END,
  ].join('\n');
}
