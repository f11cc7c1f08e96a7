import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  icon: ReactNode;
  text: string;
}

/** Messages: the spec shows coming-soon text on this page. */
export function PlaceholderPage({ title, icon, text }: PlaceholderPageProps) {
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={700} fz="lg">
            Coming soon
          </Text>
          <Text c="gray.7" ta="center" maw={420}>
            {text}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
