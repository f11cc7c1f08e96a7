import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { MathText } from '../../../components/math-text';
import type { BatchAnalysis } from '../api/coaching-types';
import { scoreColor } from './coaching-ui';

const pct = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${Math.round(n)}%`);

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text fz={22} fw={800} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Card>
  );
}

function Performers({ title, list }: { title: string; list: BatchAnalysis['analysis']['top_performers'] }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Title order={4} fz="sm" mb={6}>
        {title}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" c="gray.7">
          No evaluated work yet
        </Text>
      ) : (
        <Stack gap={4}>
          {list.map((p) => (
            <Group key={p.child_id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {p.name}
                <Text component="span" size="xs" c="gray.7">
                  {' '}
                  · {p.tasks_completed} done
                </Text>
              </Text>
              <Badge variant="light" color={scoreColor(p.average_score)}>
                {pct(p.average_score)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * The batch's figures (spec 02 §2.15, §2.16): Average Score, Completion Rate, Total Students, Total Tasks, Top
 * Performers, Need Attention and the most challenging questions.
 */
export function BatchStats({ data, mistakesTitle }: { data: BatchAnalysis; mistakesTitle: string }) {
  const a = data.analysis;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Average Score" value={pct(a.average_score)} />
        <Stat label="Completion Rate" value={pct(a.completion_rate)} />
        <Stat label="Total Students" value={data.total_students} />
        <Stat label="Total Tasks" value={data.total_tasks} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Performers title="Top Performers" list={a.top_performers} />
        <Performers title="Need Attention" list={a.bottom_performers} />
      </SimpleGrid>
      <Card withBorder radius="md" padding="sm">
        <Title order={4} fz="sm" mb={6}>
          {mistakesTitle}
        </Title>
        {a.common_mistakes.length === 0 ? (
          <Text size="sm" c="gray.7">
            No wrong answers recorded yet
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Q. No.</Table.Th>
                  <Table.Th>Question</Table.Th>
                  <Table.Th>Error rate</Table.Th>
                  <Table.Th>Incorrect</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.common_mistakes.map((m) => (
                  <Table.Tr key={`${m.task_title}-${m.question_number}`}>
                    <Table.Td>{m.question_number}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={3}>
                        <MathText text={m.question_text} />
                      </Text>
                      <Text size="xs" c="gray.7">
                        {m.task_title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{pct(m.error_rate)}</Table.Td>
                    <Table.Td>
                      {m.incorrect_attempts}/{m.total_attempts}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
