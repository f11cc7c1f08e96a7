import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconFileText, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskStatusGroup, TaskStatusStudent } from '../api/coaching-types';
import { COACH_UI, formatDate } from './coaching-ui';

export interface StudentActions {
  onSheet: (s: TaskStatusStudent) => void;
  onAnalysis: (s: TaskStatusStudent) => void;
  onCompare: (s: TaskStatusStudent) => void;
  onReassign: (s: TaskStatusStudent) => void;
}

/** One student's row: Sheet always; Analysis, Compare and Reassign once the work is in (spec 02 §2.9). */
function StudentRow({ student, actions }: { student: TaskStatusStudent; actions: StudentActions }) {
  const submitted = student.status === 'submitted';
  return (
    <Stack gap={4} data-testid="status-student-row">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {student.child_name}
        </Text>
        <Badge size="sm" variant="light" color={submitted ? 'green' : 'orange'}>
          {submitted ? 'Submitted' : 'Pending'}
        </Badge>
      </Group>
      <Group gap={4} wrap="wrap">
        <Button size="compact-xs" variant="light" onClick={() => actions.onSheet(student)}>
          Sheet
        </Button>
        {submitted && (
          <>
            <Button size="compact-xs" variant="light" color="teal" onClick={() => actions.onAnalysis(student)}>
              Analysis
            </Button>
            <Button size="compact-xs" variant="light" color="grape" onClick={() => actions.onCompare(student)}>
              Compare
            </Button>
            <Button size="compact-xs" variant="light" color="orange" onClick={() => actions.onReassign(student)}>
              Reassign
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

interface TaskStatusCardProps {
  group: TaskStatusGroup;
  column: 'pending' | 'completed';
  actions: StudentActions;
  onSubmissions: (group: TaskStatusGroup) => void;
  onDelete: (group: TaskStatusGroup) => void;
  onArchive: (group: TaskStatusGroup) => void;
}

export function TaskStatusCard({ group, column, actions, onSubmissions, onDelete, onArchive }: TaskStatusCardProps) {
  const [listOpen, setListOpen] = useState(false);
  const many = group.students.length > 1;
  const label = COACH_UI.studentActions(group.students.length);
  const counts = (
    <>
      <Badge variant="light" color="indigo">
        Assigned {group.total_assigned}
      </Badge>
      <Badge variant="light" color="green">
        Submitted {group.submitted_count}
      </Badge>
      <Badge variant="light" color="orange">
        Pending {group.pending_count}
      </Badge>
    </>
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="task-status-card" style={{ minWidth: 0 }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {group.title}
          </Text>
          <Badge size="sm" variant="outline" ff="monospace" style={{ flexShrink: 0 }}>
            {group.task_code}
          </Badge>
        </Group>
        <Text size="xs" c="gray.7">
          Created {formatDate(group.created_at)}
          {group.due_date ? ` · Due ${formatDate(group.due_date)}` : ' · No due date'}
        </Text>
        {/* Spec 02 §2.9: in the Pending column the submitted count sits below the assigned count. */}
        {column === 'pending' ? (
          <Stack gap={4} align="flex-start">
            {counts}
          </Stack>
        ) : (
          <Group gap="xs">{counts}</Group>
        )}
        {many ? (
          <Button
            variant="default"
            size="xs"
            fullWidth
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            leftSection={<IconUsers size={14} aria-hidden />}
            onClick={() => setListOpen(true)}
          >
            {label}
          </Button>
        ) : (
          group.students.map((s) => <StudentRow key={s.task_id} student={s} actions={actions} />)
        )}
        <Group gap={4} justify="flex-end" wrap="wrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFileText size={14} aria-hidden />}
            onClick={() => onSubmissions(group)}
          >
            All Submissions
          </Button>
          {column === 'pending' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(group)}
            >
              Delete
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconArchive size={14} aria-hidden />}
              onClick={() => onArchive(group)}
            >
              Archive
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={listOpen}
        onClose={() => setListOpen(false)}
        title={`${group.title}: students`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          {group.students.map((s) => (
            <Card key={s.task_id} withBorder radius="md" padding="xs">
              <StudentRow
                student={s}
                actions={{
                  // The task modals open above this list; close it so they are not stacked under it.
                  onSheet: (x) => {
                    setListOpen(false);
                    actions.onSheet(x);
                  },
                  onAnalysis: (x) => {
                    setListOpen(false);
                    actions.onAnalysis(x);
                  },
                  onCompare: (x) => {
                    setListOpen(false);
                    actions.onCompare(x);
                  },
                  onReassign: (x) => {
                    setListOpen(false);
                    actions.onReassign(x);
                  },
                }}
              />
            </Card>
          ))}
        </Stack>
      </Modal>
    </Card>
  );
}
