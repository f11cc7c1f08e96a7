import { Modal, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InsightsView } from './insights-view';

/** Title of the dialog: the child's name first (spec 03 §2.7). */
export const insightsTitle = (name: string) => `${name}'s Insights and Performance`;

/** The Child Insights and Performance dialog (spec 01 shell modals, spec 03 §2.7). */
export function InsightsDialog({
  child,
  ownerId,
  onClose,
}: {
  child: { id: string; name: string } | null;
  /** The space whose tasks count (Parent Space: the parent's own). */
  ownerId?: string | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={child !== null}
      onClose={onClose}
      title={child ? insightsTitle(child.name) : ''}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700 } }}
    >
      {child && <InsightsView childId={child.id} ownerId={ownerId} />}
    </Modal>
  );
}
