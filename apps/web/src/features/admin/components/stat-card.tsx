import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of labelled numbers (Overview and Database tabs). */
export function StatCard(props: { title: string; icon?: ReactNode; items: { label: string; value: ReactNode }[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Title order={3} fz="md" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {props.icon}
          {props.title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: props.items.length > 4 ? 3 : 2 }} spacing="sm">
          {props.items.map((i) => (
            <div key={i.label}>
              <Text size="xs" c="gray.7">
                {i.label}
              </Text>
              <Text fw={700} fz="lg">
                {i.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
