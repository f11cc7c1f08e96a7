import type { TaskDto } from '@app/shared/schemas/tasks';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconChartDots,
  IconFileText,
  IconKey,
  IconListCheck,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react';
import type { TaskAction } from '../api/task-actions';
import { formatDate, TASK_UI } from './task-ui';

const STATE_LABEL: Record<TaskDto['state'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'orange' },
  completed: { label: 'Submitted', color: 'blue' },
  evaluated: { label: 'Evaluated', color: 'green' },
  published: { label: 'Published', color: 'green' },
  archived: { label: 'Archived', color: 'gray' },
};

interface TaskCardProps {
  task: TaskDto;
  onPracticeSheet: () => void;
  onAnswerKey: () => void;
  onCompare: () => void;
  onAnalysis: () => void;
  onAction: (action: TaskAction) => void;
}

/** One task in the parent's pending or completed list. */
export function TaskCard({ task, onPracticeSheet, onAnswerKey, onCompare, onAnalysis, onAction }: TaskCardProps) {
  const state = STATE_LABEL[task.state];
  const pending = task.state === 'pending';
  return (
    <Card withBorder radius="md" padding="sm" data-testid="task-card" aria-label={task.title} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lh={1.3}>
            {task.title}
          </Text>
          <Badge variant="light" color={state.color} style={{ flexShrink: 0 }}>
            {state.label}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="indigo" ff="monospace" data-testid="task-code" title="Task code">
            {task.task_code}
          </Badge>
          <Text size="sm" c="gray.7">
            {task.subject}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          Assigned {formatDate(task.created_at)} ·{' '}
          {task.due_date ? `Due ${formatDate(task.due_date)}` : TASK_UI.noDeadline}
        </Text>
        <Group gap={6} wrap="wrap" mt={4}>
          {task.worksheet_id && (
            <>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconFileText size={14} aria-hidden />}
                onClick={onPracticeSheet}
              >
                Practice Sheet
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconKey size={14} aria-hidden />}
                onClick={onAnswerKey}
              >
                Answer Key
              </Button>
            </>
          )}
          {pending ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onAction('delete')}
            >
              Delete
            </Button>
          ) : (
            <>
              {task.worksheet_id && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="teal"
                  leftSection={<IconListCheck size={14} aria-hidden />}
                  onClick={onCompare}
                >
                  Compare Answers
                </Button>
              )}
              {task.worksheet_id && (task.state === 'evaluated' || task.state === 'published') && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="grape"
                  leftSection={<IconChartDots size={14} aria-hidden />}
                  onClick={onAnalysis}
                >
                  Analysis
                </Button>
              )}
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconRotateClockwise size={14} aria-hidden />}
                onClick={() => onAction('reassign')}
              >
                Reassign
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray.8"
                leftSection={<IconArchive size={14} aria-hidden />}
                onClick={() => onAction('archive')}
              >
                Archive
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
