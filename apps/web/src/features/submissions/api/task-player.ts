import type { TaskDto } from '@app/shared/schemas/tasks';
import type { OlympiadMetadataDto, WorksheetQuestionDto } from '@app/shared/schemas/worksheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A question as the child view gets it: no answers before evaluation. */
export type PlayerQuestion = Omit<WorksheetQuestionDto, 'answer' | 'correct_answer' | 'answer_explanation'> &
  Partial<Pick<WorksheetQuestionDto, 'answer' | 'correct_answer' | 'answer_explanation'>>;

export interface PlayerTask {
  task: TaskDto;
  worksheet: {
    id: string;
    title: string;
    subject: string;
    grade: number;
    topics: string[];
    difficulty: string;
    questions: PlayerQuestion[];
    olympiad_metadata: OlympiadMetadataDto | null;
  } | null;
  answer_key_visible: boolean;
}

export function getPlayerTask(taskId: string): Promise<PlayerTask> {
  return apiRequest<PlayerTask>(`/tasks/${encodeURIComponent(taskId)}`);
}

export const playerTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', 'player', taskId],
    queryFn: () => getPlayerTask(taskId),
    enabled: Boolean(taskId),
  });

export function usePlayerTask(taskId: string | null) {
  return useQuery(playerTaskQueryOptions(taskId ?? ''));
}

/** PATCH /tasks/{id}/complete: a general task (no worksheet) marked done. */
export function completeTask(taskId: string): Promise<{ message: string; task: TaskDto }> {
  return apiRequest(`/tasks/${encodeURIComponent(taskId)}/complete`, { method: 'PATCH' });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
