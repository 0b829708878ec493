export { SliderCheck, type SliderCheckProps } from './SliderCheck';
export { defaultSliderServices, type SliderServices, type TrackPoint } from './slider-api';
export {
  END_SHARE,
  GLIDE_MS,
  KEY_STEP,
  PROOF_LIFETIME_MS,
  SLIDER_IDLE_TEXT,
  SLIDER_PASSED_TEXT,
  type SliderPhase,
  useSliderCheckController,
} from './use-slider-check';
