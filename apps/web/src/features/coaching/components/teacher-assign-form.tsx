import { TASK_DESCRIPTION_MAX, TASK_MSG, TASK_TITLE_MAX } from '@app/shared/schemas/tasks';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { coachingKeys } from '../api/batches';
import { useAssignmentTargets } from '../api/coaching';
import { COACH_UI } from './coaching-ui';

export interface TeacherAssignResult {
  tasks: { task_id: string }[];
  tasks_created: number;
  task_code: string;
}

interface TeacherAssignFormProps {
  worksheetId: string;
  defaultTitle: string;
  /** The active batch, preselected. */
  batchId: string | null;
  /** A student chosen from their card ("Assign Task"): the form opens on Students with them ticked. */
  studentId: string | null;
  onCancel: () => void;
  onAssigned: (result: TeacherAssignResult) => void;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The teacher's assign step (spec 02 §2.4, §5): entire batches or chosen students from the assignment targets. */
export function TeacherAssignForm({
  worksheetId,
  defaultTitle,
  batchId,
  studentId,
  onCancel,
  onAssigned,
}: TeacherAssignFormProps) {
  const queryClient = useQueryClient();
  const targets = useAssignmentTargets();
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [hints, setHints] = useState(true);
  const [mode, setMode] = useState<'batch' | 'students'>(studentId ? 'students' : 'batch');
  const [batches, setBatches] = useState<string[]>(batchId ? [batchId] : []);
  const [students, setStudents] = useState<string[]>(studentId ? [studentId] : []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const min = today();

  const submit = async () => {
    if (!title.trim()) return setError(TASK_MSG.titleRequired);
    if (title.trim().length > TASK_TITLE_MAX) return setError(`Title must be at most ${TASK_TITLE_MAX} characters`);
    if (mode === 'batch' && batches.length === 0) return setError(COACH_UI.selectBatch);
    if (mode === 'students' && students.length === 0) return setError(COACH_UI.selectStudent);
    if (dueDate && dueDate < min) return setError(TASK_MSG.dueDatePast);
    setError(null);
    setBusy(true);
    try {
      const result = await apiRequest<TeacherAssignResult>(`/tasks/assign/${encodeURIComponent(worksheetId)}`, {
        method: 'POST',
        body: {
          title: title.trim(),
          description: description.trim() || null,
          due_date: dueDate || null,
          hint_enabled: hints,
          target_type: mode,
          target_ids: mode === 'batch' ? batches : students,
        },
      });
      await queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
      onAssigned(result);
    } catch (err) {
      setError(errorMessage(err, 'Error assigning task. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  return (
    <Stack gap="sm">
      <TextInput
        label="Title"
        required
        maxLength={TASK_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        data-autofocus
      />
      <Textarea
        label="Description"
        description="Optional"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={TASK_DESCRIPTION_MAX}
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
      <Switch label="Allow hints" checked={hints} onChange={(e) => setHints(e.currentTarget.checked)} />
      <Radio.Group label="Assign to" value={mode} onChange={(v) => setMode(v as 'batch' | 'students')}>
        <Group gap="lg" mt={6}>
          <Radio value="batch" label="Entire batches" />
          <Radio value="students" label="Specific students" />
        </Group>
      </Radio.Group>
      {targets.isPending ? (
        <Loader size="sm" aria-label="Loading batches and students" />
      ) : targets.isError ? (
        <Text c="red.8" size="sm" role="alert">
          Batches and students could not be loaded.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={220} type="auto">
          {mode === 'batch' ? (
            <Stack gap={6} role="group" aria-label="Batches">
              {targets.data.batches.length === 0 && (
                <Text size="sm" c="gray.7">
                  No batches yet.
                </Text>
              )}
              {targets.data.batches.map((b) => (
                <Checkbox
                  key={b.id}
                  label={`${b.name} (${b.student_count} ${b.student_count === 1 ? 'student' : 'students'})`}
                  checked={batches.includes(b.id)}
                  onChange={(e) => setBatches(toggle(batches, b.id, e.currentTarget.checked))}
                />
              ))}
            </Stack>
          ) : (
            <Stack gap={6} role="group" aria-label="Students">
              {targets.data.students.length === 0 && (
                <Text size="sm" c="gray.7">
                  No approved students yet.
                </Text>
              )}
              {targets.data.students.map((s) => (
                <Checkbox
                  key={`${s.id}-${s.subject}`}
                  label={`${s.name} (Grade ${s.grade}, ${s.subject})`}
                  checked={students.includes(s.id)}
                  onChange={(e) => setStudents(toggle(students, s.id, e.currentTarget.checked))}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Back
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => void submit()} loading={busy}>
          Assign Task
        </Button>
      </Group>
    </Stack>
  );
}
