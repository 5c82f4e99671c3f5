/** Spec 9: toast behaviour constants. */
export const TOAST_LIMIT = 3;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A dismissed toast leaves the screen at once and is dropped from the queue after this delay. */
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
