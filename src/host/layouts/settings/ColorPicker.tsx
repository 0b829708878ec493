import { Tooltip } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import styles from './settings.module.css';
import { PRIMARY_COLOR_PRESETS } from './settings-rules';

/** The eight primary colour presets as swatches; the chosen one is ticked. */
export function ColorPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <div className={styles.colors}>
      {PRIMARY_COLOR_PRESETS.map((preset) => {
        const checked = preset.color.toUpperCase() === value.toUpperCase();
        return (
          <Tooltip key={preset.color} content={preset.name} mini>
            <button
              type="button"
              aria-pressed={checked}
              aria-label={preset.name}
              className={styles.color}
              style={{ background: preset.color }}
              onClick={() => onChange(preset.color)}
            >
              {checked && <IconCheck />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
