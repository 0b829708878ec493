import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../../core/http';
import { defaultSliderServices, type SliderServices, type TrackPoint } from './slider-api';

/** A proof is valid 2 minutes on the server; the check resets a little before. */
export const PROOF_LIFETIME_MS = 110_000;
/** Share of the track one ArrowRight moves the handle. */
export const KEY_STEP = 0.25;
/** Keyboard moves glide at this many ms per full track, so the recorded track looks like a drag. */
export const GLIDE_MS = 500;
/** The share of the track that counts as "the end". */
export const END_SHARE = 0.95;
/** The server reads at most 1000 points; a long, shaky drag is thinned out. */
const MAX_POINTS = 900;

export const SLIDER_PASSED_TEXT = '验证通过';
export const SLIDER_IDLE_TEXT = '请按住滑块，拖动到最右边';

export type SliderPhase = 'loading' | 'idle' | 'dragging' | 'verifying' | 'passed' | 'unavailable';

export interface SliderCheckControllerOptions {
  trackRef: RefObject<HTMLElement | null>;
  handleRef: RefObject<HTMLElement | null>;
  /** Changing it starts over (e.g. a login attempt spent the proof). */
  resetKey?: unknown;
  services?: Partial<SliderServices>;
  onSuccess: (proof: string) => void;
  onReset?: () => void;
  onUnavailable?: () => void;
}

interface Drag {
  startX: number;
  startT: number;
  points: TrackPoint[];
  /** Keyboard glide: where the handle is heading. */
  target: number;
  frame: number;
  lastFrame: number;
}

/**
 * The slider check's behaviour: phases, handle offset, the recorded track, the server round trip and
 * the proof's lifetime. The view spreads `handleProps` on the handle.
 *
 * @example const check = useSliderCheckController({ trackRef, handleRef, onSuccess: setProof });
 */
export function useSliderCheckController({
  trackRef,
  handleRef,
  resetKey,
  services: own,
  onSuccess,
  onReset,
  onUnavailable,
}: SliderCheckControllerOptions) {
  const services = useMemo(() => ({ ...defaultSliderServices, ...own }), [own]);
  const servicesRef = useRef(services);
  servicesRef.current = services;
  const callbacks = useRef({ onSuccess, onReset, onUnavailable });
  callbacks.current = { onSuccess, onReset, onUnavailable };

  const [phase, setPhaseState] = useState<SliderPhase>('loading');
  const phaseRef = useRef<SliderPhase>('loading');
  const [offset, setOffset] = useState(0);
  const offsetRef = useRef(0);
  const [error, setError] = useState('');
  const sliderId = useRef<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const generation = useRef(0);

  const setPhase = useCallback((next: SliderPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const place = useCallback((x: number) => {
    offsetRef.current = x;
    setOffset(x);
  }, []);
  const travel = useCallback(() => {
    const track = trackRef.current?.clientWidth ?? 0;
    const handle = handleRef.current?.offsetWidth ?? 0;
    return Math.max(0, track - handle);
  }, [trackRef, handleRef]);

  const stopDrag = useCallback(() => {
    if (drag.current?.frame) cancelAnimationFrame(drag.current.frame);
    drag.current = null;
  }, []);

  const restart = useCallback(
    async (message = '') => {
      const run = ++generation.current;
      stopDrag();
      place(0);
      setError(message);
      setPhase('loading');
      sliderId.current = null;
      try {
        const id = await servicesRef.current.challenge();
        if (run !== generation.current) return;
        sliderId.current = id;
        setPhase('idle');
      } catch {
        if (run !== generation.current) return;
        setPhase('unavailable');
        callbacks.current.onUnavailable?.();
      }
    },
    [place, setPhase, stopDrag],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the signal to start over.
  useEffect(() => {
    void restart();
    return () => {
      generation.current++;
      stopDrag();
    };
  }, [resetKey, restart, stopDrag]);

  useEffect(() => {
    if (phase !== 'passed') return;
    const timer = window.setTimeout(() => {
      callbacks.current.onReset?.();
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

  const backToStart = () => {
    stopDrag();
    place(0);
    setPhase('idle');
    callbacks.current.onReset?.();
  };

  /** The handle stopped at `x`: back to the start, or to the server when it reached the end. */
  const finish = async (x: number) => {
    const current = drag.current;
    const width = travel();
    const id = sliderId.current;
    if (!current || !id) return;
    if (x < width * END_SHARE) {
      backToStart();
      return;
    }
    record(width);
    const points = current.points;
    stopDrag();
    place(width);
    setPhase('verifying');
    const run = generation.current;
    try {
      const proof = await servicesRef.current.verify(id, points, Math.round(width));
      if (run !== generation.current) return;
      setPhase('passed');
      setError('');
      callbacks.current.onSuccess(proof);
    } catch (failure) {
      if (run !== generation.current) return;
      callbacks.current.onReset?.();
      await restart(failure instanceof ApiError ? failure.message : '验证失败，请重试');
    }
  };

  const begin = (clientX: number) => {
    if (phaseRef.current !== 'idle') return false;
    drag.current = { startX: clientX, startT: performance.now(), points: [], target: 0, frame: 0, lastFrame: 0 };
    record(0);
    setError('');
    setPhase('dragging');
    return true;
  };

  /** Keyboard: the handle glides toward `target` at a hand's pace, recording the way. */
  const glideTo = (target: number) => {
    const current = drag.current;
    if (!current) return;
    current.target = Math.min(target, travel());
    if (current.frame) return;
    current.lastFrame = performance.now();
    const step = (now: number) => {
      const live = drag.current;
      if (!live) return;
      const width = travel();
      const speed = width / GLIDE_MS;
      const x = Math.min(live.target, offsetRef.current + speed * Math.max(0, now - live.lastFrame));
      live.lastFrame = now;
      place(x);
      record(x);
      if (x >= width) {
        live.frame = 0;
        void finish(x);
      } else if (x < live.target) {
        live.frame = requestAnimationFrame(step);
      } else {
        live.frame = 0;
      }
    };
    current.frame = requestAnimationFrame(step);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!begin(event.clientX)) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers have nothing to capture; the handle still gets their moves.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (phaseRef.current !== 'dragging' || !current || current.frame) return;
    const x = Math.min(Math.max(event.clientX - current.startX, 0), travel());
    place(x);
    record(x);
  };
  const onPointerUp = () => {
    const current = drag.current;
    if (phaseRef.current === 'dragging' && current && !current.frame) void finish(offsetRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const width = travel();
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowUp' || event.key === 'End';
    if (forward) {
      event.preventDefault();
      if (phaseRef.current === 'idle') begin(0);
      else if (phaseRef.current !== 'dragging') return;
      const from = drag.current?.target ?? offsetRef.current;
      glideTo(event.key === 'End' ? width : from + width * KEY_STEP);
    } else if ((event.key === 'Home' || event.key === 'Escape') && phaseRef.current === 'dragging') {
      event.preventDefault();
      backToStart();
    }
  };

  const width = travel();
  const percent = width ? Math.round((offset / width) * 100) : 0;
  const hint =
    phase === 'loading'
      ? '正在加载验证…'
      : phase === 'verifying'
        ? '正在验证…'
        : phase === 'passed'
          ? SLIDER_PASSED_TEXT
          : phase === 'unavailable'
            ? '验证暂不可用'
            : error || SLIDER_IDLE_TEXT;
  const active = phase === 'idle' || phase === 'dragging';

  return {
    phase,
    offset,
    percent,
    hint,
    error,
    restart,
    active,
    /** Pointer and key handlers for the handle. */
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown,
    },
  };
}
