import type { AppProps } from 'next/app';
import { useRouteProgress } from '@/hooks/use-route-progress';
import { useThirdParties } from '@/hooks/use-third-parties';

/** What every page of the app does whatever its layout: the route progress bar, and analytics and chat once keys exist. */
export function useAppEffects(router: AppProps['router']): void {
  useRouteProgress(router.events);
  useThirdParties();
}
