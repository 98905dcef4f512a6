import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { savedResourcesRestored, selectSavedResources, type SavedResource } from '@/store/resources-slice';

const STORAGE_KEY = 'talentbridge.savedResources';

function readStored(): SavedResource[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is SavedResource =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.id === 'string' &&
        typeof r.title === 'string' &&
        typeof r.url === 'string' &&
        /^https?:\/\//i.test(r.url) &&
        typeof r.type === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The saved-for-later list: restored from localStorage once per page load, written back on every change, so it
 * survives reloads and shows offline. Stored links are re-checked on the way in (http(s) only).
 */
export function useSavedResources(): SavedResource[] {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedResources);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    dispatch(savedResourcesRestored(readStored()));
  }, [dispatch]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or disabled: the list still works for this visit.
    }
  }, [saved]);
  return saved;
}
