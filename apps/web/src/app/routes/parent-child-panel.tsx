import type { Child } from '@app/shared/schemas/children';
import { useState } from 'react';
import { LearningSpaceCard } from '../../features/children/components/learning-space-card';
import { CreateTaskChooser } from '../../features/dashboard/components/create-task-chooser';
import { QuickActions } from '../../features/dashboard/components/quick-actions';
import { ChildTaskLists } from '../../features/tasks/components/child-task-lists';
import type { ChildTarget } from '../../features/worksheets/components/generator-form';
import { PersonalizedWorksheetModal } from '../../features/worksheets/components/personalized-worksheet-modal';
import { WorksheetGeneratorModal } from '../../features/worksheets/components/worksheet-generator-modal';

/** The parent's panel for the selected child (spec 01 "Parent dashboard", child selected). */
export function ParentChildPanel({ child, targets }: { child: Child; targets: ChildTarget[] }) {
  const [subject, setSubject] = useState<string | null>(null);
  const [chooser, setChooser] = useState(false);
  const [generator, setGenerator] = useState(false);
  const [personalizeFor, setPersonalizeFor] = useState<string | null>(null);
  return (
    <>
      <LearningSpaceCard child={child} subject={subject} onSubjectChange={setSubject} />
      <QuickActions onCreateTask={() => setChooser(true)} />
      <ChildTaskLists childId={child.id} childName={child.name} onPersonalizedWorksheet={setPersonalizeFor} />
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
        evaluationId={personalizeFor}
        childName={child.name}
        onClose={() => setPersonalizeFor(null)}
      />
    </>
  );
}
