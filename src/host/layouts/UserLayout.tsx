import { Outlet } from 'react-router-dom';

/** Public pages (login, register...): a centred card. The login background comes with the login page work. */
export function UserLayout() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ width: 368 }}>
        <Outlet />
      </div>
    </div>
  );
}
