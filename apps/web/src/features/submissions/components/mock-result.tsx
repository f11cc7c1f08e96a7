import { Alert, Badge, Group, Loader, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMockResult } from '../api/mock-paper';

const band = (p: number) => (p >= 75 ? 'green' : p >= 50 ? 'yellow' : 'red');

/** The mock's result by section, in the paper's order, with the rank among same-class takers when there is one. */
export function MockResultView({ taskId, closedBy }: { taskId: string; closedBy: 'child' | 'timeout' | null }) {
  const result = useMockResult(taskId, true);
  const r = result.data;
  const queryClient = useQueryClient();
  const evaluated = r?.status === 'evaluated';
  // Once marked, the dashboard's lists, results and figures behind the dialog catch up.
  useEffect(() => {
    if (!evaluated) return;
    void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    void queryClient.invalidateQueries({ queryKey: ['evaluations'] });
  }, [evaluated, queryClient]);
  if (result.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        Error loading evaluation details.
      </Alert>
    );
  if (!r || r.status === 'evaluating')
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader />
        <Text>Marking your paper…</Text>
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="mock-result">
      {closedBy === 'timeout' && (
        <Alert color="orange" variant="light">
          Time is up: your paper was submitted automatically with the answers you gave.
        </Alert>
      )}
      {r.total && (
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text size="sm" c="gray.7">
                {r.olympiad ? `${r.olympiad.name} mock test` : 'Mock test'}
              </Text>
              <Title order={3} fz={28}>
                {r.total.marks_awarded} / {r.total.max_marks}
              </Title>
            </div>
            <Badge size="xl" variant="light" color={band(r.total.percentage)}>
              {r.total.percentage}%
            </Badge>
          </Group>
          {r.rank ? (
            <Group gap={6} mt="xs">
              <IconTrophy size={18} aria-hidden color="var(--mantine-color-yellow-7)" />
              <Text fw={600}>
                Rank {r.rank.position} of {r.rank.of} in your class for this olympiad
              </Text>
            </Group>
          ) : (
            r.rank_note && (
              <Text size="sm" c="gray.7" mt="xs">
                {r.rank_note}.
              </Text>
            )
          )}
        </Paper>
      )}
      <Title order={4} fz="md">
        Result by section
      </Title>
      <Table.ScrollContainer minWidth={340}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Section</Table.Th>
              <Table.Th ta="center">Correct</Table.Th>
              <Table.Th ta="right">Marks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.sections.map((s) => (
              <Table.Tr key={s.name}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {s.name}
                    </Text>
                    {s.is_hot && (
                      <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
                        HOT
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    {s.answered} of {s.questions} answered
                  </Text>
                  <Progress value={s.percentage} color={band(s.percentage)} size="sm" mt={4} aria-hidden />
                </Table.Td>
                <Table.Td ta="center">
                  {s.correct} / {s.questions}
                </Table.Td>
                <Table.Td ta="right">
                  {s.marks_awarded} / {s.max_marks}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
