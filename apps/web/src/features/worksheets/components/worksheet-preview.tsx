import type { Worksheet } from '@app/shared/schemas/worksheets';
import { Alert, Badge, Button, Collapse, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconInfoCircle, IconKey, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { WorksheetHtml } from '../../../components/worksheet-html';

interface WorksheetPreviewProps {
  worksheet: Worksheet;
  /** Null hides Assign Task; a string disables it with that reason. */
  assignBlocked: string | null;
  onGenerateNew: () => void;
  onEdit: () => void;
  onAssign: () => void;
}

/** The generated worksheet (spec 02 §2.1, §2.2): online or print view, tags, answer key, and what comes next. */
export function WorksheetPreview({
  worksheet: ws,
  assignBlocked,
  onGenerateNew,
  onEdit,
  onAssign,
}: WorksheetPreviewProps) {
  const [mode, setMode] = useState<'online' | 'print'>('online');
  const [showKey, setShowKey] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={3} fz="lg">
            {ws.title}
          </Title>
          <Text size="sm" c="gray.7">
            {ws.subject} · Grade {ws.grade} · {ws.board} · {ws.num_questions} questions · {ws.total_marks} marks
          </Text>
        </div>
        <Group gap={6}>
          {ws.enhanced && (
            <Badge color="teal" variant="light">
              Enhanced
            </Badge>
          )}
          {ws.is_modified && (
            <Badge color="orange" variant="light">
              Modified
            </Badge>
          )}
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={() => setShowKey((s) => !s)}
          aria-expanded={showKey}
        >
          {showKey ? 'Hide Answer Key' : 'View Answer Key'}
        </Button>
        <Button size="sm" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onGenerateNew}>
          Generate New
        </Button>
        <Button size="sm" variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
          Edit Sheet
        </Button>
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={onAssign}
          disabled={assignBlocked !== null}
          title={assignBlocked ?? undefined}
        >
          Assign Task
        </Button>
      </Group>
      {assignBlocked && (
        <Text size="sm" c="gray.7">
          {assignBlocked}
        </Text>
      )}
      {ws.shortfall && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Fewer questions than asked">
          {ws.shortfall.message}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'online' | 'print')}
          data={[
            { value: 'online', label: 'Online' },
            { value: 'print', label: 'Print' },
          ]}
          aria-label="Worksheet view"
        />
      </Group>
      <Collapse expanded={showKey}>
        <Paper withBorder radius="md" p="md" bg="yellow.0">
          {showKey && <WorksheetHtml html={ws.answer_key} label="Answer key" />}
        </Paper>
      </Collapse>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <WorksheetHtml html={mode === 'online' ? ws.html_content : ws.html_content_print} label="Worksheet" />
      </Paper>
    </Stack>
  );
}
