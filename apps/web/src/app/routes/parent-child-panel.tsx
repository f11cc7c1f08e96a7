import type { Child } from '@app/shared/schemas/children';
import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  LearningSpaceCard,
  PARENT_SPACE,
  type SpaceCoach,
} from '../../features/children/components/learning-space-card';
import { usePendingRequests, useRelationships } from '../../features/coaching/api/coaching';
import { CoachingSummaryCard } from '../../features/coaching/components/coaching-summary';
import { CreateTaskChooser } from '../../features/dashboard/components/create-task-chooser';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { ChildSummaryCard } from '../../features/insights/components/child-summary-card';
import { PerformanceCard } from '../../features/insights/components/performance-card';
import { StudySupportList } from '../../features/study/components/study-support-list';
import { ChildTaskLists } from '../../features/tasks/components/child-task-lists';
import type { ChildTarget } from '../../features/worksheets/components/generator-form';
import { PersonalizedWorksheetModal } from '../../features/worksheets/components/personalized-worksheet-modal';
import { WorksheetGeneratorModal } from '../../features/worksheets/components/worksheet-generator-modal';

// Loaded on first use, so the dashboard's own bundle stays as small as before they existed.
const InsightsDialog = lazy(() =>
  import('../../features/insights/components/insights-dialog').then((m) => ({ default: m.InsightsDialog })),
);
const OlympiadModal = lazy(() =>
  import('../../features/worksheets/components/olympiad-modal').then((m) => ({ default: m.OlympiadModal })),
);
const NotesGeneratorModal = lazy(() =>
  import('../../features/worksheets/components/notes-generator-modal').then((m) => ({
    default: m.NotesGeneratorModal,
  })),
);
const SyllabusModal = lazy(() =>
  import('../../features/syllabus/components/syllabus-modal').then((m) => ({ default: m.SyllabusModal })),
);
const SubmissionWizard = lazy(() =>
  import('../../features/submissions/components/submission-wizard').then((m) => ({ default: m.SubmissionWizard })),
);

/** The parent's panel for the selected child (spec 01 "Parent dashboard", child selected; spec 03 §2.5a). */
interface ParentChildPanelProps {
  child: Child;
  targets: ChildTarget[];
  userId: string;
  onOpenRequests: () => void;
}

export function ParentChildPanel({ child, targets, userId, onOpenRequests }: ParentChildPanelProps) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState<string | null>(null);
  const [space, setSpace] = useState(PARENT_SPACE);
  const [chooser, setChooser] = useState(false);
  const [generator, setGenerator] = useState(false);
  const [olympiad, setOlympiad] = useState(false);
  const [insights, setInsights] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Mounted from the first opening on (and kept, so their closing transitions play).
  const [used, setUsed] = useState({ insights: false, submit: false, olympiad: false });
  const openInsights = () => {
    setUsed((u) => ({ ...u, insights: true }));
    setInsights(true);
  };
  const openOlympiad = () => {
    setUsed((u) => ({ ...u, olympiad: true }));
    setOlympiad(true);
  };
  const openSubmit = () => {
    setUsed((u) => ({ ...u, submit: true }));
    setSubmitting(true);
  };
  const [notes, setNotes] = useState(false);
  const [syllabus, setSyllabus] = useState(false);
  const studyRef = useRef<HTMLDivElement>(null);
  const [personalize, setPersonalize] = useState<{ evaluationId: string; olympiad: boolean } | null>(null);
  const relationships = useRelationships();
  const pending = usePendingRequests();

  // One tab per coach of this child, with the subjects that coach teaches them.
  const coaches = useMemo(() => {
    const byCoach = new Map<string, SpaceCoach>();
    for (const r of relationships.data ?? []) {
      if (r.child_id !== child.id) continue;
      const c = byCoach.get(r.coach_id) ?? { id: r.coach_id, name: r.coach_details.name, subjects: [] };
      if (!c.subjects.includes(r.subject)) c.subjects.push(r.subject);
      byCoach.set(r.coach_id, c);
    }
    return [...byCoach.values()];
  }, [relationships.data, child.id]);
  const coach = coaches.find((c) => c.id === space) ?? null;
  // The Parent Space counts the parent's own tasks; a coach's tab that coach's (read-only evaluations there).
  const ownerId = coach ? coach.id : userId;
  return (
    <>
      <LearningSpaceCard
        child={child}
        subject={subject}
        onSubjectChange={setSubject}
        coaches={coaches}
        space={coach ? coach.id : PARENT_SPACE}
        onSpaceChange={setSpace}
        pendingRequests={pending.data?.length ?? 0}
        onOpenRequests={onOpenRequests}
      />
      {!coach && (
        <QuickActions
          onCreateTask={() => setChooser(true)}
          onChildInsights={openInsights}
          onSubmitWork={openSubmit}
          onOlympiad={openOlympiad}
          onViewSyllabus={() => setSyllabus(true)}
          onStudySupport={() => studyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PerformanceCard childId={child.id} ownerId={ownerId} onOpenInsights={openInsights} />
        {coach ? (
          <CoachingSummaryCard childId={child.id} coachId={coach.id} coachName={coach.name} />
        ) : (
          <ChildSummaryCard childId={child.id} ownerId={ownerId} />
        )}
      </SimpleGrid>
      <ChildTaskLists
        key={ownerId}
        childId={child.id}
        childName={child.name}
        ownerId={ownerId}
        onPersonalizedWorksheet={
          coach ? undefined : (evaluationId, olympiad) => setPersonalize({ evaluationId, olympiad })
        }
      />
      <div ref={studyRef} style={{ scrollMarginTop: 80 }}>
        {/* Spec 01 §6: the Parent Space lists what parents gave, a coach's tab what that coach gave. */}
        <StudySupportList
          childId={child.id}
          assignedByRole={coach ? null : 'parent'}
          assignedBy={coach ? coach.id : null}
          canMark
        />
      </div>
      <CreateTaskChooser
        opened={chooser}
        subject={subject}
        onClose={() => setChooser(false)}
        onPracticeSheet={() => {
          setChooser(false);
          setGenerator(true);
        }}
        onCreateNote={() => {
          setChooser(false);
          setNotes(true);
        }}
      />
      <Suspense fallback={null}>
        {notes && (
          <NotesGeneratorModal
            opened
            onClose={() => setNotes(false)}
            targets={targets}
            initialChildId={child.id}
            initialSubject={subject}
          />
        )}
        {syllabus && (
          <SyllabusModal
            opened
            onClose={() => setSyllabus(false)}
            child={{ id: child.id, name: child.name }}
            initialSubject={subject}
            canChoose
          />
        )}
      </Suspense>
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
        {used.olympiad && (
          <OlympiadModal
            opened={olympiad}
            onClose={() => setOlympiad(false)}
            child={child}
            subject={subject}
            userId={userId}
          />
        )}
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
