import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has). A section far down a
 * screen waits for it before it reads and draws, so a phone loading the screen pays only for what it shows first.
 * True at once where the browser cannot tell (no IntersectionObserver).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
