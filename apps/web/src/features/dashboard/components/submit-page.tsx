import { SUBMISSION_MSG } from '@app/shared/schemas/submissions';
import { Alert, Button, Card, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

interface Student {
  id: string;
  name: string;
}

/**
 * Spec 01 "Main dashboard shell": the Submit page's Submit Assignment. A parent picks the child the work belongs to
 * and hands it in through the submission wizard (files, camera or typed answers, with the task code).
 */
export function SubmitPage({
  students,
  emptyText,
  initialStudentId,
  onSubmitAssignment,
}: {
  /** Those the signed-in adult may hand work in for. */
  students: Student[];
  /** Why there is nobody to submit for, when `students` is empty. */
  emptyText: string;
  initialStudentId?: string | null;
  onSubmitAssignment: (student: Student) => void;
}) {
  const [studentId, setStudentId] = useState<string | null>(
    initialStudentId && students.some((s) => s.id === initialStudentId)
      ? initialStudentId
      : students.length === 1
        ? (students[0]?.id ?? null)
        : null,
  );
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const student = students.find((s) => s.id === studentId);
    if (!student) return setError(SUBMISSION_MSG.selectStudent);
    setError(null);
    onSubmitAssignment(student);
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Submit</Title>
        <Text c="gray.7" size="sm">
          Hand in completed work for evaluation.
        </Text>
      </div>
      <Card withBorder radius="lg" padding="lg" shadow="xs" maw={520}>
        <Stack gap="sm">
          <ThemeIcon size={48} radius="md" variant="light" color="grape" aria-hidden>
            <IconUpload size={26} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            Submit Assignment
          </Title>
          <Text size="sm" c="gray.7">
            Upload photos or a PDF of a completed worksheet, or type the answers, with the task code printed on the
            sheet. The work is evaluated as soon as it is in.
          </Text>
          {students.length === 0 ? (
            <Text size="sm" fw={600}>
              {emptyText}
            </Text>
          ) : (
            <>
              <Select
                label="Student"
                placeholder="Choose a student"
                data={students.map((s) => ({ value: s.id, label: s.name }))}
                value={studentId}
                onChange={(v) => {
                  setStudentId(v);
                  setError(null);
                }}
              />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <Button color="grape" leftSection={<IconUpload size={18} aria-hidden />} onClick={submit}>
                Submit Assignment
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
