import type { ComponentType, ReactNode } from 'react';
import { useRoleSession } from '@/hooks/use-role-session';
import { selectAdmin } from '@/store/admins-slice';
import { useAppSelector } from '@/store/hooks';
import { areaPage } from './area-page';
import { DashboardLayout } from './dashboard-layout';

function AdminLayout({ children }: { children: ReactNode }) {
  const session = useRoleSession('admin');
  const admin = useAppSelector(selectAdmin);
  return (
    <DashboardLayout
      role="admin"
      session={session}
      userName={admin ? admin.name || admin.email || 'Administrator' : null}
      userEmail={admin?.email ?? session.authUser?.email}
    >
      {children}
    </DashboardLayout>
  );
}

/** A page of the admin area: `export default adminPage(SomeScreen)`. */
export const adminPage = (Screen: ComponentType) => areaPage('admin', AdminLayout, Screen);
