import type { User } from '@app/shared/schemas/auth';
import { Modal, Tabs } from '@mantine/core';
import tabs from '../../../components/scroll-tabs.module.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconLock, IconMoodKid, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AccessCodeTab } from './access-code-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

interface ProfileSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  user: User;
  /** Parents' Children's Codes tab (from the children feature, composed by the page). */
  childrenCodesTab?: ReactNode;
}

export function ProfileSettingsModal({ opened, onClose, user, childrenCodesTab }: ProfileSettingsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  // Everyone but a coaching teacher signs in with a second, 6-digit code they can change here.
  const hasOwnCode = user.role !== 'coaching_teacher';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Profile Settings"
      size="lg"
      radius="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close Profile Settings' }}
    >
      <Tabs defaultValue="profile" keepMounted={false}>
        {/* One row at any width: on a phone the tabs scroll sideways rather than wrap into several rows. */}
        <Tabs.List mb="md" grow={!phone} className={tabs.list}>
          <Tabs.Tab
            value="profile"
            className={tabs.tab}
            leftSection={phone ? undefined : <IconUser size={16} aria-hidden />}
          >
            Profile
          </Tabs.Tab>
          <Tabs.Tab
            value="security"
            className={tabs.tab}
            leftSection={phone ? undefined : <IconLock size={16} aria-hidden />}
          >
            Security
          </Tabs.Tab>
          {hasOwnCode && (
            <Tabs.Tab
              value="access-code"
              className={tabs.tab}
              leftSection={phone ? undefined : <IconKey size={16} aria-hidden />}
            >
              My Access Code
            </Tabs.Tab>
          )}
          {user.role === 'parent' && childrenCodesTab && (
            <Tabs.Tab
              value="children-codes"
              className={tabs.tab}
              leftSection={phone ? undefined : <IconMoodKid size={16} aria-hidden />}
            >
              Children's Codes
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityTab />
        </Tabs.Panel>
        {hasOwnCode && (
          <Tabs.Panel value="access-code">
            <AccessCodeTab kind={user.role === 'parent' ? 'parent' : 'admin'} />
          </Tabs.Panel>
        )}
        {user.role === 'parent' && childrenCodesTab && (
          <Tabs.Panel value="children-codes">{childrenCodesTab}</Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
