import type { ComponentType, ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { warmUpSignedInBackend } from '@/hooks/backend-warm-up';
import type { LayoutKind } from './layout-for-path';

export type AreaKind = Extract<LayoutKind, 'talent' | 'company' | 'admin'>;

/** What a signed-in page brings to `_app`: its area's layout (with the guard) and the providers it needs. */
export interface SignedInArea {
  kind: AreaKind;
  Layout: ComponentType<{ children: ReactNode }>;
  Providers: ComponentType<{ children: ReactNode }>;
}

// Every signed-in screen needs the backend adapter (a chunk of its own) before it can show anything: start
// downloading it while the page's code is still being evaluated, not after the first render.
if (typeof window !== 'undefined') warmUpSignedInBackend();

/** A page component, with its area when it belongs to a signed-in one. */
export type AreaPage<P = object> = ComponentType<P> & { area?: SignedInArea };

/**
 * A signed-in area's page: the screen, marked with the area's layout and providers. The page module imports them
 * statically, so they travel in the page's own chunks (one request wave, no module shipped twice) while public
 * pages, which import none of this, never download them. `_app` still picks the layout from the path and checks
 * that the page agrees.
 */
export function areaPage(kind: AreaKind, Layout: SignedInArea['Layout'], Screen: ComponentType): AreaPage {
  const Page: AreaPage = () => <Screen />;
  Page.displayName = `${kind}Page(${Screen.displayName ?? Screen.name})`;
  Page.area = { kind, Layout, Providers: AppProviders };
  return Page;
}
