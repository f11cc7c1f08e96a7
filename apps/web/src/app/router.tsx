import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { setUnauthorizedHandler } from '../lib/api-client';
import { leaveSession } from '../lib/session-storage';

// Every page is its own chunk so the first paint of `/` ships only what the landing page needs.
const LandingPage = lazy(() => import('./routes/landing-page').then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => import('./routes/auth-page').then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() => import('./routes/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ChildDashboardPage = lazy(() =>
  import('./routes/child-dashboard-page').then((m) => ({ default: m.ChildDashboardPage })),
);
const AdminDashboardPage = lazy(() =>
  import('./routes/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const QuestionBankPage = lazy(() =>
  import('./routes/question-bank-page').then((m) => ({ default: m.QuestionBankPage })),
);

function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/child-dashboard', element: <ChildDashboardPage /> },
      { path: '/admin/dashboard', element: <AdminDashboardPage /> },
      { path: '/admin/question-bank', element: <QuestionBankPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

// A 401 outside sign-in means the session is gone: forget it and start again at `/` (spec 01 §4).
setUnauthorizedHandler(leaveSession);
