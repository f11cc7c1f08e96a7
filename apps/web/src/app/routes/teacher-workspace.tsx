import type { MeResponse } from '@app/shared/schemas/auth';
import type { Evaluation } from '@app/shared/schemas/evaluations';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useActiveBatchId } from '../../features/coaching/api/active-batch';
import { useBatches } from '../../features/coaching/api/batches';
import type { Batch } from '../../features/coaching/api/coaching-types';
import { useTaskStatus } from '../../features/coaching/api/task-status';
import { BatchAnalysisModal } from '../../features/coaching/components/batch-analysis-modal';
import { BatchOverview } from '../../features/coaching/components/batch-overview';
import { COACH_UI } from '../../features/coaching/components/coaching-ui';
import { CoachingStudentsPanel } from '../../features/coaching/components/coaching-students-panel';
import { MyBatches } from '../../features/coaching/components/my-batches';
import { ReportCardModal } from '../../features/coaching/components/report-card-modal';
import { ShareNotesModal } from '../../features/coaching/components/share-notes-modal';
import { TaskStatusBoard } from '../../features/coaching/components/task-status-board';
import { TeacherAssignForm } from '../../features/coaching/components/teacher-assign-form';
import { TeachingTools } from '../../features/coaching/components/teaching-tools';
import { Greeting } from '../../features/dashboard/components/greeting';
import { LearningAnalysisModal } from '../../features/tasks/components/learning-analysis-modal';
import { CompareAnswersModal } from '../../features/tasks/components/compare-answers-modal';
import { EditEvaluationModal } from '../../features/tasks/components/edit-evaluation-modal';
import { PracticeSheetModal } from '../../features/tasks/components/practice-sheet-modal';
import { PersonalizedWorksheetModal } from '../../features/worksheets/components/personalized-worksheet-modal';
import { WorksheetGeneratorModal } from '../../features/worksheets/components/worksheet-generator-modal';

// Loaded when first opened: the notes renderer stays out of the workspace chunk.
const NotesGeneratorModal = lazy(() =>
  import('../../features/worksheets/components/notes-generator-modal').then((m) => ({
    default: m.NotesGeneratorModal,
  })),
);

/** The coaching teacher's home (spec 02 §2.8–2.10, §2.15, §2.16); loaded as its own chunk. */
export function TeacherWorkspace({ user }: { user: MeResponse }) {
  const batches = useBatches();
  const [activeId, setActiveId] = useActiveBatchId();
  const list = batches.data ?? [];
  const active = list.find((b) => b.id === activeId) ?? null;
  const status = useTaskStatus(active?.id ?? null, 'active');

  // A deleted or foreign batch id left in storage selects nothing.
  useEffect(() => {
    if (batches.isSuccess && activeId && !active) setActiveId(null);
  }, [batches.isSuccess, activeId, active, setActiveId]);

  const [studentsOpen, setStudentsOpen] = useState(false);
  const [analysisOf, setAnalysisOf] = useState<Batch | null>(null);
  const [reportOf, setReportOf] = useState<Batch | null>(null);
  const [generator, setGenerator] = useState<{ studentId: string | null } | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  const [compare, setCompare] = useState<string | null>(null);
  const [editing, setEditing] = useState<Evaluation | null>(null);
  const [analysisTask, setAnalysisTask] = useState<string | null>(null);
  const [personalize, setPersonalize] = useState<string | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);

  const needBatch = (open: (b: Batch) => void) => () => {
    if (!active) notifications.show({ color: 'orange', message: COACH_UI.selectBatchFirst });
    else open(active);
  };

  return (
    <Stack gap="lg">
      <Greeting name={user.name} subtitle="Your coaching space." />
      <MyBatches
        activeBatchId={active?.id ?? null}
        onSelect={(b) => setActiveId(b?.id ?? null)}
        onStudents={(b) => {
          setActiveId(b.id);
          setStudentsOpen(true);
        }}
      />
      <TeachingTools
        onCreateWorksheet={() => setGenerator({ studentId: null })}
        onManageStudents={() => setStudentsOpen(true)}
        onBatchAnalysis={needBatch(setAnalysisOf)}
        onReportCard={needBatch(setReportOf)}
        onShareNotes={() => setShareOpen(true)}
        onCreateNotes={() => setNotesOpen(true)}
      />
      <BatchOverview batch={active} groups={status.data?.task_status} />
      <TaskStatusBoard
        userId={user.id}
        batch={active}
        onSheet={setSheet}
        onAnalysis={setAnalysisTask}
        onCompare={setCompare}
      />
      <CoachingStudentsPanel
        opened={studentsOpen}
        onClose={() => setStudentsOpen(false)}
        batch={active}
        batches={list}
        onAssignTask={(r) => {
          setStudentsOpen(false);
          setGenerator({ studentId: r.child_id });
        }}
      />
      <BatchAnalysisModal batch={analysisOf} onClose={() => setAnalysisOf(null)} />
      <ReportCardModal batch={reportOf} onClose={() => setReportOf(null)} />
      {/* No children as targets: a teacher generates, prints and downloads notes, and shares files instead. */}
      <Suspense fallback={null}>
        {notesOpen && (
          <NotesGeneratorModal
            opened
            onClose={() => setNotesOpen(false)}
            targets={[]}
            initialSubject={active?.subject ?? null}
          />
        )}
      </Suspense>
      <ShareNotesModal opened={shareOpen} onClose={() => setShareOpen(false)} batchId={active?.id ?? null} />
      <WorksheetGeneratorModal
        opened={generator !== null}
        onClose={() => setGenerator(null)}
        targets={[]}
        initialSubject={active?.subject ?? null}
        initialGrade={active?.grade ?? null}
        renderAssign={(step) => (
          <TeacherAssignForm {...step} batchId={active?.id ?? null} studentId={generator?.studentId ?? null} />
        )}
      />
      <PracticeSheetModal taskId={sheet} onClose={() => setSheet(null)} />
      <CompareAnswersModal
        taskId={compare}
        onClose={() => setCompare(null)}
        onEditEvaluation={setEditing}
        onPersonalizedWorksheet={setPersonalize}
      />
      <EditEvaluationModal evaluation={editing} onClose={() => setEditing(null)} />
      <LearningAnalysisModal taskId={analysisTask} onClose={() => setAnalysisTask(null)} />
      <PersonalizedWorksheetModal
        evaluationId={personalize}
        childName="this student"
        onClose={() => setPersonalize(null)}
      />
    </Stack>
  );
}
