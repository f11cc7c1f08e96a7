import { describe, expect, it } from 'vitest';
import {
  ALL_SUBJECTS,
  completedScoreColour,
  dayLabel,
  defaultInsightsFilters,
  formatChange,
  formatPercent,
  hasPoints,
  insightsQuery,
  monthLabel,
  performanceColour,
  proficiencyOf,
  rankText,
  trendSummary,
  weekLabel,
  wellbeingTile,
} from './insights-format';

describe('insightsQuery', () => {
  it('sends nothing for the default view', () => {
    expect(insightsQuery(defaultInsightsFilters())).toBe('');
  });
  it('maps the type filter to is_olympiad and keeps subject and owner', () => {
    const q = new URLSearchParams(
      insightsQuery({ subject: 'Science & Tech', type: 'olympiad', ownerId: 'a1' }).slice(1),
    );
    expect(q.get('subject')).toBe('Science & Tech');
    expect(q.get('is_olympiad')).toBe('true');
    expect(q.get('owner_id')).toBe('a1');
    expect(insightsQuery({ subject: ALL_SUBJECTS, type: 'regular' })).toBe('?is_olympiad=false');
  });
});

describe('labels', () => {
  it('names months, weeks and days', () => {
    expect(monthLabel('2026-01')).toBe('Jan');
    expect(monthLabel('2026-12')).toBe('Dec');
    expect(weekLabel('2026-11-09')).toBe('9 Nov');
    expect(dayLabel('2026-11-23T22:15:00.000Z')).toBe('23 Nov');
  });
});

describe('empty-state decisions', () => {
  it('draws a series only with enough real points', () => {
    const rows = [{ v: null }, { v: 40 }, { v: null }];
    expect(hasPoints(rows, (r) => r.v)).toBe(true);
    expect(hasPoints(rows, (r) => r.v, 2)).toBe(false);
    expect(hasPoints([{ v: null }], (r) => r.v)).toBe(false);
  });

  it("shows the server's rank or why there is none", () => {
    expect(rankText({ rank: 'Top 20%', rank_note: null })).toEqual({ value: 'Top 20%', note: null });
    expect(rankText({ rank: null, rank_note: 'Not enough peers yet (2 of 5 needed)' })).toEqual({
      value: '—',
      note: 'Not enough peers yet (2 of 5 needed)',
    });
  });

  it('takes proficiency from the latest month with work, else the average', () => {
    const graphs = (values: (number | null)[]) => ({
      progress_meter: { current_progress: 0, weekly_progress: [] },
      rank_history: [],
      proficiency_scores: values.map((proficiency, i) => ({ month: `2026-0${i + 1}`, proficiency })),
      emotional_wellbeing: [],
    });
    expect(proficiencyOf({ average_score: 70, graphs: graphs([60, 82.5, null]) })).toBe(82.5);
    expect(proficiencyOf({ average_score: 70, graphs: graphs([null, null]) })).toBe(70);
    expect(proficiencyOf({ average_score: null, graphs: graphs([]) })).toBeNull();
  });

  it('says there are no check-ins instead of inventing a well-being value', () => {
    expect(wellbeingTile(null)).toMatchObject({ outOfFive: null, label: 'No check-ins yet', colour: 'gray' });
    expect(wellbeingTile(80)).toMatchObject({ outOfFive: 4, label: 'Good', colour: 'green' });
    expect(wellbeingTile(79.9)).toMatchObject({ label: 'Okay', colour: 'yellow' });
    expect(wellbeingTile(60)).toMatchObject({ outOfFive: 3, label: 'Okay' });
    expect(wellbeingTile(45)).toMatchObject({ outOfFive: 2.3, label: 'Low', colour: 'red' });
  });
});

describe('bands', () => {
  it('colours performance at 75 and 50', () => {
    expect([75, 74.9, 50, 49.9].map(performanceColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
  it('colours completed tasks at 90, 80 and 70', () => {
    expect([90, 89, 80, 79, 70, 69].map(completedScoreColour)).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});

describe('trendSummary', () => {
  it('summarises the last 7 scores only', () => {
    const t = trendSummary([10, 20, 50, 75, 100, 60, 70, 80, 90]);
    // The window is 50..90.
    expect(t).toEqual({ count: 7, average: 75, best: 100, change: 40, direction: 'up' });
  });
  it('has no direction below two scores, and flat within a point', () => {
    expect(trendSummary([])).toEqual({ count: 0, average: null, best: null, change: null, direction: null });
    expect(trendSummary([64])).toMatchObject({ count: 1, average: 64, change: null, direction: null });
    expect(trendSummary([70, 70.5])).toMatchObject({ change: 0.5, direction: 'flat' });
    expect(trendSummary([90, 40])).toMatchObject({ change: -50, direction: 'down' });
  });
});

describe('formatting', () => {
  it('writes changes and percentages', () => {
    expect(formatChange(null)).toBe('—');
    expect(formatChange(0)).toBe('no change');
    expect(formatChange(1)).toBe('+1 point');
    expect(formatChange(-12.5)).toBe('−12.5 points');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(74.6)).toBe('75%');
  });
});
