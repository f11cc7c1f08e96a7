import { ChildDashboardView } from '../../features/children/components/child-dashboard-view';
import { ProtectedRoute } from '../protected-route';
import { ChildHome } from './child-home';

export function ChildDashboardPage() {
  return (
    <ProtectedRoute area="main">
      {(user) => (
        <ChildDashboardView user={user} renderTasks={(childId) => <ChildHome childId={childId} userId={user.id} />} />
      )}
    </ProtectedRoute>
  );
}
