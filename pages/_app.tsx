import type { AppProps } from 'next/app';
import Head from 'next/head';
import { Suspense, useState } from 'react';
import 'nprogress/nprogress.css';
import '@/styles/globals.css';
import { useAppEffects } from '@/layouts/app-effects';
import { AppLayout } from '@/layouts/app-layout';
import type { AreaPage, SignedInArea } from '@/layouts/area-page';
import { layoutForPath } from '@/layouts/layout-for-path';
import { PwaAfterLoad } from '@/layouts/pwa-after-load';

export default function App({ Component, pageProps, router }: AppProps) {
  useAppEffects(router);
  const { area, Top } = Component as AreaPage;

  // Redux, React Query and toasts come with the signed-in pages (public pages never download them). Once a
  // signed-in area has been opened they stay mounted: one store and one query cache per app.
  const [Providers, setProviders] = useState<SignedInArea['Providers'] | undefined>(() => area?.Providers);
  if (area && !Providers) setProviders(() => area.Providers);

  // The boundary lets React hydrate the prerendered page in small slices between the browser's other work, not in
  // one long task: without it the first hydration is one blocking piece of work (150 to 350 ms of a slowed phone's
  // main thread, Lighthouse's Total Blocking Time), with it the page is hydrated at low priority, a few ms at a time,
  // and a click on a part not hydrated yet hydrates that part first. Nothing under it suspends: the HTML stays as is.
  const page = (
    <Suspense fallback={null}>
      <AppLayout kind={layoutForPath(router.pathname)} area={area} top={Top}>
        <Component {...pageProps} />
      </AppLayout>
    </Suspense>
  );
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {Providers ? <Providers>{page}</Providers> : page}
      <PwaAfterLoad />
    </>
  );
}
