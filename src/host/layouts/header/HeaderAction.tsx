import { type ButtonHTMLAttributes, forwardRef } from 'react';
import styles from './header.module.css';

type HeaderActionProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string };

/**
 * A round icon button of the header's right area. It forwards its ref: Arco's Tooltip and Dropdown
 * position their popup from the DOM node of their child.
 *
 * @example <Tooltip content="系统设置"><HeaderAction label="系统设置" onClick={open}><IconSettings /></HeaderAction></Tooltip>
 */
export const HeaderAction = forwardRef<HTMLButtonElement, HeaderActionProps>(function HeaderAction(
  { label, className, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type="button" {...rest} className={`${styles.action} ${className ?? ''}`} aria-label={label}>
      {children}
    </button>
  );
});
