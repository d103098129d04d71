/** The `maintenance_banner` flag's text at the top of every page, when it is not empty. */
import { useFlags } from '../../backend/use-flags';
import './notices.css';

export function MaintenanceBanner() {
  const { maintenance_banner: text } = useFlags();
  if (!text) return null;
  return (
    <div className="notice notice-maintenance" role="status" aria-label="Maintenance notice">
      <p>{text}</p>
    </div>
  );
}
