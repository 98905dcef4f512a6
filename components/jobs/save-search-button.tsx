import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { JobFilters } from '@/services/schemas/job';

// The dialog, its form and the saved-search service load on the first click (or hover), not with the job list.
const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = dynamic(() => loadDialog().then((m) => m.SaveSearchDialog), { ssr: false });
const warmUp = () => void loadDialog().catch(() => undefined);

/** "Save this search" for the filters on screen; new matching jobs then come daily or weekly. */
export function SaveSearchButton({ talentId, filters }: { talentId: string; filters: JobFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        disabled={!talentId}
        onClick={() => setOpen(true)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        Save this search
      </Button>
      {open ? <SaveSearchDialog talentId={talentId} filters={filters} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
