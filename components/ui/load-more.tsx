import { Button } from './button';
import styles from './catalog.module.css';
import { LoadError } from './load-error';

/** What a paged query (TanStack's infinite queries) tells the foot of its list. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list: "Load more <noun>" while there is more, and, when the next page failed, what could not
 * be loaded with a way to try again (the pages already shown stay).
 */
export function LoadMore({ pages, noun }: { pages: NextPages; noun: string }) {
  const more = () => void pages.fetchNextPage();
  return (
    <>
      {pages.isFetchNextPageError ? <LoadError text={`More ${noun} could not be loaded.`} onRetry={more} /> : null}
      {pages.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={more}>
            {pages.isFetchingNextPage ? 'Loading…' : `Load more ${noun}`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
