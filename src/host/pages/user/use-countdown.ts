import { useCallback, useEffect, useState } from 'react';

/** Seconds the 获取验证码 button waits after a code was sent (the server's per-mobile limit). */
export const SMS_RESEND_SECONDS = 60;

/**
 * A seconds countdown that stays exact when the tab sleeps (it counts to an end time, not ticks).
 *
 * @example const [left, start] = useCountdown(); start(60); // left: 60, 59, ... 0
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return [Math.max(0, Math.ceil((endsAt - now) / 1000)), start];
}
