import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ComingSoonBadge } from '../../../components/coming-soon-badge';

interface FeatureCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  description: string;
  actionLabel: string;
}

/** An entry for a tool that has not shipped yet: visible, described, and honestly unavailable. */
export function ComingSoonCard({ icon, color, title, description, actionLabel }: FeatureCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <ComingSoonBadge />
        </Group>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        <Button variant="light" color={color} disabled fullWidth>
          {actionLabel}
        </Button>
      </Stack>
    </Card>
  );
}

/** An entry for a tool that works: opens it. */
export function FeatureCard({
  icon,
  color,
  title,
  description,
  actionLabel,
  onClick,
}: FeatureCardProps & { onClick: () => void }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        <Button variant="filled" color={color} fullWidth onClick={onClick}>
          {actionLabel}
        </Button>
      </Stack>
    </Card>
  );
}
