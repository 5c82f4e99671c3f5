import { Spinner } from '../ui/spinner';
import './app-shell.css';

export function FullPageLoader() {
  return (
    <div className="full-page-loader">
      <Spinner className="full-page-loader-spinner" />
    </div>
  );
}
