import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

/** Spec 9: a tooltip opens after 700 ms; within 300 ms of another closing, the next opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a Button, a link). */
  children: ReactElement<TriggerProps>;
  side?: 'top' | 'bottom';
}

interface Position {
  left: number;
  top: number;
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [position, setPosition] = useState<Position | null>(null);
  const open = position !== null;

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    const reveal = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (rect) setPosition({ left: rect.left + rect.width / 2, top: side === 'top' ? rect.top : rect.bottom });
    };
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (delay === 0 || skip) reveal();
    else timer.current = window.setTimeout(reveal, delay);
  };

  const hide = () => {
    window.clearTimeout(timer.current);
    setPosition((current) => {
      if (current) lastClosedAt = Date.now();
      return null;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const onScroll = () => hide();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span
      ref={anchorRef}
      className="tooltip-anchor"
      onPointerEnter={() => show(TOOLTIP_OPEN_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
      onPointerDown={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {position &&
        createPortal(
          <div role="tooltip" id={id} className={`tooltip tooltip-${side}`} style={{ left: position.left, top: position.top }}>
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
