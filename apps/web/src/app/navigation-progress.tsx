import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

// Fast navigations only show the thin bar; the overlay appears when a screen takes a while.
const OVERLAY_DELAY_MS = 250;

/** A top progress bar and a loading overlay while a navigation loads; hidden once it settles. */
export const NavigationProgress = () => {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (!busy) {
      setOverlay(false);
      return;
    }
    const timer = setTimeout(() => setOverlay(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <>
      {busy && <div className="nav-progress-bar" />}
      {overlay && (
        <div className="loading-overlay" data-testid="loading-overlay" aria-busy="true">
          <Spin size="large" />
        </div>
      )}
    </>
  );
};
