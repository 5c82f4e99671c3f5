/** Joins the truthy class names: cx('btn', isActive && 'active') -> 'btn active'. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
