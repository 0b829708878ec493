import type { RulesProps } from '@arco-design/web-react';
import { type FieldRule, validateValue } from '../../../core/validation';

/**
 * Core field rules as one Arco Form rule: the rules run in order and the first failing message
 * shows, exactly as `validateValue` decides.
 *
 * @example <Form.Item field="password" rules={toArcoRules(passwordRules)} required>
 */
export function toArcoRules(rules: readonly FieldRule[]): RulesProps[] {
  return [
    {
      validator: async (value: unknown, callback: (message?: string) => void) => {
        callback(await validateValue(value, rules));
      },
    },
  ];
}
