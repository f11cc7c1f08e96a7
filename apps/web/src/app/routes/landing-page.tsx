import {
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Container,
  Group,
  Menu,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconBrain, IconChartLine, IconCheck, IconFileText, IconSparkles } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { Logo } from '../../components/logo';
import { UI } from '../../lib/messages';
import { useSession } from '../../lib/session';
import classes from './landing-page.module.css';

const FEATURES = [
  {
    icon: IconFileText,
    color: 'indigo',
    title: 'AI Worksheet Generation',
    text: 'Create practice sheets and olympiad-style tests for any board, grade, chapter and difficulty in seconds, each with its answer key.',
  },
  {
    icon: IconBrain,
    color: 'teal',
    title: 'Intelligent Evaluation',
    text: 'Submit typed answers or photos of written work and get marks, question-by-question feedback and the concepts to revise.',
  },
  {
    icon: IconChartLine,
    color: 'grape',
    title: 'Performance Analytics',
    text: 'Follow progress by subject and concept, spot weak areas early and celebrate improvement with badges.',
  },
];

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function LandingHeader() {
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Smart Support home">
            <Logo />
          </Anchor>
          <Group gap="lg" wrap="nowrap">
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Page sections">
              <Anchor href="#features" c="gray.8" fw={600}>
                Features
              </Anchor>
              <Anchor href="#about" c="gray.8" fw={600}>
                About
              </Anchor>
            </Group>
            <Button component={Link} to="/auth" variant="light" radius="xl">
              Login
            </Button>
            <Menu opened={menuOpen} onChange={(open) => (open ? undefined : close())} position="bottom-end" width={180}>
              <Menu.Target>
                <Burger opened={menuOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component="a" href="#features" onClick={close}>
                  Features
                </Menu.Item>
                <Menu.Item component="a" href="#about" onClick={close}>
                  About
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

function HeroPreview() {
  return (
    <Paper radius="xl" shadow="xl" p="lg" className={classes.preview} aria-hidden>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <div>
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            Practice sheet · Grade 6
          </Text>
          <Text fw={800} fz="lg">
            Fractions and Decimals
          </Text>
        </div>
        <Badge color="teal.9" variant="filled" size="lg">
          A+
        </Badge>
      </Group>
      <Group wrap="nowrap" gap="lg">
        <RingProgress
          size={110}
          thickness={11}
          roundCaps
          sections={[{ value: 92, color: 'teal' }]}
          label={
            <Text ta="center" fw={800} fz="lg">
              92%
            </Text>
          }
        />
        <Stack gap={6}>
          {['Comparing fractions', 'Decimal place value', 'Word problems'].map((topic, i) => (
            <Group key={topic} gap={6} wrap="nowrap">
              <ThemeIcon size={18} radius="xl" color={i === 2 ? 'yellow' : 'teal'} variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
              <Text size="sm">{topic}</Text>
            </Group>
          ))}
        </Stack>
      </Group>
      <Paper radius="md" p="sm" mt="md" bg="indigo.0">
        <Text size="sm" c="indigo.9">
          <IconSparkles size={14} style={{ verticalAlign: -2 }} /> Next: 5 more word problems to strengthen this topic.
        </Text>
      </Paper>
    </Paper>
  );
}

export function LandingPage() {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to="/dashboard" replace />;
  const year = new Date().getFullYear();

  return (
    <Box className={classes.page}>
      <LandingHeader />
      <main>
        <Box className={classes.hero}>
          <Container size="lg" py={{ base: 48, md: 88 }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
              <Stack gap="lg">
                <Text size="sm" fw={600} c="indigo.8" className={classes.eyebrow}>
                  For families and coaching classes
                </Text>
                <Title order={1} className={classes.tagline}>
                  Smart Support. <span className={classes.taglineAccent}>Strong Education.</span>
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" maw={520}>
                  An AI education support platform for Indian schools: personalised worksheets for CBSE, ICSE, IB,
                  Cambridge and State boards, quick evaluation of your child's work, and clear insight into how they are
                  learning.
                </Text>
                <Group gap="sm">
                  <Button component={Link} to="/auth" size="lg" radius="xl" rightSection={<IconArrowRight size={18} />}>
                    Get Started Free
                  </Button>
                  <Button size="lg" radius="xl" variant="default" onClick={() => scrollToSection('features')}>
                    Learn More
                  </Button>
                </Group>
              </Stack>
              <Box visibleFrom="sm">
                <HeroPreview />
              </Box>
            </SimpleGrid>
          </Container>
        </Box>

        <Box
          component="section"
          id="features"
          tabIndex={-1}
          className={classes.section}
          aria-labelledby="features-title"
        >
          <Container size="lg">
            <Stack gap={6} align="center" mb={40}>
              <Text c="indigo.7" fw={700} tt="uppercase" size="sm">
                Features
              </Text>
              <Title order={2} id="features-title" ta="center" fz={{ base: 26, sm: 34 }}>
                Everything a learner needs, in one place
              </Title>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {FEATURES.map(({ icon: Icon, color, title, text }) => (
                <Card key={title} withBorder radius="lg" padding="xl" shadow="sm" className={classes.featureCard}>
                  <ThemeIcon size={56} radius="md" variant="light" color={color} aria-hidden>
                    <Icon size={30} />
                  </ThemeIcon>
                  <Title order={3} fz="xl" mt="md" mb="xs">
                    {title}
                  </Title>
                  <Text c="gray.7">{text}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Box
          component="section"
          id="about"
          tabIndex={-1}
          className={`${classes.section} ${classes.about}`}
          aria-labelledby="about-title"
        >
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
              <Stack gap="md">
                <Text c="indigo.7" fw={700} tt="uppercase" size="sm">
                  About
                </Text>
                <Title order={2} id="about-title" fz={{ base: 26, sm: 34 }}>
                  Built for the way Indian families and coaching classes work
                </Title>
                <Text c="gray.8">
                  Smart Support brings parents, coaching teachers and students together around the same syllabus.
                  Parents assign practice and see results for each child; teachers prepare material for whole batches
                  and review submissions; children complete their work online or on paper.
                </Text>
                <Text c="gray.8">
                  Every account is protected by a password and, for parents and administrators, a private access code.
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignSelf: 'center' }}>
                {[
                  ['Parents', 'Manage children, assign practice sheets and follow progress.'],
                  ['Coaching teachers', 'Run batches, generate worksheets and notes, review work.'],
                  ['Students', 'Complete tasks, earn badges and learn from feedback.'],
                  ['Every board', 'CBSE, ICSE, IB, Cambridge and State syllabi, grades 1 to 12.'],
                ].map(([title, text]) => (
                  <Paper key={title} withBorder radius="lg" p="lg">
                    <Text fw={700} mb={4}>
                      {title}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {text}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </SimpleGrid>
          </Container>
        </Box>

        <Box className={classes.cta}>
          <Container size="md">
            <Stack align="center" gap="md" py={56}>
              <Title order={2} c="white" ta="center" fz={{ base: 24, sm: 30 }}>
                {UI.tagline}
              </Title>
              <Button component={Link} to="/auth" size="lg" radius="xl" variant="white" color="indigo">
                Create your free account
              </Button>
            </Stack>
          </Container>
        </Box>
      </main>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" py="lg" gap="sm">
            <Logo size="sm" />
            <Text size="sm" c="gray.7">
              © {year} Smart Support. All rights reserved.
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
