import { PARENT_CODE_LENGTH } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { enterParentView } from '../../../lib/active-child';
import { ApiError } from '../../../lib/api-client';
import { leaveSession } from '../../../lib/session-storage';
import { switchView } from '../api/switch-view';
import { CodeEntryModal } from './code-entry-modal';

interface ParentCodeModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Leaving the child view needs the parent's code (spec 01 §2, §4); on success the page reloads in parent view. */
export function ParentCodeModal({ opened, onClose }: ParentCodeModalProps) {
  const verify = async (code: string) => {
    try {
      const result = await switchView(code);
      // Any failure reads the same inline message (spec 01 §8).
      if (!result.valid || result.redirect_to !== '/dashboard') return MSG.invalidParentAccessCode;
      enterParentView(result.user_id, result.user_name);
      window.location.assign('/dashboard');
      return undefined;
    } catch (err) {
      // Three wrong parent codes from a child's view end the session (the server revoked it): sign in again.
      if (err instanceof ApiError && (err.status === 401 || err.code === 'code_locked')) {
        leaveSession();
        return undefined;
      }
      return MSG.invalidParentAccessCode;
    }
  };
  return (
    <CodeEntryModal
      opened={opened}
      title="Enter Parent Access Code"
      text="Please enter your 6-digit parent access code to switch to Parent View"
      label="Parent access code"
      length={PARENT_CODE_LENGTH}
      submitLabel="Verify"
      idPrefix="parent"
      verify={verify}
      onClose={onClose}
    />
  );
}
