import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout';
import { DefaultLayout } from './default-layout';
import type { LayoutKind } from './layout-for-path';
import { ShellPlaceholder } from './shell-placeholder';

// The signed-in areas load their layouts (and the services behind them) on demand, so public pages stay light.
const loading = () => <ShellPlaceholder />;
const TalentLayout = dynamic(() => import('./talent-layout').then((m) => m.TalentLayout), { loading });
const CompanyLayout = dynamic(() => import('./company-layout').then((m) => m.CompanyLayout), { loading });
const AdminLayout = dynamic(() => import('./admin-layout').then((m) => m.AdminLayout), { loading });

export function AppLayout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  switch (kind) {
    case 'talent':
      return <TalentLayout>{children}</TalentLayout>;
    case 'company':
      return <CompanyLayout>{children}</CompanyLayout>;
    case 'admin':
      return <AdminLayout>{children}</AdminLayout>;
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    default:
      return <DefaultLayout>{children}</DefaultLayout>;
  }
}
