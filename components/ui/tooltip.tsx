import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import type { RadixTooltipProps } from './tooltip-radix';
import styles from './tooltip.module.css';

type Trigger = ReactElement<{ 'aria-describedby'?: string; title?: string; ref?: Ref<HTMLElement> }>;

let loaded: ComponentType<RadixTooltipProps> | null = null;
/** Radix Tooltip (and its positioning code) loads the first time someone points at or focuses a trigger, not before. */
const loadRadix = () => import('./tooltip-radix').then((m) => (loaded = m.RadixTooltip));

/**
 * A text tooltip on one focusable trigger: it shows on hover and on keyboard focus, Escape hides it, and the trigger
 * is described by the text (`aria-describedby`) even while it is hidden. Until Radix has loaded the trigger renders
 * plain, with the text as its native `title` as well, so a failed load still leaves a tooltip. Shown under the
 * trigger, aligned to its right edge (the top bar's avatar is its only user).
 */
export function Tooltip({ content, children }: { content: string; children: Trigger }) {
  const id = useId();
  const [Radix, setRadix] = useState(() => loaded);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  /** Whether the pointer is on the trigger or focus is in it: the tooltip opens at once when Radix arrives. */
  const wanted = useRef<'hover' | 'focus' | null>(null);
  const refocus = useRef(false);

  const want = (why: 'hover' | 'focus' | null) => {
    wanted.current = why;
    if (why && !Radix) {
      void loadRadix().then(
        (component) => {
          setOpenAtLoad(wanted.current !== null);
          setRadix(() => component);
        },
        () => undefined, // the native title stays the tooltip
      );
    }
  };
  // The trigger is a new element once Radix wraps it: give it back the focus the plain one had.
  useEffect(() => {
    if (Radix && refocus.current) trigger.current?.focus();
    refocus.current = false;
  }, [Radix]);

  const description = (
    <span id={id} hidden>
      {content}
    </span>
  );
  if (Radix) {
    return (
      <span className={styles.anchor}>
        <Radix content={content} initiallyOpen={openAtLoad} describedBy={id}>
          {cloneElement(children, { ref: trigger })}
        </Radix>
        {description}
      </span>
    );
  }
  return (
    <span
      className={styles.anchor}
      onPointerEnter={() => want('hover')}
      onPointerLeave={() => want(null)}
      onFocus={() => {
        refocus.current = true;
        want('focus');
      }}
      onBlur={() => {
        refocus.current = false;
        want(null);
      }}
    >
      {cloneElement(children, { 'aria-describedby': id, title: content, ref: trigger })}
      {description}
    </span>
  );
}
