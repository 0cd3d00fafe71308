import { Link } from 'react-router-dom';

/** SPEC §2 Admin menu: Products, Orders, Users, Settings. */
export function AdminMenuRoute() {
  return (
    <>
      <h1>Admin</h1>
      <nav>
        <ul>
          <li>
            <Link to="/productlist">Products</Link>
          </li>
          <li>
            <Link to="/orderlist">Orders</Link>
          </li>
          <li>
            <Link to="/userlist">Users</Link>
          </li>
          <li>
            <Link to="/admin_settings">Settings</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
