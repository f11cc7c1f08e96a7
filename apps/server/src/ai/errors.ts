import { AppError } from '../lib/errors';

/** Generation failed after every allowed attempt; `detail` is safe to show to users. */
export class AiGenerationError extends AppError {
  constructor(
    detail: string,
    readonly attempts: number,
    /** Why each attempt failed, for logs (never shown to users: it may quote model output). */
    readonly problems: string[] = [],
  ) {
    super(502, detail, 'ai_generation_failed');
    this.name = 'AiGenerationError';
  }
}

/** The configured provider cannot serve the call (missing key, missing base URL). */
export class AiConfigError extends AppError {
  constructor(detail: string) {
    super(503, detail, 'ai_not_configured');
    this.name = 'AiConfigError';
  }
}
