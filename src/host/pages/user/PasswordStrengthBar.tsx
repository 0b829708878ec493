import { passwordStrength, STRENGTH_TEXT } from './password-strength';
import styles from './user.module.css';

/**
 * Three segments under a new-password field: 弱 / 中 / 强.
 *
 * @example <PasswordStrengthBar value={password} />
 */
export function PasswordStrengthBar({ value }: { value: string | undefined }) {
  const level = passwordStrength(value);
  if (!level) return null;
  return (
    <div className={styles.strength} data-level={level}>
      {[1, 2, 3].map((segment) => (
        <span key={segment} className={segment <= level ? styles.strengthOn : undefined} />
      ))}
      <em>密码强度：{STRENGTH_TEXT[level]}</em>
    </div>
  );
}
