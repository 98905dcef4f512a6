import type { ComponentType, ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { warmUpSignedInBackend } from '@/hooks/backend-warm-up';
import type { LayoutKind } from './layout-for-path';

export type AreaKind = Extract<LayoutKind, 'talent' | 'company' | 'admin'>;

/** What a signed-in page brings to `_app`: its area's layout (with the guard) and the providers it needs. */
export interface SignedInArea {
  kind: AreaKind;
  Layout: ComponentType<{ children: ReactNode; Top?: ScreenTop }>;
  Providers: ComponentType<{ children: ReactNode }>;
}

// Every signed-in screen needs the backend adapter (a chunk of its own) before it can show anything: start
// downloading it while the page's code is still being evaluated, not after the first render.
if (typeof window !== 'undefined') warmUpSignedInBackend();

/**
 * The top of a screen (its h1 and lead) when the layout draws it: from the first paint, the same element before and
 * after the profile has loaded. A screen whose top is drawn late makes that top the page's largest paint, seconds
 * after the first one on a slow phone.
 */
export type ScreenTop = ComponentType;

/** A page component, with its area when it belongs to a signed-in one, and its top when the layout draws it. */
export type AreaPage<P = object> = ComponentType<P> & { area?: SignedInArea; Top?: ScreenTop };

/**
 * A signed-in area's page: the screen, marked with the area's layout and providers. The page module imports them
 * statically, so they travel in the page's own chunks (one request wave, no module shipped twice) while public
 * pages, which import none of this, never download them. `_app` still picks the layout from the path and checks
 * that the page agrees.
 */
export function areaPage(
  kind: AreaKind,
  Layout: SignedInArea['Layout'],
  Screen: ComponentType,
  Top?: ScreenTop,
): AreaPage {
  const Page: AreaPage = () => <Screen />;
  Page.displayName = `${kind}Page(${Screen.displayName ?? Screen.name})`;
  Page.area = { kind, Layout, Providers: AppProviders };
  Page.Top = Top;
  return Page;
}
