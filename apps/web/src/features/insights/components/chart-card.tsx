import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the insights: a titled card holding a chart, or the honest reason there is none. */
export function ChartCard({
  title,
  testId,
  caption,
  empty,
  children,
}: {
  title: string;
  testId: string;
  caption?: ReactNode;
  /** Set when there is nothing to draw: the text shown instead of the chart. */
  empty?: string | null;
  children?: ReactNode;
}) {
  const id = `${testId}-title`;
  // overflow hidden: recharts parks its idle tooltip beside the chart, which would widen a phone screen.
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      style={{ overflow: 'hidden' }}
      miw={0}
    >
      <Stack gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {caption && (
          <Text size="xs" c="gray.7">
            {caption}
          </Text>
        )}
        {empty ? (
          <Text size="sm" c="gray.7" py="md" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
