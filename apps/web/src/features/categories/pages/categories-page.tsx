import { CategoriesScreen } from '../categories-screen.tsx';

/** spec 001 §2: /admin/categories. */
export default function CategoriesPage() {
  return <CategoriesScreen />;
}
