import type { ComponentType, ReactNode } from 'react';
import { SecondFactorGate } from '@/components/account/second-factor-gate';
import { useRoleSession } from '@/hooks/use-role-session';
import { selectAdmin } from '@/store/admins-slice';
import { useAppSelector } from '@/store/hooks';
import { areaPage, type ScreenTop } from './area-page';
import { DashboardLayout } from './dashboard-layout';

function AdminLayout({ children, Top }: { children: ReactNode; Top?: ScreenTop }) {
  const session = useRoleSession('admin');
  const admin = useAppSelector(selectAdmin);
  return (
    <DashboardLayout
      Top={Top}
      role="admin"
      session={session}
      userName={admin ? admin.name || admin.email || 'Administrator' : null}
      userEmail={admin?.email ?? session.authUser?.email}
    >
      <SecondFactorGate role="admin" required>
        {children}
      </SecondFactorGate>
    </DashboardLayout>
  );
}

/** A page of the admin area: `export default adminPage(SomeScreen)`. */
export const adminPage = (Screen: ComponentType, Top?: ScreenTop) => areaPage('admin', AdminLayout, Screen, Top);
