import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { beep, enableSound, soundOn } from '../sound';

/**
 * Sound on this screen. The browser lets audio start only from a tap: the first tap on the
 * button (or anywhere, once the device has chosen sound before) turns it on. Remembered per device.
 */
export function useKitchenSound() {
  const [wanted, setWanted] = useLocalStorage<boolean>({
    key: 'cashier-kitchen-sound',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [running, setRunning] = useState(soundOn);
  useEffect(() => {
    if (!wanted || running) return;
    const wake = () => void enableSound().then(setRunning);
    window.addEventListener('pointerdown', wake, { once: true });
    window.addEventListener('keydown', wake, { once: true });
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, [wanted, running]);
  const on = wanted && running;
  const toggle = useCallback(() => {
    if (on) return setWanted(false);
    setWanted(true);
    void enableSound().then((ok) => {
      setRunning(ok);
      if (ok) beep('new');
    });
  }, [on, setWanted]);
  const play = useCallback((kind: 'new' | 'changed') => on && beep(kind), [on]);
  return { on, toggle, play };
}
