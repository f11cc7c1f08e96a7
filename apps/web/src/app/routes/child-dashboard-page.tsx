import { ChildDashboardView } from '../../features/children/components/child-dashboard-view';
import { MyPendingTasks } from '../../features/tasks/components/my-pending-tasks';
import { ProtectedRoute } from '../protected-route';

export function ChildDashboardPage() {
  return (
    <ProtectedRoute area="main">
      {(user) => <ChildDashboardView user={user} renderTasks={(childId) => <MyPendingTasks childId={childId} />} />}
    </ProtectedRoute>
  );
}
