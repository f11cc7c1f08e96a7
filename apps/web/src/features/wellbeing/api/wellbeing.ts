import type { WellbeingSubmitBody } from '@app/shared/schemas/wellbeing';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZWellbeingSubmitResponse } from '@app/shared/schemas/wellbeing';
import { apiRequest } from '../../../lib/api-client';

export function submitWellbeing(body: WellbeingSubmitBody): Promise<z.infer<typeof ZWellbeingSubmitResponse>> {
  return apiRequest('/wellbeing/submit', { method: 'POST', body });
}

export function useSubmitWellbeing() {
  return useMutation({ mutationFn: submitWellbeing });
}
