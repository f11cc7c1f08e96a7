import type { MeResponse } from '@app/shared/schemas/auth';
import { Loader, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { PageLoader } from '../../components/page-loader';
import { childrenQueryOptions } from '../../features/children/api/children';
import { ChildrenCodesTab } from '../../features/children/components/children-codes-tab';
import { MyChildren } from '../../features/children/components/my-children';
import { readActiveBatchId } from '../../features/coaching/api/active-batch';
import { useRelationships } from '../../features/coaching/api/coaching';
import { CoachingRequestsModal } from '../../features/coaching/components/coaching-requests-modal';
import { CoachingRequestsNotice } from '../../features/coaching/components/coaching-requests-notice';
import { CreatePage } from '../../features/dashboard/components/create-page';
import { ParentHome } from '../../features/dashboard/components/parent-home';
import { PlaceholderPage } from '../../features/dashboard/components/placeholder-page';
import { LOADING_INSIGHTS } from '../../features/insights/insights-format';
import { StudySupportList } from '../../features/study/components/study-support-list';
import { WorksheetGeneratorModal } from '../../features/worksheets/components/worksheet-generator-modal';
import { useActiveChild } from '../../lib/active-child';
import { ProfileSettingsModal } from '../../features/profile/components/profile-settings-modal';
import { ProtectedRoute } from '../protected-route';
import type { DashboardPageId } from '../shell/bottom-nav';
import { DashboardShell } from '../shell/dashboard-shell';
import { ParentChildPanel } from './parent-child-panel';

// Loaded when first shown: the charts, the wizard and their code stay out of the dashboard's own bundle.
const SubmitPage = lazy(() =>
  import('../../features/dashboard/components/submit-page').then((m) => ({ default: m.SubmitPage })),
);
const InsightsPage = lazy(() => import('./insights-page').then((m) => ({ default: m.InsightsPage })));
const SubmissionWizard = lazy(() =>
  import('../../features/submissions/components/submission-wizard').then((m) => ({ default: m.SubmissionWizard })),
);

// The teacher's workspace (batches, students, status board, analysis) is its own chunk: parents never load it.
const TeacherWorkspace = lazy(() => import('./teacher-workspace').then((m) => ({ default: m.TeacherWorkspace })));
const TeacherAssignForm = lazy(() =>
  import('../../features/coaching/components/teacher-assign-form').then((m) => ({ default: m.TeacherAssignForm })),
);
const NotesGeneratorModal = lazy(() =>
  import('../../features/worksheets/components/notes-generator-modal').then((m) => ({
    default: m.NotesGeneratorModal,
  })),
);
const BookPreferencesModal = lazy(() =>
  import('../../features/syllabus/components/book-preferences-modal').then((m) => ({
    default: m.BookPreferencesModal,
  })),
);

const NO_STUDENTS_TEACHER = 'No students are linked to you yet, so there is no one to show here.';
const NO_CHILDREN_PARENT = 'Add your child on Home to see their progress here.';

function DashboardContent({ user }: { user: MeResponse }) {
  const [page, setPage] = useState<DashboardPageId>('home');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  // The student last chosen on the Submit page; kept after closing so the wizard's closing transition plays.
  const [notesOpen, setNotesOpen] = useState(false);
  const [booksOpen, setBooksOpen] = useState(false);
  const [submitFor, setSubmitFor] = useState<{ id: string; name: string } | null>(null);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [requestsOpen, setRequestsOpen] = useState(false);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const parent = user.role === 'parent';
  const teacher = user.role === 'coaching_teacher';
  const children = useQuery({ ...childrenQueryOptions(), enabled: parent });
  const active = useActiveChild();
  // The parent's children as worksheet targets, the one in view first.
  const targets = useMemo(
    () =>
      parent ? (children.data ?? []).map((c) => ({ id: c.id, name: c.name, grade: c.grade, board: c.board })) : [],
    [parent, children.data],
  );
  // Whose work the adult may hand in and follow: a parent's children, a teacher's coached students.
  const relationships = useRelationships(teacher);
  const people = useMemo(() => {
    if (!teacher) return targets;
    const byChild = new Map<string, { id: string; name: string }>();
    for (const r of relationships.data ?? []) byChild.set(r.child_id, { id: r.child_id, name: r.child_details.name });
    return [...byChild.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [teacher, targets, relationships.data]);

  const changePage = (next: DashboardPageId) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <DashboardShell
      user={user}
      page={page}
      onPageChange={changePage}
      onOpenSettings={() => setSettingsOpen(true)}
      onLogout={() => {
        setLoggingOut(true);
        void logout();
      }}
      loggingOut={loggingOut}
    >
      {page === 'home' &&
        (teacher ? (
          <>
            <Suspense fallback={<PageLoader />}>
              <TeacherWorkspace user={user} />
            </Suspense>
            <StudySupportList canMark={false} teacherView />
          </>
        ) : (
          <ParentHome name={user.name}>
            <CoachingRequestsNotice onOpen={() => setRequestsOpen(true)} />
            <MyChildren
              renderSelected={(child) => (
                <ParentChildPanel
                  child={child}
                  targets={targets}
                  userId={user.id}
                  onOpenRequests={() => setRequestsOpen(true)}
                />
              )}
            />
            <CoachingRequestsModal opened={requestsOpen} onClose={() => setRequestsOpen(false)} kids={targets} />
          </ParentHome>
        ))}
      {page === 'create' && (
        <CreatePage
          role={user.role}
          onCreateWorksheet={() => setGeneratorOpen(true)}
          onCreateNotes={() => setNotesOpen(true)}
          onPreferredBooks={() => setBooksOpen(true)}
        />
      )}
      {/* Loaded and mounted while open: their code stays out of the dashboard's own bundle. */}
      <Suspense fallback={null}>
        {notesOpen && (
          <NotesGeneratorModal
            opened
            onClose={() => setNotesOpen(false)}
            targets={targets}
            initialChildId={active?.id ?? null}
          />
        )}
        {booksOpen && user.role === 'coaching_teacher' && (
          <BookPreferencesModal opened onClose={() => setBooksOpen(false)} />
        )}
      </Suspense>
      <WorksheetGeneratorModal
        opened={generatorOpen}
        onClose={() => setGeneratorOpen(false)}
        targets={targets}
        requireChild={parent}
        initialChildId={active?.id ?? null}
        renderAssign={
          teacher
            ? (step) => (
                <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
                  <TeacherAssignForm {...step} batchId={readActiveBatchId()} studentId={null} />
                </Suspense>
              )
            : undefined
        }
      />
      {page === 'submit' && (
        <Suspense fallback={null}>
          <SubmitPage
            students={people}
            emptyText={
              parent
                ? 'Add your child on Home first, then hand in their work here.'
                : 'No students are linked to you yet, so there is no work to hand in here.'
            }
            initialStudentId={active?.id}
            onSubmitAssignment={(student) => {
              setSubmitFor(student);
              setSubmitOpen(true);
            }}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {submitFor && (
          <SubmissionWizard
            task={null}
            opened={submitOpen}
            childId={submitFor.id}
            title={`Submit Work for ${submitFor.name}`}
            onClose={() => setSubmitOpen(false)}
            onSubmitted={() => void queryClient.invalidateQueries({ queryKey: ['evaluations'] })}
          />
        )}
      </Suspense>
      {page === 'insights' && (
        <Suspense fallback={<Text c="gray.7">{LOADING_INSIGHTS}</Text>}>
          <InsightsPage
            kids={people}
            loading={parent ? children.isPending : teacher && relationships.isPending}
            activeChildId={active?.id ?? null}
            ownerId={user.id}
            emptyText={parent ? NO_CHILDREN_PARENT : NO_STUDENTS_TEACHER}
          />
        </Suspense>
      )}
      {page === 'messages' && (
        <PlaceholderPage
          title="Messages"
          icon={<IconMessageCircle size={34} />}
          text="Messages between parents and coaching teachers are coming soon."
        />
      )}
      <ProfileSettingsModal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        user={user}
        childrenCodesTab={user.role === 'parent' ? <ChildrenCodesTab /> : undefined}
      />
    </DashboardShell>
  );
}

export function DashboardPage() {
  return (
    <ProtectedRoute area="main">
      {(user) =>
        // A session in a child's view stays there until the parent's code is given (the server enforces it too).
        user.active_child_id ? <Navigate to="/child-dashboard" replace /> : <DashboardContent user={user} />
      }
    </ProtectedRoute>
  );
}
