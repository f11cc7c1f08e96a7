import { CHILD_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { enterChildView } from '../../../lib/active-child';
import { ApiError } from '../../../lib/api-client';
import { leaveSession } from '../../../lib/session-storage';
import { switchView } from '../api/switch-view';
import { CodeEntryModal } from './code-entry-modal';

interface ChildCodeModalProps {
  childName: string | null;
  onClose: () => void;
}

/** From the parent view into a child's view: the child's own 4-digit code, checked by the server. */
export function ChildCodeModal({ childName, onClose }: ChildCodeModalProps) {
  const verify = async (code: string) => {
    try {
      const result = await switchView(code);
      if (result.redirect_to !== '/child-dashboard' || !result.child_data) return MSG.invalidAccessCode;
      enterChildView(result.child_data);
      window.location.assign('/child-dashboard');
      return undefined;
    } catch (err) {
      // Too many wrong codes end the whole session, as for the parent's code.
      if (err instanceof ApiError && (err.status === 401 || err.code === 'code_locked')) {
        leaveSession();
        return undefined;
      }
      return err instanceof ApiError && err.detail ? err.detail : MSG.invalidAccessCode;
    }
  };
  return (
    <CodeEntryModal
      opened={childName !== null}
      title="Switch to Child View"
      text={`Enter ${childName}'s 4-digit access code to open the child view.`}
      label="Child access code"
      length={CHILD_CODE_LENGTH}
      submitLabel="Open Child View"
      idPrefix="child"
      verify={verify}
      onClose={onClose}
    />
  );
}
