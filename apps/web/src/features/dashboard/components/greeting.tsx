import { Text, Title } from '@mantine/core';

function partOfDay(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export function Greeting({ name, subtitle }: { name: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {partOfDay(new Date())}, {name}
      </Title>
      <Text c="gray.7" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
