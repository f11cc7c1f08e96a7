import { Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Greeting } from './greeting';

const SOON = 'Coming soon: batches arrive in a later update.';

export function TeacherHome({ name }: { name: string }) {
  return (
    <Stack gap="lg">
      <Greeting name={name} subtitle="Your coaching space." />
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="xl">
            My Batches
          </Title>
        </Group>
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={72} radius="xl" variant="light" color="teal" aria-hidden>
            <IconUsersGroup size={40} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            No batches yet
          </Text>
          <Text c="gray.7" size="sm" ta="center" maw={400}>
            Batches group your students by grade and subject so you can assign worksheets and notes to all of them at
            once.
          </Text>
          <Tooltip label={SOON}>
            <Button
              mt="sm"
              radius="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              data-disabled
              aria-disabled="true"
              aria-describedby="create-batch-soon"
              onClick={(e) => e.preventDefault()}
            >
              Create Batch
            </Button>
          </Tooltip>
          <Text id="create-batch-soon" size="xs" c="gray.7">
            Coming soon
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
