import { describe, expect, it } from 'vitest';
import { ANALYSIS_MSG, discussionPoints, nextSteps, orDefault, scoreEmoji } from './analysis-ui';

const analytics = (recommended: string[], parent = '') => ({
  confidence_level: 0.5,
  engagement_score: 0.5,
  learning_pace: '',
  emotional_state_prediction: '',
  recommended_activities: recommended,
  parent_communication: parent,
});

describe('Detailed Learning Analysis decisions', () => {
  it('picks the emoji by the 90/80/70 bands', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69.9, 0].map(scoreEmoji)).toEqual([
      '🏆',
      '🏆',
      '🌟',
      '🌟',
      '👍',
      '👍',
      '💪',
      '💪',
    ]);
  });

  it("shows the spec's default lines only when the evaluation has none", () => {
    expect(orDefault([], ANALYSIS_MSG.strengthDefault)).toEqual(['Good understanding of core concepts.']);
    expect(orDefault(['  ', ''], ANALYSIS_MSG.growthDefault)).toEqual([
      'Continue practicing to strengthen understanding.',
    ]);
    expect(orDefault([' Fractions well done '], ANALYSIS_MSG.strengthDefault)).toEqual(['Fractions well done']);
  });

  it('joins suggestions and recommended activities without repeats', () => {
    expect(
      nextSteps({
        learning_suggestions: ['Practise equivalent fractions', ''],
        learning_analytics: analytics(['practise equivalent fractions', 'Play a fraction game']),
      }),
    ).toEqual(['Practise equivalent fractions', 'Play a fraction game']);
  });

  it('builds discussion points from both parent texts, one per line', () => {
    expect(
      discussionPoints({
        parent_insights: 'Ask about step 2\nPraise the effort',
        learning_analytics: analytics([], 'Praise the effort'),
      }),
    ).toEqual(['Praise the effort', 'Ask about step 2']);
    expect(discussionPoints({ parent_insights: '', learning_analytics: analytics([]) })).toEqual([]);
  });
});
