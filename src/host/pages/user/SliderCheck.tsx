import { IconCheck, IconDoubleRight, IconLoading } from '@arco-design/web-react/icon';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../core/http';
import styles from './user.module.css';
import { sliderChallenge, sliderVerify, type TrackPoint } from './user-api';

/** A proof is valid 2 minutes on the server; the check resets a little before. */
const PROOF_LIFETIME_MS = 110_000;
/** Keyboard users move the handle in steps of this share of the track. */
const KEY_STEP = 0.25;
/** The server reads at most 1000 points; a long, shaky drag is thinned out. */
const MAX_POINTS = 900;

type Phase = 'loading' | 'idle' | 'dragging' | 'verifying' | 'passed';

export interface SliderCheckProps {
  /** Changing it starts over (a login attempt spent the proof). */
  resetKey: number;
  /** The drag was accepted: the single-use proof for /sys/login. */
  onPass: (proof: string) => void;
  /** The proof was spent or expired: the form must forget it. */
  onReset: () => void;
  /** The server has no slider (404, network): the form shows the captcha image instead. */
  onUnavailable: () => void;
}

/**
 * The slider human check: drag the handle to the right end. The drag (x, t points) is verified by
 * the server (GET /sys/slider/challenge, POST /sys/slider/verify), which returns the proof the
 * login sends. Keyboard: → moves a quarter, Home/Esc goes back.
 *
 * @example <SliderCheck resetKey={attempt} onPass={setProof} onReset={() => setProof(null)} onUnavailable={showCaptcha} />
 */
export function SliderCheck({ resetKey, onPass, onReset, onUnavailable }: SliderCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startT: number; points: TrackPoint[] } | null>(null);
  const [sliderId, setSliderId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const offsetRef = useRef(0);
  const [error, setError] = useState('');
  const callbacks = useRef({ onPass, onReset, onUnavailable });
  callbacks.current = { onPass, onReset, onUnavailable };

  const travel = () => {
    const track = trackRef.current?.clientWidth ?? 0;
    const handle = handleRef.current?.offsetWidth ?? 0;
    return Math.max(0, track - handle);
  };

  const place = useCallback((x: number) => {
    offsetRef.current = x;
    setOffset(x);
  }, []);

  const restart = useCallback(
    async (message = '') => {
      drag.current = null;
      place(0);
      setError(message);
      setPhase('loading');
      try {
        setSliderId(await sliderChallenge());
        setPhase('idle');
      } catch {
        callbacks.current.onUnavailable();
      }
    },
    [place],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the signal to start over.
  useEffect(() => {
    callbacks.current.onReset();
    void restart();
  }, [resetKey, restart]);

  useEffect(() => {
    if (phase !== 'passed') return;
    const timer = window.setTimeout(() => {
      callbacks.current.onReset();
      void restart('验证已过期，请重新拖动');
    }, PROOF_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [phase, restart]);

  const record = (x: number) => {
    const current = drag.current;
    if (!current) return;
    const last = current.points[current.points.length - 1];
    const point = { x: Math.round(x), t: Math.round(performance.now() - current.startT) };
    // The server wants a forward-only track; a hand that wobbles back is simply not recorded.
    if (last && (point.x < last.x || current.points.length >= MAX_POINTS)) return;
    current.points.push(point);
  };

  /** The handle was let go at `x`: back to the start, or to the server when it reached the end. */
  const finish = async (x: number) => {
    const current = drag.current;
    const width = travel();
    if (!current || !sliderId) return;
    if (x < width * 0.95) {
      drag.current = null;
      place(0);
      setPhase('idle');
      return;
    }
    record(width);
    place(width);
    setPhase('verifying');
    try {
      const proof = await sliderVerify(sliderId, current.points, Math.round(width));
      drag.current = null;
      setPhase('passed');
      setError('');
      callbacks.current.onPass(proof);
    } catch (failure) {
      await restart(failure instanceof ApiError ? failure.message : '验证失败，请重试');
    }
  };

  const begin = (clientX: number) => {
    if (phase !== 'idle') return false;
    drag.current = { startX: clientX, startT: performance.now(), points: [] };
    record(0);
    setError('');
    setPhase('dragging');
    return true;
  };

  const move = (clientX: number) => {
    const current = drag.current;
    if (phase !== 'dragging' || !current) return;
    const x = Math.min(Math.max(clientX - current.startX, 0), travel());
    place(x);
    record(x);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (begin(event.clientX)) event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerUp = () => {
    if (phase === 'dragging') void finish(offsetRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const width = travel();
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (phase === 'idle') begin(0);
      else if (phase !== 'dragging') return;
      const x = Math.min(offsetRef.current + width * KEY_STEP, width);
      place(x);
      record(x);
      if (x >= width) void finish(x);
    } else if ((event.key === 'Home' || event.key === 'Escape') && phase === 'dragging') {
      event.preventDefault();
      drag.current = null;
      place(0);
      setPhase('idle');
    }
  };

  const width = travel();
  const percent = width ? Math.round((offset / width) * 100) : 0;
  const passed = phase === 'passed';
  const hint =
    phase === 'loading'
      ? '正在加载验证…'
      : phase === 'verifying'
        ? '正在验证…'
        : passed
          ? '验证通过'
          : error || '请按住滑块，拖动到最右边';

  return (
    <div
      ref={trackRef}
      className={[
        styles.slider,
        phase === 'dragging' && styles.sliderDragging,
        passed && styles.sliderPassed,
        error && !passed && styles.sliderError,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.sliderFill} style={{ width: offset + 20 }} />
      <span className={styles.sliderHint} aria-live="polite">
        {hint}
      </span>
      <div
        ref={handleRef}
        role="slider"
        tabIndex={phase === 'idle' || phase === 'dragging' ? 0 : -1}
        aria-label="拖动滑块完成人机校验"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={hint}
        aria-disabled={phase !== 'idle' && phase !== 'dragging'}
        className={`${styles.sliderHandle} ${phase === 'dragging' ? styles.sliderHandleActive : ''}`}
        style={{ transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => move(event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {passed ? <IconCheck /> : phase === 'loading' || phase === 'verifying' ? <IconLoading /> : <IconDoubleRight />}
      </div>
    </div>
  );
}
