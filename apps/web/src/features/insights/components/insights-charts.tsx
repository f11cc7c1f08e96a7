import '@mantine/charts/styles.css';
import type { Performance } from '@app/shared/schemas/review';
import { BarChart, LineChart } from '@mantine/charts';
import { Badge, Group, Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  dayLabel,
  formatChange,
  formatPercent,
  hasPoints,
  type InsightsFilters,
  monthLabel,
  performanceColour,
  rankText,
  trendSummary,
  weekLabel,
} from '../insights-format';
import { BadgesSection } from './badges-section';
import { ChartCard } from './chart-card';

const pct = (v: number) => `${Math.round(v)}%`;
const PERCENT_AXIS = { domain: [0, 100], ticks: [0, 25, 50, 75, 100] };

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The charts of the insights (spec 03 §2.7). This module and the chart library (recharts) load only when insights
 * open, so the dashboard's own bundle does not carry them.
 */
export default function InsightsCharts({
  performance: p,
  childId,
  filters,
}: {
  performance: Performance;
  childId: string;
  filters: InsightsFilters;
}) {
  const g = p.graphs;
  const weeks = g.progress_meter.weekly_progress.map((w) => ({ ...w, label: weekLabel(w.week) }));
  const ranks = g.rank_history.map((r) => ({ ...r, label: monthLabel(r.month) }));
  const proficiency = g.proficiency_scores.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const wellbeing = g.emotional_wellbeing.map((w) => ({ ...w, label: dayLabel(w.date) }));
  const recent = p.recent_scores.map((s, i) => ({ ...s, label: `${i + 1}. ${dayLabel(s.date)}` }));
  const trend = trendSummary(p.recent_scores.map((s) => s.score));
  const rank = rankText(p);
  const progress = g.progress_meter.current_progress;

  return (
    <Stack gap="md" data-testid="insights-charts">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Stat label="Average score" value={formatPercent(p.average_score)} testId="insights-average" />
        <Stat label="Tasks completed" value={`${p.completed_tasks} of ${p.total_tasks}`} testId="insights-completed" />
        <Stat label="Day streak" value={String(p.streak)} testId="insights-streak" />
        <Stat label="Improvement" value={formatChange(p.improvement_percentage)} testId="insights-improvement" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title="Progress meter"
          testId="insights-progress"
          caption="Tasks completed of those assigned; bars: the average score of each week's evaluated work."
        >
          <Group gap="md" wrap="nowrap" align="center">
            <RingProgress
              size={96}
              thickness={10}
              roundCaps
              sections={[{ value: progress, color: 'teal.6' }]}
              label={
                <Text ta="center" fw={800} size="sm" data-testid="insights-progress-value">
                  {pct(progress)}
                </Text>
              }
              aria-label={`Progress ${pct(progress)}`}
            />
            {hasPoints(weeks, (w) => w.progress) ? (
              <BarChart
                h={150}
                style={{ flex: 1, minWidth: 0 }}
                data={weeks}
                dataKey="label"
                series={[{ name: 'progress', label: 'Average score', color: 'teal.6' }]}
                yAxisProps={PERCENT_AXIS}
                valueFormatter={pct}
                tickLine="none"
              />
            ) : (
              <Text size="sm" c="gray.7" data-testid="insights-progress-empty">
                No evaluated work in the last 8 weeks.
              </Text>
            )}
          </Group>
        </ChartCard>
        <ChartCard
          title="Rank progression"
          testId="insights-rank"
          caption="Percentile among children of the same grade here, month by month (higher is better)."
          empty={hasPoints(ranks, (r) => r.rank_percentage) ? null : (rank.note ?? 'Not enough peers yet')}
        >
          <Group gap="xs">
            <Text size="sm">Class rank:</Text>
            <Badge variant="light" color="indigo" data-testid="insights-rank-value">
              {rank.value}
            </Badge>
            {rank.note && (
              <Text size="xs" c="gray.7">
                {rank.note}
              </Text>
            )}
          </Group>
          <LineChart
            h={160}
            data={ranks}
            dataKey="label"
            series={[{ name: 'rank_percentage', label: 'Percentile', color: 'indigo.6' }]}
            yAxisProps={PERCENT_AXIS}
            valueFormatter={pct}
            connectNulls
            curveType="monotone"
          />
        </ChartCard>
        <ChartCard
          title="Proficiency trend"
          testId="insights-proficiency"
          caption="Average score of each month's evaluated work."
          empty={hasPoints(proficiency, (m) => m.proficiency) ? null : 'No evaluated work in the last 6 months.'}
        >
          <LineChart
            h={160}
            data={proficiency}
            dataKey="label"
            series={[{ name: 'proficiency', label: 'Proficiency', color: 'blue.6' }]}
            yAxisProps={PERCENT_AXIS}
            valueFormatter={pct}
            connectNulls
            curveType="monotone"
          />
        </ChartCard>
        <ChartCard
          title="Emotional well-being trend"
          testId="insights-wellbeing"
          caption="From the well-being check-ins after tasks (the last 10)."
          empty={wellbeing.length ? null : 'No well-being check-ins yet.'}
        >
          <LineChart
            h={160}
            data={wellbeing}
            dataKey="label"
            series={[{ name: 'wellbeing', label: 'Well-being', color: 'pink.6' }]}
            yAxisProps={PERCENT_AXIS}
            valueFormatter={pct}
            curveType="monotone"
          />
        </ChartCard>
        <ChartCard
          title="Strong and weak subjects"
          testId="insights-subjects"
          caption="Average score per subject: strong at 75% or more, weak below 60%."
          empty={p.subject_scores.length ? null : 'No subject has evaluated work yet.'}
        >
          <BarChart
            h={Math.max(110, p.subject_scores.length * 40)}
            data={p.subject_scores}
            dataKey="subject"
            orientation="vertical"
            series={[{ name: 'average_score', label: 'Average score', color: 'blue.6' }]}
            getBarColor={(v) => `${performanceColour(v)}.6`}
            xAxisProps={PERCENT_AXIS}
            yAxisProps={{ width: 96 }}
            valueFormatter={pct}
          />
          <Group gap={6}>
            {p.strong_subjects.map((s) => (
              <Badge key={s} color="green" variant="light" data-testid="strong-subject">
                Strong: {s}
              </Badge>
            ))}
            {p.weak_subjects.map((s) => (
              <Badge key={s} color="red" variant="light" data-testid="weak-subject">
                Weak: {s}
              </Badge>
            ))}
          </Group>
        </ChartCard>
        <ChartCard
          title="Performance trends"
          testId="insights-trend"
          caption="The last 7 scores, oldest first."
          empty={recent.length ? null : 'No scores yet.'}
        >
          <BarChart
            h={160}
            data={recent}
            dataKey="label"
            series={[{ name: 'score', label: 'Score', color: 'grape.6' }]}
            getBarColor={(v) => `${performanceColour(v)}.6`}
            yAxisProps={PERCENT_AXIS}
            valueFormatter={pct}
            withBarValueLabel
            tickLine="none"
          />
          <Text size="sm" data-testid="insights-trend-summary">
            {trend.count} score{trend.count === 1 ? '' : 's'} · average {formatPercent(trend.average)} · best{' '}
            {formatPercent(trend.best)} · first to last {formatChange(trend.change)}
          </Text>
        </ChartCard>
      </SimpleGrid>
      <BadgesSection childId={childId} filters={filters} />
    </Stack>
  );
}
