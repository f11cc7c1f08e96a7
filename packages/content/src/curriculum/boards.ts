import { ICSE_OWN } from './boards/icse';
import { CAMBRIDGE_OWN } from './boards/cambridge';
import { IB_OWN } from './boards/ib';
import { MASTER } from './master';
import type { CurriculumBoard, SubjectCurriculum } from './types';

// ICSE, IB, Cambridge and State. A board's own structure is modelled only where it is known accurately (see
// ./boards/*); every other grade and subject mirrors Master chapter for chapter and says so with
// `mapped_from: 'Master'`. State boards differ state by state, so State is Master throughout.

function mappedFromMaster(board: CurriculumBoard): SubjectCurriculum[] {
  return MASTER.map((m) => ({
    board,
    grade: m.grade,
    subject: m.subject,
    mapped_from: 'Master' as const,
    // Same chapters as Master under a board-scoped id (book ids are unique across boards).
    books: m.books.map((b) => ({ ...b, id: `${board.toLowerCase()}-${b.id}` })),
  }));
}

/** Own entries replace the mapped entry for their grade and subject, or add a subject Master lacks there. */
function withOwn(board: CurriculumBoard, own: SubjectCurriculum[]): SubjectCurriculum[] {
  const ownKeys = new Set(own.map((c) => `${c.grade}|${c.subject}`));
  const mapped = mappedFromMaster(board).filter((c) => !ownKeys.has(`${c.grade}|${c.subject}`));
  return [...mapped, ...own].sort((a, b) => a.grade - b.grade);
}

export const ICSE = withOwn('ICSE', ICSE_OWN);
export const IB = withOwn('IB', IB_OWN);
export const CAMBRIDGE = withOwn('Cambridge', CAMBRIDGE_OWN);
export const STATE = mappedFromMaster('State');

export const OTHER_BOARDS: SubjectCurriculum[] = [...ICSE, ...IB, ...CAMBRIDGE, ...STATE];
