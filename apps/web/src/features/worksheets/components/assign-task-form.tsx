import { TASK_DESCRIPTION_MAX, TASK_MSG, TASK_TITLE_MAX } from '@app/shared/schemas/tasks';
import { Alert, Button, Group, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { charCount, overLimit } from '../../../components/limits';
import { errorMessage } from '../../../lib/api-client';
import { type AssignWorksheetResponse, useAssignWorksheet } from '../api/assign-worksheet';
import { WS_UI } from './worksheet-ui';

interface AssignTaskFormProps {
  worksheetId: string;
  childId: string;
  childName: string;
  defaultTitle: string;
  onCancel: () => void;
  onAssigned: (result: AssignWorksheetResponse) => void;
}

const TITLE_TOO_LONG = `Title must be at most ${TASK_TITLE_MAX} characters`;
const DESCRIPTION_TOO_LONG = `Description must be at most ${TASK_DESCRIPTION_MAX} characters`;

/** Today as YYYY-MM-DD in the user's own time zone: the earliest due date (no past dates, spec 03 §5). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Spec 02 §2.4: title, description, due date, hints, assign to. A parent assigns to the one child ("My Child"). */
export function AssignTaskForm({
  worksheetId,
  childId,
  childName,
  defaultTitle,
  onCancel,
  onAssigned,
}: AssignTaskFormProps) {
  const assign = useAssignWorksheet();
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [hints, setHints] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const min = today();

  const submit = () => {
    if (!title.trim()) return setError(TASK_MSG.titleRequired);
    if (overLimit(title.trim(), TASK_TITLE_MAX)) return setError(TITLE_TOO_LONG);
    if (overLimit(description.trim(), TASK_DESCRIPTION_MAX)) return setError(DESCRIPTION_TOO_LONG);
    if (dueDate && dueDate < min) return setError(TASK_MSG.dueDatePast);
    setError(null);
    assign.mutate(
      {
        worksheetId,
        body: {
          title: title.trim(),
          description: description.trim() || null,
          due_date: dueDate || null,
          hint_enabled: hints,
          target_type: 'child',
          target_ids: [childId],
        },
      },
      { onSuccess: onAssigned, onError: (err) => setError(errorMessage(err, WS_UI.assignError)) },
    );
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        required
        description={charCount(title, TASK_TITLE_MAX)}
        error={overLimit(title, TASK_TITLE_MAX) ? TITLE_TOO_LONG : undefined}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        data-autofocus
      />
      <Textarea
        label="Description"
        placeholder="What should your child focus on? (optional)"
        autosize
        minRows={2}
        maxRows={5}
        description={charCount(description, TASK_DESCRIPTION_MAX)}
        error={overLimit(description, TASK_DESCRIPTION_MAX) ? DESCRIPTION_TOO_LONG : undefined}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="Due date"
        description="Optional"
        min={min}
        value={dueDate}
        onChange={(e) => setDueDate(e.currentTarget.value)}
      />
      <Switch
        label="Allow hints"
        description="Your child can open a hint for a question"
        checked={hints}
        onChange={(e) => setHints(e.currentTarget.checked)}
      />
      <Radio.Group label="Assign to" value="child">
        <Radio mt={6} value="child" label={`My Child (${childName})`} />
      </Radio.Group>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={assign.isPending}>
          Back
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={submit} loading={assign.isPending}>
          Assign Task
        </Button>
      </Group>
    </Stack>
  );
}
