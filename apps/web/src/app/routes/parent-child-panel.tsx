import type { Child } from '@app/shared/schemas/children';
import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LearningSpaceCard } from '../../features/children/components/learning-space-card';
import { CreateTaskChooser } from '../../features/dashboard/components/create-task-chooser';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { ChildSummaryCard } from '../../features/insights/components/child-summary-card';
import { PerformanceCard } from '../../features/insights/components/performance-card';
import { ChildTaskLists } from '../../features/tasks/components/child-task-lists';
import type { ChildTarget } from '../../features/worksheets/components/generator-form';
import { PersonalizedWorksheetModal } from '../../features/worksheets/components/personalized-worksheet-modal';
import { WorksheetGeneratorModal } from '../../features/worksheets/components/worksheet-generator-modal';

// Loaded on first use, so the dashboard's own bundle stays as small as before they existed.
const InsightsDialog = lazy(() =>
  import('../../features/insights/components/insights-dialog').then((m) => ({ default: m.InsightsDialog })),
);
const SubmissionWizard = lazy(() =>
  import('../../features/submissions/components/submission-wizard').then((m) => ({ default: m.SubmissionWizard })),
);

/** The parent's panel for the selected child (spec 01 "Parent dashboard", child selected; spec 03 §2.5a). */
export function ParentChildPanel({ child, targets, userId }: { child: Child; targets: ChildTarget[]; userId: string }) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState<string | null>(null);
  const [chooser, setChooser] = useState(false);
  const [generator, setGenerator] = useState(false);
  const [insights, setInsights] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Mounted from the first opening on (and kept, so their closing transitions play).
  const [used, setUsed] = useState({ insights: false, submit: false });
  const openInsights = () => {
    setUsed((u) => ({ ...u, insights: true }));
    setInsights(true);
  };
  const openSubmit = () => {
    setUsed((u) => ({ ...u, submit: true }));
    setSubmitting(true);
  };
  const [personalize, setPersonalize] = useState<{ evaluationId: string; olympiad: boolean } | null>(null);
  // Parent Space (the only space until coaching links a teacher): the parent's own tasks count.
  const ownerId = userId;
  return (
    <>
      <LearningSpaceCard child={child} subject={subject} onSubjectChange={setSubject} />
      <QuickActions onCreateTask={() => setChooser(true)} onChildInsights={openInsights} onSubmitWork={openSubmit} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PerformanceCard childId={child.id} ownerId={ownerId} onOpenInsights={openInsights} />
        <ChildSummaryCard childId={child.id} ownerId={ownerId} />
      </SimpleGrid>
      <ChildTaskLists
        childId={child.id}
        childName={child.name}
        onPersonalizedWorksheet={(evaluationId, olympiad) => setPersonalize({ evaluationId, olympiad })}
      />
      <CreateTaskChooser
        opened={chooser}
        subject={subject}
        onClose={() => setChooser(false)}
        onPracticeSheet={() => {
          setChooser(false);
          setGenerator(true);
        }}
      />
      <WorksheetGeneratorModal
        opened={generator}
        onClose={() => setGenerator(false)}
        targets={targets}
        initialChildId={child.id}
        initialSubject={subject}
      />
      <PersonalizedWorksheetModal
        evaluationId={personalize?.evaluationId ?? null}
        olympiad={personalize?.olympiad}
        childName={child.name}
        onClose={() => setPersonalize(null)}
      />
      <Suspense fallback={null}>
        {used.insights && (
          <InsightsDialog
            child={insights ? { id: child.id, name: child.name } : null}
            ownerId={ownerId}
            onClose={() => setInsights(false)}
          />
        )}
        {/* Submit Work (upload mode): the parent hands in the child's paper work with the task code on it. */}
        {used.submit && (
          <SubmissionWizard
            task={null}
            opened={submitting}
            childId={child.id}
            title={`Submit Work for ${child.name}`}
            onClose={() => setSubmitting(false)}
            onSubmitted={() => void queryClient.invalidateQueries({ queryKey: ['evaluations'] })}
          />
        )}
      </Suspense>
    </>
  );
}
