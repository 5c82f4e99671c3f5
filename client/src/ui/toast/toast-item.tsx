import { CircleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cx } from '../class-names';
import { TOAST_DEFAULT_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';
import type { ToastEntry } from './toast-reducer';

interface ToastItemProps {
  toast: ToastEntry;
  /** True while the pointer or the focus is in the viewport: timers wait. */
  paused: boolean;
  onDismiss: (id: string) => void;
}

/** One toast: closes itself after its duration (paused while hovered or focused), swipes away to the right. */
export function ToastItem({ toast, paused, onDismiss }: ToastItemProps) {
  const { id, title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION_MS, open } = toast;
  const [hidden, setHidden] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(duration);

  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [open, paused, id, onDismiss]);

  if (hidden) return null;

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setSwipeX(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (swipeX > TOAST_SWIPE_THRESHOLD_PX) onDismiss(id);
    else setSwipeX(0);
  };

  return (
    <li
      className={cx('toast', `toast-${variant}`, swipeX > 0 && open && 'toast-swiping')}
      data-state={open ? 'open' : 'closed'}
      style={open && swipeX > 0 ? { transform: `translateX(${swipeX}px)` } : undefined}
      onAnimationEnd={() => {
        if (!open) setHidden(true);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {variant === 'destructive' && <CircleAlert className="toast-icon" aria-hidden="true" />}
      <div className="toast-text">
        {title && <div className="toast-title">{title}</div>}
        {description && <div className="toast-description">{description}</div>}
      </div>
      <button type="button" className="toast-close" aria-label="Close notification" onClick={() => onDismiss(id)}>
        <X aria-hidden="true" />
      </button>
    </li>
  );
}
