import type { Evaluation } from '@app/shared/schemas/evaluations';
import {
  Alert,
  Badge,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { MathText } from '../../../components/math-text';
import { ApiError } from '../../../lib/api-client';
import { useTaskAnalysis } from '../api/task-analysis';
import { ANALYSIS_MSG, CONCEPT_GROUPS, discussionPoints, nextSteps, orDefault, scoreEmoji } from './analysis-ui';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analysis-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={id}>
      <Title order={3} fz="sm" id={id} mb={6}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Lines({ items, testId }: { items: string[]; testId?: string }) {
  return (
    <List size="sm" spacing={2} data-testid={testId}>
      {items.map((s) => (
        <List.Item key={s}>{s}</List.Item>
      ))}
    </List>
  );
}

const share = (x: number) => `${Math.round(x * 100)}%`;

function Analysis({ e }: { e: Evaluation }) {
  const steps = nextSteps(e);
  const points = discussionPoints(e);
  const la = e.learning_analytics;
  const concepts = CONCEPT_GROUPS.filter((g) => e.concept_analysis[g.key].length > 0);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap">
        <Text fz={44} lh={1} aria-hidden>
          {scoreEmoji(e.overall_score)}
        </Text>
        <div>
          <Text fw={900} fz={28} lh={1.1} data-testid="analysis-score">
            {Math.round(e.overall_score)}%
          </Text>
          <Text size="sm" c="gray.7" data-testid="analysis-grade">
            Grade {e.grade || 'N/A'} · {e.marks_awarded} of {e.max_score} marks
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Section title="Strengths">
          <Lines items={orDefault(e.strengths, ANALYSIS_MSG.strengthDefault)} testId="analysis-strengths" />
        </Section>
        <Section title="Growth areas">
          <Lines items={orDefault(e.areas_for_improvement, ANALYSIS_MSG.growthDefault)} testId="analysis-growth" />
        </Section>
      </SimpleGrid>
      <Section title="Concept mastery">
        {concepts.length === 0 ? (
          <Text size="sm" c="gray.7">
            The questions carried no concept tags, so there is no concept breakdown.
          </Text>
        ) : (
          <Stack gap="xs">
            {concepts.map((g) => (
              <div key={g.key}>
                <Text size="sm" fw={700} mb={4}>
                  {g.label}
                </Text>
                <Group gap={6} wrap="wrap">
                  {e.concept_analysis[g.key].map((c) => (
                    <Badge
                      key={c.concept}
                      color={g.color}
                      variant="light"
                      tt="none"
                      maw="100%"
                      h="auto"
                      py={2}
                      styles={{ label: { whiteSpace: 'normal' } }}
                      title={`${c.confidence} confidence`}
                    >
                      {c.label} {share(c.score)}
                    </Badge>
                  ))}
                </Group>
              </div>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Learning analytics">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <div>
            <Text size="xs" c="gray.7">
              Confidence {share(la.confidence_level)}
            </Text>
            <Progress value={la.confidence_level * 100} aria-label="Confidence" />
          </div>
          <div>
            <Text size="xs" c="gray.7">
              Engagement {share(la.engagement_score)}
            </Text>
            <Progress value={la.engagement_score * 100} color="grape" aria-label="Engagement" />
          </div>
          {la.learning_pace && <Text size="sm">Learning pace: {la.learning_pace}</Text>}
          {la.emotional_state_prediction && <Text size="sm">Likely mood: {la.emotional_state_prediction}</Text>}
        </SimpleGrid>
      </Section>
      <Section title="Question analysis">
        <Stack gap={6}>
          {e.question_analysis.map((q) => (
            <Group key={q.question_number} gap="xs" wrap="nowrap" align="flex-start">
              <Badge
                variant="light"
                color={q.is_correct ? 'green' : q.marks_awarded > 0 ? 'orange' : 'red'}
                style={{ flexShrink: 0 }}
              >
                Q{q.question_number} · {q.marks_awarded}/{q.max_marks}
              </Badge>
              <Text size="sm" style={{ minWidth: 0 }}>
                <MathText text={q.feedback || q.question_text} />
              </Text>
            </Group>
          ))}
        </Stack>
      </Section>
      {(e.detailed_feedback || e.feedback) && (
        <Section title="Teacher insights">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {e.detailed_feedback || e.feedback}
          </Text>
        </Section>
      )}
      {steps.length > 0 && (
        <Section title="Next steps">
          <Lines items={steps} />
        </Section>
      )}
      {points.length > 0 && (
        <Section title="Discussion points">
          <Lines items={points} />
        </Section>
      )}
    </Stack>
  );
}

/** Spec 02 §2.13: the Detailed Learning Analysis of a task's evaluation. */
export function LearningAnalysisModal({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useTaskAnalysis(taskId);
  const error =
    query.error instanceof ApiError && query.error.status === 404 ? ANALYSIS_MSG.notFound : ANALYSIS_MSG.loadError;
  return (
    <Modal
      opened={taskId !== null}
      onClose={onClose}
      title="Detailed Learning Analysis"
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : !query.data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading analysis" />
        </Group>
      ) : (
        <Stack gap="xs">
          <Text fw={700}>{query.data.task.title}</Text>
          <Analysis e={query.data.evaluation} />
        </Stack>
      )}
    </Modal>
  );
}
