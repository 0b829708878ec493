/**
 * Typing helpers of the number and tags cells (docs/widgets-spec.md §5), from `src/core/validation`:
 * `sanitizeNumberInput` keeps an optional minus, digits and one point; `parseNumberOnBlur` gives a
 * number or ''; `formatTagsInput` strips the user's semicolons and separates every 2 characters.
 */
export {
  formatTagsInput,
  parseNumberOnBlur,
  sanitizeNumberInput,
  splitTags,
  TAG_LENGTH,
  TAG_SEPARATOR,
} from '../../../core/validation';
