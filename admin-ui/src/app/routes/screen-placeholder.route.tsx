import { Link } from 'react-router-dom';

/** Admin screens arrive in the admin UI issue; until then each route names its screen. */
export function ScreenPlaceholderRoute({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>This screen is coming soon.</p>
      <Link to="/admin_menu">Back to the admin menu</Link>
    </>
  );
}
