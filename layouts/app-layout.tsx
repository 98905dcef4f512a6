import type { ReactNode } from 'react';
import type { ScreenTop, SignedInArea } from './area-page';
import { AuthLayout } from './auth-layout';
import { DefaultLayout } from './default-layout';
import type { LayoutKind } from './layout-for-path';

/**
 * The layout the path asks for. The signed-in areas' layouts come with their pages (`talentPage(...)` and the
 * like), so public pages never download them; a signed-in path whose page does not bring its area's layout is a
 * programming error, not something to paper over.
 */
export function AppLayout({
  kind,
  area,
  top,
  children,
}: {
  kind: LayoutKind;
  area?: SignedInArea;
  top?: ScreenTop;
  children: ReactNode;
}) {
  switch (kind) {
    case 'talent':
    case 'company':
    case 'admin': {
      if (area?.kind !== kind) throw new Error(`A page under the ${kind} area must be exported as ${kind}Page(Screen)`);
      const Layout = area.Layout;
      return <Layout Top={top}>{children}</Layout>;
    }
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    default:
      return <DefaultLayout>{children}</DefaultLayout>;
  }
}
