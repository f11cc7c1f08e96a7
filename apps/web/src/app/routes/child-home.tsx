import type { Evaluation } from '@app/shared/schemas/evaluations';
import { EVALUATION_LIVE_JOB } from '@app/shared/schemas/evaluations';
import type { SubmissionResponse } from '@app/shared/schemas/submissions';
import { Card, Chip, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconCircleCheck, IconClipboardList, IconStar } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import scroll from '../../components/scroll-tabs.module.css';
import { useRelationships } from '../../features/coaching/api/coaching';
import { useChildBadges } from '../../features/badges/api/badges';
import { useBadgeToasts } from '../../features/badges/components/use-badge-toasts';
import { childSubjectsQueryOptions } from '../../features/children/api/subjects';
import { usePerformance } from '../../features/evaluations/api/performance';
import { AnswerReviewModal } from '../../features/evaluations/components/answer-review-modal';
import { CheckingModal } from '../../features/evaluations/components/checking-modal';
import { MyPerformance } from '../../features/evaluations/components/my-performance';
import { RecentResults } from '../../features/evaluations/components/recent-results';
import { ResultsModal } from '../../features/evaluations/components/results-modal';
import { StudySupportList } from '../../features/study/components/study-support-list';
import { SubmissionWizard } from '../../features/submissions/components/submission-wizard';
import { TaskPlayerModal } from '../../features/submissions/components/task-player-modal';
import { useChildTasks } from '../../features/tasks/api/task-lists';
import { MyPendingTasks } from '../../features/tasks/components/my-pending-tasks';
import { WellbeingModal } from '../../features/wellbeing/components/wellbeing-modal';
import { useLiveChannel } from '../../lib/live-channel';
import { getToken } from '../../lib/session-storage';
import { evaluationKeys, getTaskEvaluation } from '../../features/evaluations/api/evaluations';

function StatCard({ label, value, icon, color }: { label: string; value: ReactNode; icon: ReactNode; color: string }) {
  return (
    <Card withBorder radius="lg" padding="md" bg={`${color}.0`}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" color={color} variant="filled" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={900} fz={26} lh={1.1}>
            {value}
          </Text>
          <Text size="sm" fw={600} c="gray.8">
            {label}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** The child's dashboard (spec 03 §2.1) and the whole answer, hand-in and results loop. */
export function ChildHome({ childId, userId }: { childId: string; userId: string }) {
  const queryClient = useQueryClient();
  const subjects = useQuery(childSubjectsQueryOptions(childId));
  const [space, setSpace] = useState('parent');
  const relationships = useRelationships();
  // One space per coach of this child (spec 03 §2.1), offering only the subjects that coach teaches.
  const coaches = useMemo(() => {
    const byCoach = new Map<string, { id: string; name: string; subjects: string[] }>();
    for (const r of relationships.data ?? []) {
      if (r.child_id !== childId) continue;
      const c = byCoach.get(r.coach_id) ?? { id: r.coach_id, name: r.coach_details.name, subjects: [] };
      if (!c.subjects.includes(r.subject)) c.subjects.push(r.subject);
      byCoach.set(r.coach_id, c);
    }
    return [...byCoach.values()];
  }, [relationships.data, childId]);
  const coach = coaches.find((c) => c.id === space) ?? null;
  // The Parent Space holds the parent's own tasks; a coach's space that coach's.
  const ownerId = coach ? coach.id : userId;
  const pending = useChildTasks(childId, 'pending', ownerId);
  const performance = usePerformance(childId);
  const badges = useChildBadges(childId);
  const checkBadges = useBadgeToasts(childId);
  const [subject, setSubject] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [uploading, setUploading] = useState<{ id: string; code: string } | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [liveTick, setLiveTick] = useState(0);
  const [result, setResult] = useState<{ taskId: string; title: string; evaluation: Evaluation } | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [survey, setSurvey] = useState<string | null>(null);

  // Titles are remembered: a handed-in task leaves the pending list before its result shows.
  const titles = useRef(new Map<string, string>());
  for (const t of pending.data?.pages.flatMap((p) => p.tasks) ?? []) titles.current.set(t.id, t.title);
  const titleOf = (taskId: string) => titles.current.get(taskId) ?? 'My task';

  const showResult = useCallback(
    (taskId: string, evaluation: Evaluation, title: string) => {
      setChecking(null);
      setResult({ taskId, title, evaluation });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
      checkBadges(true);
    },
    [queryClient, checkBadges],
  );

  const onEvaluationReady = useCallback(
    (taskId: string, ev: Evaluation) => showResult(taskId, ev, titles.current.get(taskId) ?? 'My task'),
    [showResult],
  );

  const afterSubmit = (taskId: string, res: SubmissionResponse | null) => {
    const title = titleOf(taskId);
    setPlaying(null);
    if (res?.evaluation) showResult(taskId, res.evaluation, title);
    else if (res) setChecking(taskId);
    else void queryClient.invalidateQueries({ queryKey: ['tasks'] });
  };

  // The wizard's step 3 (message and feedback survey) stays until the child leaves it; the result follows.
  const [handedIn, setHandedIn] = useState<{ taskId: string; res: SubmissionResponse } | null>(null);
  const closeWizard = () => {
    setWizardOpen(false);
    if (handedIn) afterSubmit(handedIn.taskId, handedIn.res);
    setHandedIn(null);
  };

  // The evaluation job reports on the live channel: fetch the result at once.
  useLiveChannel(userId, getToken(), (event) => {
    if (
      event.type === 'job.progress' &&
      event.job === EVALUATION_LIVE_JOB &&
      event.status === 'done' &&
      event.ref === checking
    )
      setLiveTick((n) => n + 1);
  });

  const openResult = async (taskId: string) => {
    const data = await queryClient.fetchQuery({
      queryKey: evaluationKeys.task(taskId),
      queryFn: () => getTaskEvaluation(taskId),
    });
    setResult({ taskId, title: data.task.title, evaluation: data.evaluation });
  };

  const pendingCount = pending.data?.pages.flatMap((p) => p.tasks).length;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="md" shadow="xs">
        <Tabs
          value={coach ? coach.id : 'parent'}
          onChange={(v) => {
            setSpace(v ?? 'parent');
            setSubject(null);
          }}
          variant="pills"
          radius="xl"
          color="grape"
          mb="sm"
        >
          <Tabs.List className={scroll.list}>
            <Tabs.Tab value="parent" className={scroll.tab}>
              Parent Space
            </Tabs.Tab>
            {coaches.map((c) => (
              <Tabs.Tab key={c.id} value={c.id} className={scroll.tab}>
                Teacher {c.name.trim().split(/\s+/)[0]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap={6} role="group" aria-label="Subjects">
          {(coach ? coach.subjects : (subjects.data?.subjects ?? [])).map((s) => (
            <Chip key={s} size="md" color="grape" checked={s === subject} onChange={(on) => setSubject(on ? s : null)}>
              {s}
            </Chip>
          ))}
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard
          label="Tasks to Do"
          value={pendingCount ?? '…'}
          icon={<IconClipboardList size={26} />}
          color="orange"
        />
        <StatCard
          label="Badges Earned"
          value={badges.data?.badge_counts.total ?? '…'}
          icon={<IconAward size={26} />}
          color="grape"
        />
        <StatCard
          label="Completed"
          value={performance.data?.completed_tasks ?? '…'}
          icon={<IconCircleCheck size={26} />}
          color="green"
        />
        <StatCard
          label="Points Earned"
          value={performance.data ? Math.round(performance.data.total_points) : '…'}
          icon={<IconStar size={26} />}
          color="yellow"
        />
      </SimpleGrid>
      <MyPendingTasks childId={childId} ownerId={ownerId} subject={subject} onStart={setPlaying} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RecentResults childId={childId} onOpen={(id) => void openResult(id)} />
        <MyPerformance childId={childId} badges={badges.data?.badge_counts.total ?? 0} />
      </SimpleGrid>
      {/* The child view reads its own materials; marking them read is the parent's (spec 01 §4). */}
      <StudySupportList canMark={false} />

      <TaskPlayerModal
        taskId={playing}
        childId={childId}
        onClose={() => setPlaying(null)}
        onSubmitted={afterSubmit}
        onUpload={(id, code) => {
          setUploading({ id, code });
          setWizardOpen(true);
        }}
      />
      <SubmissionWizard
        task={uploading}
        opened={wizardOpen}
        childId={childId}
        onClose={closeWizard}
        onSubmitted={(taskId, res) => {
          setPlaying(null);
          setHandedIn({ taskId, res });
          void queryClient.invalidateQueries({ queryKey: ['tasks'] });
        }}
      />
      <CheckingModal
        taskId={checking}
        liveTick={liveTick}
        onReady={onEvaluationReady}
        onClose={() => setChecking(null)}
      />
      <ResultsModal
        evaluation={result?.evaluation ?? null}
        title={result?.title ?? ''}
        onReview={() => result && setReviewing(result.taskId)}
        onClose={() => {
          const done = result;
          setResult(null);
          if (done) setSurvey(done.taskId);
        }}
      />
      <AnswerReviewModal taskId={reviewing} onClose={() => setReviewing(null)} />
      <WellbeingModal opened={survey !== null} childId={childId} taskId={survey} onClose={() => setSurvey(null)} />
    </Stack>
  );
}
