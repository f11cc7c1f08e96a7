import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { mapAnswers, readPages } from '../submissions/paper-reading';
import { filesOfSubmission } from '../submissions/submissions.repository';
import { EVALUATION_JOB, type EvaluationDeps, type EvaluationJobData, runEvaluation } from './evaluation.run';
import evaluationsRoutes from './evaluations.routes';

/** What an evaluation needs from the app; the submit route's fast path and the job share it. */
export function evaluationDeps(app: FastifyInstance): EvaluationDeps {
  return {
    db: app.deps.db.db,
    ai: app.ai,
    notify: app.notify,
    publish: (userId, p) => app.publishJobProgress(userId, p),
    clock: app.deps.clock,
    log: app.log,
    // Pages handed in without a preview are read here, in the job, off the request path.
    readFiles: async (sub, questions) => {
      const rows = await filesOfSubmission(app.deps.db.db, sub.id);
      const pages = [];
      for (const f of rows) {
        const obj = await app.storage.get(f.storageKey);
        const body = obj.body instanceof Readable ? await buffer(obj.body) : obj.body;
        pages.push({ buffer: body, contentType: f.contentType });
      }
      const { answers } = await mapAnswers(app.ai, await readPages(pages), questions);
      return {
        answers: Object.fromEntries(answers.map((a) => [String(a.question_number), a.answer])),
        lowConfidence: answers.filter((a) => a.low_confidence).map((a) => a.question_number),
      };
    },
  };
}

export default async function evaluationsModule(app: FastifyInstance) {
  const deps = evaluationDeps(app);
  // Two at once: an evaluation mostly waits (a model, OCR and PDF text on worker threads, the database).
  await app.jobs.work<EvaluationJobData>(
    EVALUATION_JOB,
    async (job) => {
      await runEvaluation(deps, job.data.submission_id);
    },
    { concurrency: 2 },
  );
  await app.register(evaluationsRoutes);
}
