import Head from 'next/head';
import { PRODUCT_NAME } from './logo';

/** The document title of a screen: "<screen> · <product>". */
export function PageTitle({ title }: { title: string }) {
  return (
    <Head>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
    </Head>
  );
}
