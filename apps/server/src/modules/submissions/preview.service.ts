import {
  type EvaluationSettings,
  LOW_CONFIDENCE_THRESHOLD,
  MOCK_MSG,
  type PreviewResponse,
  SUBMISSION_FILES_MAX,
  SUBMISSION_MSG,
  UPLOAD_MAX_BYTES,
  ZPreviewFields,
} from '@app/shared';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MISMATCH_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadContentType,
} from '@app/shared/schemas/files';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AiEngine, WorksheetQuestion } from '../../ai/index';
import type { Db } from '../../db/client';
import { worksheets } from '../../db/schema/index';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../policy/policy';
import { loadTaskFor } from '../evaluations/task-access';
import { mapAnswers, type PageInput, readPages, taskCodeOnPage } from './paper-reading';

const CLAIMED: Record<string, UploadContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
/** Larger than any phone camera; refuses decompression bombs before sharp allocates them. */
const MAX_IMAGE_PIXELS = 8192 * 8192;

/**
 * The same checks as a stored upload (bytes decide the type, 10 MB, a name that lies is refused), for pages that
 * are only read, never kept. Images are decoded upright once, which also proves they are images.
 */
export async function checkPages(files: { filename: string; buffer: Buffer }[]): Promise<PageInput[]> {
  if (files.length === 0) throw badRequest(SUBMISSION_MSG.selectFiles, 'files', 'files_required');
  if (files.length > SUBMISSION_FILES_MAX) throw badRequest(SUBMISSION_MSG.tooManyFiles, 'files', 'too_many_files');
  const problems: Record<string, string> = {};
  const pages: PageInput[] = [];
  for (const [i, f] of files.entries()) {
    const fail = (msg: string) => {
      problems[`files.${i}`] = `${f.filename || `File ${i + 1}`}: ${msg}`;
    };
    if (f.buffer.length > UPLOAD_MAX_BYTES) {
      fail(UPLOAD_SIZE_MESSAGE);
      continue;
    }
    const type = (await fileTypeFromBuffer(f.buffer))?.mime as UploadContentType | undefined;
    if (!type || !UPLOAD_CONTENT_TYPES.includes(type)) {
      fail(UPLOAD_TYPE_MESSAGE);
      continue;
    }
    const ext = /\.([A-Za-z0-9]{1,5})$/.exec(f.filename)?.[1]?.toLowerCase();
    if (ext && CLAIMED[ext] && CLAIMED[ext] !== type) {
      fail(UPLOAD_MISMATCH_MESSAGE);
      continue;
    }
    if (type === 'application/pdf') {
      pages.push({ buffer: f.buffer, contentType: type });
      continue;
    }
    try {
      const png = await sharp(f.buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .autoOrient()
        .greyscale()
        .png()
        .toBuffer();
      pages.push({ buffer: png, contentType: 'image/png' });
    } catch {
      fail(UPLOAD_TYPE_MESSAGE);
    }
  }
  if (Object.keys(problems).length)
    throw new AppError(400, Object.values(problems).join('\n'), 'file_rejected', problems);
  return pages;
}

export async function worksheetQuestions(db: Db, worksheetId: string | null): Promise<WorksheetQuestion[]> {
  if (!worksheetId) return [];
  const [w] = await db
    .select({ q: worksheets.questions })
    .from(worksheets)
    .where(eq(worksheets.id, worksheetId))
    .limit(1);
  return (w?.q ?? []) as unknown as WorksheetQuestion[];
}

/**
 * A timed mock paper is answered only through its own clock (/tasks/{id}/mock): a plain submission or a page
 * preview would skip the timer, and would complete the task under an open attempt.
 */
export async function refuseMockPaper(db: Db, group: { isOlympiad: boolean; worksheetId: string | null }) {
  if (!group.isOlympiad || !group.worksheetId) return;
  const [w] = await db
    .select({ meta: worksheets.olympiadMetadata })
    .from(worksheets)
    .where(eq(worksheets.id, group.worksheetId))
    .limit(1);
  if (w?.meta?.mode === 'mock') throw conflict(MOCK_MSG.useMockTest, 'mock_paper');
}

/**
 * POST /ocr/preview and /vision/preview: reads the pages and maps answers to question numbers, each with a
 * confidence; unsure ones are listed in `low_confidence` for the child to check before submitting.
 */
export async function previewPaperWork(
  ctx: { db: Db; ai: AiEngine },
  actor: Actor,
  fields: Record<string, unknown>,
  files: { filename: string; buffer: Buffer }[],
): Promise<PreviewResponse> {
  const parsed = ZPreviewFields.safeParse(fields);
  if (!parsed.success) throw badRequest(SUBMISSION_MSG.taskMissing, 'task_id', 'task_required');
  const ref = await loadTaskFor(ctx.db, actor, parsed.data.task_id);
  await refuseMockPaper(ctx.db, ref.group);
  const pages = await checkPages(files);
  let reading: Awaited<ReturnType<typeof readPages>>;
  try {
    reading = await readPages(pages);
  } catch {
    throw new AppError(422, SUBMISSION_MSG.extractFailed, 'extract_failed');
  }
  const questions = await worksheetQuestions(ctx.db, ref.group.worksheetId);
  const { answers } = questions.length ? await mapAnswers(ctx.ai, reading, questions) : { answers: [] };
  const code = taskCodeOnPage(reading.text, ref.group.taskCode);
  const low = answers.filter((a) => a.low_confidence).map((a) => a.question_number);
  return {
    success: true,
    parsed_answers: Object.fromEntries(answers.map((a) => [String(a.question_number), a.answer])),
    scenario: answers.length ? 'answers_found' : 'no_answers_found',
    task_code_valid: code.valid,
    extracted_data: {
      method: reading.method,
      answers,
      task_code: code.found,
      low_confidence: low,
      text: reading.text.slice(0, 20_000),
      pages: reading.pages,
    },
    message: answers.length
      ? low.length
        ? `We read ${answers.length} answers. Please check the ${low.length} marked ones before you submit.`
        : `We read ${answers.length} answers. Check them before you submit.`
      : 'We could not find answers on these pages. You can type them in.',
  };
}

/** GET /evaluation/settings. A configured model reads paper work; otherwise the built-in reader does. */
export async function evaluationSettings(ai: AiEngine): Promise<EvaluationSettings> {
  let provider = 'builtin';
  let model = 'builtin-v1';
  try {
    const s = await ai.servingFor('evaluation');
    provider = s.provider;
    model = s.model;
  } catch {
    // A configuration that cannot be served falls back to the built-in reader, as evaluation does.
  }
  return {
    evaluation_method: provider === 'builtin' ? 'ocr' : 'vision',
    provider,
    model,
    low_confidence_threshold: LOW_CONFIDENCE_THRESHOLD,
    max_file_bytes: UPLOAD_MAX_BYTES,
    max_files: SUBMISSION_FILES_MAX,
    accepted_types: [...UPLOAD_CONTENT_TYPES],
  };
}
