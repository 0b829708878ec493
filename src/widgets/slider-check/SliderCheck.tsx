import { IconCheck, IconDoubleRight, IconLoading } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import type { SliderServices } from './slider-api';
import { useSliderCheckController } from './use-slider-check';
import './slider-check.css';

export interface SliderCheckProps {
  /** The drag was accepted: the single-use proof `/sys/login` takes as `sliderProof`. */
  onSuccess: (proof: string) => void;
  /**
   * The check went back to the start after leaving it (released early, Home/Esc, failed verification,
   * proof expired after 110 s): a proof given before must be forgotten.
   */
  onReset?: () => void;
  /** The server has no slider (404, network): the host shows another check instead. */
  onUnavailable?: () => void;
  /** Changing it starts over with a new challenge (e.g. a login attempt spent the proof). */
  resetKey?: string | number;
  /** The server calls (default: GET /sys/slider/challenge, POST /sys/slider/verify). */
  services?: Partial<SliderServices>;
  /** Accessible name of the handle. */
  label?: string;
  className?: string;
}

/**
 * Drag-to-the-end human check. The recorded drag goes to the server, which answers with a proof.
 * Keyboard: focus the handle, → moves a quarter, End goes to the end (both glide at a hand's pace),
 * Home/Esc goes back. Shows 验证通过 on success.
 *
 * @example <SliderCheck resetKey={attempt} onSuccess={setProof} onReset={() => setProof(null)} />
 */
export function SliderCheck({
  onSuccess,
  onReset,
  onUnavailable,
  resetKey,
  services,
  label = '拖动滑块完成人机校验',
  className,
}: SliderCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const check = useSliderCheckController({
    trackRef,
    handleRef,
    resetKey,
    services,
    onSuccess,
    onReset,
    onUnavailable,
  });
  const { phase, offset, hint, error } = check;
  const passed = phase === 'passed';
  const classes = [
    'slider-check',
    phase === 'dragging' && 'slider-check--dragging',
    passed && 'slider-check--passed',
    error && !passed && 'slider-check--error',
    className,
  ];

  return (
    <div ref={trackRef} className={classes.filter(Boolean).join(' ')} data-phase={phase}>
      <div className="slider-check__fill" style={{ width: offset + 20 }} />
      <span className="slider-check__hint" aria-live="polite">
        {hint}
      </span>
      <div
        ref={handleRef}
        role="slider"
        tabIndex={check.active ? 0 : -1}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={check.percent}
        aria-valuetext={hint}
        aria-disabled={!check.active}
        {...check.handleProps}
        className="slider-check__handle"
        style={{ transform: `translateX(${offset}px)` }}
      >
        {passed ? <IconCheck /> : phase === 'loading' || phase === 'verifying' ? <IconLoading /> : <IconDoubleRight />}
      </div>
    </div>
  );
}
