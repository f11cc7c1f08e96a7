import { MSG } from '@app/shared/messages';

/** A failure with a status and a user-facing detail; the error handler turns it into `{detail, code, field_errors}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code: string = 'error',
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, field?: string, code = 'bad_request') =>
  new AppError(400, detail, code, field ? { [field]: detail } : undefined);
export const unauthorized = (detail: string = MSG.notAuthenticated, code = 'unauthorized') =>
  new AppError(401, detail, code);
export const forbidden = (detail: string = MSG.forbidden, code = 'forbidden') => new AppError(403, detail, code);
export const notFound = (detail: string = MSG.notFound, code = 'not_found') => new AppError(404, detail, code);
export const conflict = (detail: string, field?: string) =>
  new AppError(409, detail, 'conflict', field ? { [field]: detail } : undefined);
export const tooMany = (detail: string, code = 'rate_limited') => new AppError(429, detail, code);
