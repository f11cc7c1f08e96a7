import type { Worksheet } from '@app/shared/schemas/worksheets';
import { Alert, Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { describeShortfall } from './olympiad-shortfall';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * Step 3 (spec 02 §2.5): subject, grade, type and olympiad, and Assign Task. A paper the bank could not fill says
 * how many questions each section is missing instead of pretending it is complete.
 */
export function OlympiadSummary({
  worksheet,
  onAssign,
  onClose,
}: {
  worksheet: Worksheet;
  onAssign: () => void;
  onClose: () => void;
}) {
  const meta = worksheet.olympiad_metadata;
  const short = worksheet.shortfall;
  const report = describeShortfall(worksheet);
  const mock = meta?.mode === 'mock';
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color={short ? 'yellow' : 'green'} variant="light" aria-hidden>
          {short ? <IconAlertTriangle size={26} /> : <IconCircleCheck size={26} />}
        </ThemeIcon>
        <Text fw={700}>{report.headline}</Text>
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Subject" value={worksheet.subject} />
        <Fact label="Grade" value={String(worksheet.grade)} />
        <Fact label="Type" value={mock ? 'Mock Test' : 'Practice'} />
        <Fact label="Olympiad" value={meta?.olympiad ? `${meta.olympiad.name} (${meta.olympiad.code})` : 'General'} />
      </SimpleGrid>
      {mock && meta && (
        <Text size="sm" c="gray.7">
          {meta.duration_minutes} minutes · {worksheet.total_marks} marks on this paper
          {short ? ` (the full paper has ${meta.total_marks})` : ''}
        </Text>
      )}
      {report.detail && (
        <Alert color="yellow" variant="light" role="alert" title="The question bank could not fill this paper">
          <Text size="sm">{report.detail.summary}</Text>
          {report.detail.sections.length > 0 && (
            <List size="sm" mt={4}>
              {report.detail.sections.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onAssign}>
          Assign Task
        </Button>
      </Group>
    </Stack>
  );
}
