import { STUDY_LIST_PREVIEW, STUDY_MSG, type StudyAssignment } from '@app/shared/schemas/study';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook, IconCircleCheckFilled, IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type StudyListParams, useMarkStudyRead, useStudyList } from '../api/study';
import { StudyDetailModal } from './study-detail-modal';
import { formatStudyDate } from './study-ui';

interface StudySupportListProps extends StudyListParams {
  /** A parent marks items read or unread (spec 01 §4); the child view and a teacher only read. */
  canMark: boolean;
  /** A teacher's list shows what they gave, with how many students got it. */
  teacherView?: boolean;
}

/** Spec 01 "Study Support list": count, empty state, 5 items with See More / Show Less, detail modal. */
export function StudySupportList({ canMark, teacherView = false, ...params }: StudySupportListProps) {
  const list = useStudyList(params);
  const mark = useMarkStudyRead();
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<StudyAssignment | null>(null);

  const items = list.data?.pages.flatMap((p) => p.assignments) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const shown = expanded ? items : items.slice(0, STUDY_LIST_PREVIEW);
  const more = total - STUDY_LIST_PREVIEW;

  const setRead = (item: StudyAssignment, isRead: boolean, quiet = false) =>
    mark.mutate(
      { id: item.id, isRead },
      {
        onSuccess: (updated) => {
          if (open?.id === updated.id) setOpen(updated);
          if (!quiet)
            notifications.show({ color: 'green', message: isRead ? STUDY_MSG.markedRead : STUDY_MSG.markedUnread });
        },
        onError: (e) => notifications.show({ color: 'red', message: errorMessage(e, 'Could not update the item') }),
      },
    );

  const openItem = (item: StudyAssignment) => {
    setOpen(item);
    // Spec 01 §4: opening a note as a parent marks it read.
    if (canMark && !item.is_read) setRead(item, true, true);
  };

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="study-support-title">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={3} fz="lg" id="study-support-title">
            Study Support
          </Title>
          <Badge variant="light" color="orange" aria-label={`${total} materials`}>
            {total}
          </Badge>
        </Group>
      </Group>
      {list.isPending ? (
        <Loader size="sm" aria-label="Loading study materials" />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(list.error, 'Could not load study materials')}
        </Alert>
      ) : items.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
            <IconBook size={30} />
          </ThemeIcon>
          <Text fw={700}>{STUDY_MSG.emptyTitle}</Text>
          <Text size="sm" c="gray.7">
            {STUDY_MSG.emptyText}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          {shown.map((item) => (
            <StudyRow
              key={item.id}
              item={item}
              canMark={canMark}
              teacherView={teacherView}
              busy={mark.isPending && mark.variables?.id === item.id}
              onOpen={() => openItem(item)}
              onToggle={() => setRead(item, !item.is_read)}
            />
          ))}
          {more > 0 && (
            <Group justify="center">
              {expanded ? (
                <Button variant="subtle" size="xs" onClick={() => setExpanded(false)}>
                  Show Less
                </Button>
              ) : (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => {
                    setExpanded(true);
                    if (list.hasNextPage) void list.fetchNextPage();
                  }}
                >
                  See More ({more} more)
                </Button>
              )}
              {expanded && list.hasNextPage && (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
      <StudyDetailModal item={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

interface StudyRowProps {
  item: StudyAssignment;
  canMark: boolean;
  teacherView: boolean;
  busy: boolean;
  onOpen: () => void;
  onToggle: () => void;
}

function StudyRow({ item, canMark, teacherView, busy, onOpen, onToggle }: StudyRowProps) {
  const files = item.file_urls.length;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="study-item">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <UnstyledButton onClick={onOpen} style={{ flex: '1 1 220px', minWidth: 0 }} aria-label={`Open ${item.title}`}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={36} radius="md" variant="light" color={files ? 'grape' : 'teal'} aria-hidden>
              {files ? <IconFiles size={20} /> : <IconBook size={20} />}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700} lineClamp={2}>
                  {item.title}
                </Text>
                {!teacherView &&
                  (item.is_read ? (
                    <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-label="Read" />
                  ) : (
                    <Badge size="sm" color="orange" variant="filled">
                      New
                    </Badge>
                  ))}
              </Group>
              <Text size="xs" c="gray.7">
                {[
                  item.subject,
                  files ? `${files} file${files === 1 ? '' : 's'}` : 'Notes',
                  teacherView
                    ? `${item.recipient_count} student${item.recipient_count === 1 ? '' : 's'}`
                    : `From ${item.assigned_by_name}`,
                  formatStudyDate(item.assigned_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
        {canMark && (
          <Button
            size="compact-xs"
            variant="light"
            color={item.is_read ? 'gray' : 'green'}
            loading={busy}
            onClick={onToggle}
          >
            {item.is_read ? 'Mark Unread' : 'Mark Read'}
          </Button>
        )}
      </Group>
    </Card>
  );
}
