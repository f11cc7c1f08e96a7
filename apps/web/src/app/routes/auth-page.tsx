import { Box, Center, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { UI } from '../../lib/messages';
import { useSession } from '../../lib/session';
import classes from './auth-page.module.css';

export function AuthPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'authenticated') return <Navigate to="/dashboard" replace />;
  if (session.status === 'loading') return <PageLoader />;

  return (
    <Box className={classes.page}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="xl" maw={440}>
          <Link to="/" className={classes.homeLink} aria-label="Smart Support home">
            <Logo size="lg" inverted />
          </Link>
          <Title order={2} c="white" fz={38} lh={1.15}>
            {UI.tagline}
          </Title>
          <List
            spacing="sm"
            c="indigo.0"
            icon={
              <ThemeIcon size={24} radius="xl" color="white" variant="white" aria-hidden>
                <IconCheck size={16} color="var(--mantine-color-indigo-8)" />
              </ThemeIcon>
            }
          >
            <List.Item>Personalised worksheets for every chapter</List.Item>
            <List.Item>Quick, fair evaluation with clear feedback</List.Item>
            <List.Item>Progress you can see, subject by subject</List.Item>
          </List>
        </Stack>
      </Box>
      <Center className={classes.formSide} component="main">
        <Stack align="center" gap="lg" w="100%">
          <Box hiddenFrom="md">
            <Link to="/" className={classes.homeLink} aria-label="Smart Support home">
              <Logo />
            </Link>
          </Box>
          <AuthPanel onSignedIn={(path) => navigate(path, { replace: true })} />
        </Stack>
      </Center>
    </Box>
  );
}
