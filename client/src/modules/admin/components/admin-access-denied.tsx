import { AccessDenied } from '../../../app/access-denied';

/** Spec 6: what a hotel that is not a system administrator sees on the admin panel. */
export function AdminAccessDenied() {
  return (
    <AccessDenied message="You don't have administrator privileges. Only authorized system administrators can access this area." />
  );
}
