import { ChildDashboardView } from '../../features/children/components/child-dashboard-view';
import { ProtectedRoute } from '../protected-route';

export function ChildDashboardPage() {
  return <ProtectedRoute area="main">{(user) => <ChildDashboardView user={user} />}</ProtectedRoute>;
}
