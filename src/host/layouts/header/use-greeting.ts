import { useEffect, useState } from 'react';
import { greeting } from '../../../core/format';

/** The greeting of the current hour band (早上好 … 晚上好), kept current while the page stays open. */
export function useGreeting(): string {
  const [text, setText] = useState(() => greeting());
  useEffect(() => {
    const timer = window.setInterval(() => setText(greeting()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return text;
}
