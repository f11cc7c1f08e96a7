import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

interface LogoProps {
  /** Hide the word mark on narrow headers; the icon keeps an accessible name. */
  compact?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** White mark for coloured backgrounds. */
  inverted?: boolean;
}

export function Logo({ compact = false, size = 'md', inverted = false }: LogoProps) {
  const icon = size === 'lg' ? 44 : size === 'sm' ? 30 : 36;
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={icon}
        radius="md"
        variant={inverted ? 'white' : 'gradient'}
        color="indigo.8"
        gradient={{ from: 'indigo.7', to: 'cyan.7', deg: 135 }}
        aria-hidden={!compact}
        aria-label={compact ? 'Smart Support' : undefined}
        role={compact ? 'img' : undefined}
      >
        <IconSchool size={icon * 0.6} stroke={1.8} />
      </ThemeIcon>
      {!compact && (
        <Text
          component="span"
          fw={800}
          fz={size === 'lg' ? 24 : size === 'sm' ? 16 : 19}
          c={inverted ? 'white' : 'indigo.9'}
          lts={-0.3}
          style={{ whiteSpace: 'nowrap' }}
        >
          Smart Support
        </Text>
      )}
    </Group>
  );
}
