import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconHome, IconMessageCircle, IconSquarePlus, IconUpload } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import classes from './dashboard-shell.module.css';

export type DashboardPageId = 'home' | 'create' | 'submit' | 'insights' | 'messages';

const ITEMS: { id: DashboardPageId; label: string; icon: ComponentType<{ size?: number; stroke?: number }> }[] = [
  { id: 'home', label: 'Home', icon: IconHome },
  { id: 'create', label: 'Create', icon: IconSquarePlus },
  { id: 'submit', label: 'Submit', icon: IconUpload },
  { id: 'insights', label: 'Insights', icon: IconChartBar },
  { id: 'messages', label: 'Messages', icon: IconMessageCircle },
];

interface BottomNavProps {
  page: DashboardPageId;
  onChange: (page: DashboardPageId) => void;
}

export function BottomNav({ page, onChange }: BottomNavProps) {
  return (
    <nav aria-label="Dashboard sections" className={classes.bottomNav}>
      <Group gap={0} justify="space-around" wrap="nowrap" h="100%" maw={640} mx="auto">
        {ITEMS.map(({ id, label, icon: Icon }) => {
          const active = page === id;
          return (
            <UnstyledButton
              key={id}
              className={classes.navItem}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              onClick={() => onChange(id)}
            >
              <Icon size={24} stroke={active ? 2.2 : 1.7} />
              <Text component="span" size="xs" fw={active ? 700 : 500}>
                {label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
