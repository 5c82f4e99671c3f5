import { Skeleton } from '../../../ui/skeleton';

/** What a lazily loaded tab shows while its code arrives. */
export function TabLoading() {
  return (
    <div className="tab-loading" role="status" aria-label="Loading">
      <Skeleton style={{ width: '14rem', height: '1.75rem' }} />
      <Skeleton style={{ width: '100%', height: '8rem', borderRadius: 'var(--radius-lg)' }} />
      <Skeleton style={{ width: '100%', height: '16rem', borderRadius: 'var(--radius-lg)' }} />
    </div>
  );
}
