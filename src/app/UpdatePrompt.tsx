/** "Update available — reload": shown when a new version of Lanes has been installed in the background. */
import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-sw';
import './shell.css';

export function UpdatePrompt() {
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  useEffect(() => registerServiceWorker((next) => setReload(() => next)), []);
  if (!reload) return null;
  return (
    <div className="update-prompt" role="status" aria-label="Update available">
      <span>Update available</span>
      <button type="button" className="primary" onClick={() => void reload()}>
        Reload
      </button>
      <button type="button" onClick={() => setReload(null)}>
        Later
      </button>
    </div>
  );
}
