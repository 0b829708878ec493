export type PasswordStrength = 0 | 1 | 2 | 3;

/** Texts of the strength levels 1-3 (0 means nothing typed yet). */
export const STRENGTH_TEXT = ['', '弱', '中', '强'] as const;

/**
 * A rough strength of a new password, to nudge people past the minimum (the rule itself is the
 * shared password rule): 1 weak, 2 medium, 3 strong; 0 for an empty value.
 *
 * @example passwordStrength('abc12345') // 1 (the bare minimum)
 * @example passwordStrength('Abc12345!') // 3
 */
export function passwordStrength(value: string | undefined): PasswordStrength {
  if (!value) return 0;
  let score = 0;
  if (value.length >= 8) score += 1;
  if (value.length >= 12) score += 1;
  if (/[a-z]/.test(value) && /[A-Z]/.test(value)) score += 1;
  if (/\d/.test(value) && /[A-Za-z]/.test(value)) score += 1;
  if (/[^A-Za-z0-9]/.test(value)) score += 1;
  if (score >= 4) return 3;
  return score >= 3 ? 2 : 1;
}
