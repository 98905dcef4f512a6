import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useEffect, useState } from 'react';
import 'nprogress/nprogress.css';
import '@/styles/globals.css';
import { useRouteProgress } from '@/hooks/use-route-progress';
import { AppLayout } from '@/layouts/app-layout';
import { isDashboardLayout, layoutForPath } from '@/layouts/layout-for-path';
import { ShellPlaceholder } from '@/layouts/shell-placeholder';
import { initAnalytics } from '@/services/analytics';
import { initChat } from '@/services/chat';

// Redux, React Query, tooltips and toasts serve the signed-in areas only; public pages never download them.
const AppProviders = dynamic(() => import('@/components/providers/app-providers').then((m) => m.AppProviders), {
  loading: () => <ShellPlaceholder />,
});

export default function App({ Component, pageProps, router }: AppProps) {
  useRouteProgress(router.events);
  const layout = layoutForPath(router.pathname);

  // Once a signed-in area has been opened the providers stay mounted: one store and one query cache per app.
  const [providersMounted, setProvidersMounted] = useState(isDashboardLayout(layout));
  if (isDashboardLayout(layout) && !providersMounted) setProvidersMounted(true);

  useEffect(() => {
    // Third parties start after the first render and only when configured.
    void initAnalytics();
    void initChat();
  }, []);

  const page = (
    <AppLayout kind={layout}>
      <Component {...pageProps} />
    </AppLayout>
  );
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {providersMounted ? <AppProviders>{page}</AppProviders> : page}
    </>
  );
}
