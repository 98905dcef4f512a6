/** The Radix part of Tooltip (tooltip.tsx), in a chunk of its own that loads when a tooltip is first wanted. */
import * as RadixTooltipPrimitive from '@radix-ui/react-tooltip';
import { useState, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS } from '@/constants/settings';
import styles from './tooltip.module.css';

export interface RadixTooltipProps {
  content: string;
  /** Open as it mounts: the pointer or the focus that asked for it is still on the trigger. */
  initiallyOpen: boolean;
  /** The hidden copy of the text that describes the trigger while the tooltip is closed (Radix's content does when open). */
  describedBy: string;
  children: ReactElement;
}

export function RadixTooltip({ content, initiallyOpen, describedBy, children }: RadixTooltipProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    // The text is short and holds nothing to point at, so it goes as soon as the pointer leaves the trigger.
    <RadixTooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} disableHoverableContent>
      <RadixTooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <RadixTooltipPrimitive.Trigger asChild aria-describedby={open ? undefined : describedBy}>
          {children}
        </RadixTooltipPrimitive.Trigger>
        <RadixTooltipPrimitive.Portal>
          <RadixTooltipPrimitive.Content
            side="bottom"
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className={styles.content}
          >
            {content}
            <RadixTooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltipPrimitive.Content>
        </RadixTooltipPrimitive.Portal>
      </RadixTooltipPrimitive.Root>
    </RadixTooltipPrimitive.Provider>
  );
}
