import type { RulesProps } from '@arco-design/web-react';
import { type FieldRule, validateValue } from '../../core/validation';

/**
 * Shared core rules as one Arco Form rule: they run in order and the first failing message shows,
 * exactly as `validateValue` decides (the same messages the server and the other forms use).
 *
 * @example <Form.Item field="mobile" rules={toArcoRules(mobileRules)} />
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

/** A required field with its message. */
export const requiredRule = (message: string): RulesProps[] => [{ required: true, message }];
