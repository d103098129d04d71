/** Whether the browser believes it is online (`navigator.onLine` and its `online`/`offline` events). */
import { useEffect, useState } from 'react';

/** True while `navigator.onLine`; re-renders on every change. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
