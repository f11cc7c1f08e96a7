import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ComingSoonCard } from './feature-card';

export function SubmitPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Submit</Title>
        <Text c="gray.7" size="sm">
          Hand in completed work for evaluation.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ComingSoonCard
          icon={<IconUpload size={26} />}
          color="grape"
          title="Submit Assignment"
          description="Upload photos or a PDF of a completed worksheet, or enter answers online, and get an evaluation."
          actionLabel="Submit Assignment"
        />
      </SimpleGrid>
    </Stack>
  );
}
