import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { type HierarchyLevel, useHierarchy } from '../api/qb-api';

export interface Selection {
  /** Regular: board. Olympiad: provider. */
  board: string;
  grade: string;
  /** Olympiad: the subject returned with the olympiad's grades. */
  subject: string;
  /** Olympiad: section. */
  chapter: string;
  topic: string;
  olympiad_type: string;
}

export const EMPTY_SELECTION: Selection = {
  board: '',
  grade: '',
  subject: '',
  chapter: '',
  topic: '',
  olympiad_type: '',
};

type Key = 'board' | 'grade' | 'subject' | 'chapter' | 'topic' | 'olympiad_type';

interface LevelDef {
  key: Key;
  level: HierarchyLevel;
  label: string;
  plural: string;
  error: string;
  upper?: boolean;
  params: (v: Selection) => Record<string, string>;
}

const REGULAR: LevelDef[] = [
  {
    key: 'board',
    level: 'boards',
    label: 'Board',
    plural: 'Boards',
    error: 'Failed to load boards',
    params: () => ({}),
  },
  {
    key: 'grade',
    level: 'grades',
    label: 'Grade',
    plural: 'Grades',
    error: 'Failed to load grades',
    params: (v) => ({ board: v.board }),
  },
  {
    key: 'subject',
    level: 'subjects',
    label: 'Subject',
    plural: 'Subjects',
    error: 'Failed to load subjects',
    params: (v) => ({ board: v.board, grade: v.grade }),
  },
  {
    key: 'chapter',
    level: 'chapters',
    label: 'Chapter',
    plural: 'Chapters',
    error: 'Failed to load chapters',
    params: (v) => ({ board: v.board, grade: v.grade, subject: v.subject }),
  },
  {
    key: 'topic',
    level: 'topics',
    label: 'Topic',
    plural: 'Topics',
    error: 'Failed to load topics',
    params: (v) => ({ board: v.board, grade: v.grade, subject: v.subject, chapter: v.chapter }),
  },
];

const OLYMPIAD: LevelDef[] = [
  {
    key: 'board',
    level: 'providers',
    label: 'Provider',
    plural: 'Providers',
    error: 'Failed to load Olympiad providers',
    upper: true,
    params: () => ({}),
  },
  {
    key: 'olympiad_type',
    level: 'types',
    label: 'Type',
    plural: 'Types',
    error: 'Failed to load Olympiad types',
    params: (v) => ({ provider: v.board }),
  },
  {
    key: 'grade',
    level: 'olympiad-grades',
    label: 'Grade',
    plural: 'Grades',
    error: 'Failed to load Olympiad grades',
    params: (v) => ({ provider: v.board, olympiad_type: v.olympiad_type }),
  },
  {
    key: 'chapter',
    level: 'sections',
    label: 'Section',
    plural: 'Sections',
    error: 'Failed to load Olympiad sections',
    params: (v) => ({ provider: v.board, olympiad_type: v.olympiad_type, grade: v.grade }),
  },
  {
    key: 'topic',
    level: 'olympiad-topics',
    label: 'Topic',
    plural: 'Topics',
    error: 'Failed to load Olympiad topics',
    params: (v) => ({ provider: v.board, olympiad_type: v.olympiad_type, grade: v.grade, section: v.chapter }),
  },
];

const ALL = '__all__';

function Level({
  def,
  index,
  defs,
  value,
  onChange,
  filter,
  showErrors,
  required,
}: {
  def: LevelDef;
  index: number;
  defs: LevelDef[];
  value: Selection;
  onChange: (v: Selection) => void;
  filter: boolean;
  showErrors: boolean;
  required: boolean;
}) {
  const parentsChosen = defs.slice(0, index).every((d) => value[d.key]);
  const q = useHierarchy(def.level, def.params(value), parentsChosen);
  useEffect(() => {
    if (q.isError && !showErrors) console.error(def.error, q.error);
  }, [q.isError, q.error, showErrors, def.error]);
  // An olympiad's grades come with the subject its questions are filed under.
  const subject = q.data?.subject;
  useEffect(() => {
    if (def.level === 'olympiad-grades' && subject !== undefined && value.subject !== subject)
      onChange({ ...value, subject });
  }, [def.level, subject, value, onChange]);

  const options = (q.data?.options ?? []).map((o) => ({ value: o, label: def.upper ? o.toUpperCase() : o }));
  const data = filter ? [{ value: ALL, label: `All ${def.plural}` }, ...options] : options;
  const select = (raw: string | null) => {
    const picked = !raw || raw === ALL ? '' : raw;
    const next = { ...value, [def.key]: picked };
    // A new choice clears every level below it.
    for (const d of defs.slice(index + 1)) next[d.key] = '';
    if (def.level === 'types' || def.level === 'providers') next.subject = '';
    onChange(next);
  };
  return (
    <Select
      label={def.label}
      placeholder={filter ? `All ${def.plural}` : `Select ${def.label.toLowerCase()}`}
      data={data}
      value={value[def.key] || (filter ? ALL : null)}
      onChange={select}
      disabled={!parentsChosen}
      searchable
      required={required}
      allowDeselect={false}
      error={showErrors && q.isError ? def.error : undefined}
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * Cascading selects from /api/qb/syllabus/* (regular) or /api/qb/olympiad/* (olympiad); `depth` levels shown.
 * `filter` adds an "All ..." option to each; load failures show under the select when `showErrors`, else are logged.
 */
export function CascadeSelects({
  mode,
  value,
  onChange,
  depth = 5,
  filter = false,
  showErrors = false,
  required = false,
}: {
  mode: 'regular' | 'olympiad';
  value: Selection;
  onChange: (v: Selection) => void;
  depth?: number;
  filter?: boolean;
  showErrors?: boolean;
  required?: boolean;
}) {
  const defs = (mode === 'olympiad' ? OLYMPIAD : REGULAR).slice(0, depth);
  return (
    <>
      {defs.map((def, i) => (
        <Level
          key={`${mode}-${def.key}`}
          def={def}
          index={i}
          defs={defs}
          value={value}
          onChange={onChange}
          filter={filter}
          showErrors={showErrors}
          required={required && !(mode === 'regular' && def.key === 'topic')}
        />
      ))}
    </>
  );
}
