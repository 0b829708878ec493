import { Tooltip } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import styles from './settings.module.css';

export interface StyleOption<T extends string> {
  value: T;
  label: string;
  /** The miniature's look: dark or light side bar, or a top bar. */
  look: 'dark' | 'light' | 'top';
}

const LOOK = { dark: styles.blockDark, light: styles.blockLight, top: styles.blockTop } as const;

/**
 * Pick one of a few layout styles by its miniature (Ant Design Pro's setting blocks).
 *
 * @example <StylePicker value="dark" options={[...]} onChange={setTheme} />
 */
export function StylePicker<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly StyleOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.blocks}>
      {options.map((option) => (
        <Tooltip key={option.value} content={option.label} mini>
          <button
            type="button"
            aria-pressed={option.value === value}
            aria-label={option.label}
            className={`${styles.block} ${LOOK[option.look]}`}
            onClick={() => onChange(option.value)}
          >
            {option.value === value && <IconCheck className={styles.blockCheck} />}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
