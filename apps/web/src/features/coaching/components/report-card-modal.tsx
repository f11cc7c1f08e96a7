import {
  Alert,
  Avatar,
  Badge,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { Batch, ReportCardStudent } from '../api/coaching-types';
import { useReportCard } from '../api/task-status';
import { COACH_UI, scoreColor } from './coaching-ui';
import { PdfButtons } from './pdf-buttons';

const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n)}%`);

function Concepts({ label, list, color }: { label: string; list: string[]; color: string }) {
  return (
    <Group gap={4} wrap="wrap">
      <Text size="xs" c="gray.7" w={56}>
        {label}
      </Text>
      {list.length === 0 ? (
        <Text size="xs" c="gray.7">
          –
        </Text>
      ) : (
        list.map((c) => (
          <Badge key={c} size="xs" variant="light" color={color} style={{ textTransform: 'none' }}>
            {c}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** Per-student report detail dialog (spec 02 §2.8, §3 Report card student). */
function StudentDetail({ student, onClose }: { student: ReportCardStudent | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const o = student?.olympiad_metrics;
  return (
    <Modal
      opened={Boolean(student)}
      onClose={onClose}
      title={student ? `Report: ${student.student_name}` : 'Report'}
      size="lg"
      fullScreen={phone}
      radius="lg"
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {student && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Card withBorder padding="xs" radius="md">
              <Text fw={800}>#{student.rank}</Text>
              <Text size="xs" c="gray.7">
                Rank
              </Text>
            </Card>
            <Card withBorder padding="xs" radius="md">
              <Text fw={800}>{pct(student.average_score)}</Text>
              <Text size="xs" c="gray.7">
                Average score
              </Text>
            </Card>
            <Card withBorder padding="xs" radius="md">
              <Text fw={800}>{pct(student.completion_rate)}</Text>
              <Text size="xs" c="gray.7">
                Completion
              </Text>
            </Card>
            <Card withBorder padding="xs" radius="md">
              <Text fw={800}>
                {student.tasks_completed}/{student.total_tasks}
              </Text>
              <Text size="xs" c="gray.7">
                Tasks done ({student.pending_tasks} pending)
              </Text>
            </Card>
          </SimpleGrid>
          <Concepts label="Strong" list={student.strong_concepts} color="green" />
          <Concepts label="Weak" list={student.weak_concepts} color="red" />
          {o && o.total_olympiad_tasks > 0 && (
            <Card withBorder padding="xs" radius="md">
              <Title order={4} fz="sm">
                Olympiad
              </Title>
              <Text size="sm">
                {o.completed_olympiad_tasks}/{o.total_olympiad_tasks} done · average {pct(o.average_olympiad_score)} ·
                completion {pct(o.olympiad_completion_rate)}
              </Text>
              {o.olympiad_by_provider.map((p) => (
                <Text key={p.provider} size="xs" c="gray.7">
                  {p.provider.toUpperCase()}: {p.olympiads.map((x) => `${x.code} ${x.completed}/${x.total}`).join(', ')}
                </Text>
              ))}
            </Card>
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table striped fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Task</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {student.task_details.map((t) => (
                  <Table.Tr key={t.task_id}>
                    <Table.Td>
                      {t.task_title}
                      {t.is_olympiad && (
                        <Badge size="xs" ml={4} variant="light" color="yellow">
                          {t.olympiad_code ?? 'Olympiad'}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t.subject}</Table.Td>
                    <Table.Td>{t.completed ? 'Completed' : 'Pending'}</Table.Td>
                    <Table.Td>
                      {t.completed ? (t.overall_score === null ? COACH_UI.evaluating : pct(t.overall_score)) : '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}

/** Report Card dialog (spec 02 §2.16): the batch's students ranked, each opening a detail dialog. */
export function ReportCardModal({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const report = useReportCard(batch?.id ?? null);
  const [detail, setDetail] = useState<ReportCardStudent | null>(null);
  const path = `/coaching/batch/${encodeURIComponent(batch?.id ?? '')}/report-card?format=pdf`;
  const students = report.data?.students ?? [];
  return (
    <Modal
      opened={Boolean(batch)}
      onClose={onClose}
      title={`Report Card: ${report.data?.batch_name ?? batch?.name ?? ''}`}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {report.isPending ? (
        <Loader aria-label="Loading report card" />
      ) : report.isError ? (
        <Alert color="red" variant="light" role="alert">
          {COACH_UI.reportFailed}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group justify="flex-end">
            <PdfButtons path={path} title={`Report Card ${report.data.batch_name}`} failure={COACH_UI.reportFailed} />
          </Group>
          {students.length === 0 ? (
            <Text c="gray.7" ta="center" py="lg">
              No students in this batch yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {students.map((s) => (
                <Card key={s.student_id} withBorder radius="md" padding="xs" data-testid="report-card-student">
                  <UnstyledButton w="100%" onClick={() => setDetail(s)} aria-label={`Open report of ${s.student_name}`}>
                    <Group gap="sm" wrap="nowrap">
                      <Text fw={800} w={32} ta="center">
                        #{s.rank}
                      </Text>
                      <Avatar radius="xl" color="indigo" aria-hidden>
                        {s.student_name.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={700} truncate>
                          {s.student_name}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {s.tasks_completed}/{s.total_tasks} tasks · completion {pct(s.completion_rate)}
                        </Text>
                      </div>
                      <Badge
                        size="lg"
                        variant="light"
                        color={s.average_score === null ? 'gray' : scoreColor(s.average_score)}
                      >
                        {pct(s.average_score)}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <StudentDetail student={detail} onClose={() => setDetail(null)} />
    </Modal>
  );
}
