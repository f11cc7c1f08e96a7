import { MSG } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { HOSTILE_INPUT, isMalformedMultipart } from './hostile-input';

interface ZodLikeIssue {
  keyword: string;
  instancePath: string;
  message: string;
}

/** Turns schema issues into the spec's error shape: the first message is the `detail`, each field gets its own. */
function describeValidation(issues: ZodLikeIssue[]) {
  const fieldErrors: Record<string, string> = {};
  let detail = '';
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = issue.message;
    // A field that is simply missing reads better as "x is required" than zod's type message.
    if (issue.keyword === 'invalid_type' && /received undefined/.test(message) && field) {
      message = `${field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())} is required`;
    }
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
    if (!detail) detail = message;
  }
  return { detail: detail || MSG.fillRequired, fieldErrors };
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        return reply
          .status(err.status)
          .send({ detail: err.detail, code: err.code, ...(err.fieldErrors ? { field_errors: err.fieldErrors } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const { detail, fieldErrors } = describeValidation(err.validation as unknown as ZodLikeIssue[]);
        return reply.status(400).send({ detail, code: 'validation_error', field_errors: fieldErrors });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
        return reply.status(500).send({ detail: MSG.internal, code: 'internal_error' });
      }
      // A form cut short fails inside the handler's read of a file part.
      if (isMalformedMultipart(err)) {
        return reply.status(400).send({ detail: HOSTILE_INPUT.multipart, code: 'malformed_multipart' });
      }
      const status = err.statusCode ?? 500;
      if (status === 429) return reply.status(429).send({ detail: MSG.tooManyRequests, code: 'rate_limited' });
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large): keep their status, plain message.
        return reply.status(status).send({ detail: err.message, code: err.code ?? 'bad_request' });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ detail: MSG.internal, code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
