import type { FormInstance } from '@arco-design/web-react';
import { useState } from 'react';

/**
 * The values of a dialog's form once its rules pass; null when one failed (the form shows why).
 *
 * @example const values = await validatedValues<PasswordForm>(form); if (!values) return;
 */
export async function validatedValues<T>(form: Pick<FormInstance<T>, 'validate'>): Promise<T | null> {
  try {
    return await form.validate();
  } catch {
    return null;
  }
}

/**
 * The busy flag of a dialog's 确定: `whileSaving(work)` holds it while `work` runs. A failure goes to `onError`,
 * else nowhere: `submit` or the request layer has shown it already.
 *
 * @example const { saving, whileSaving } = useSaving(); const ok = () => whileSaving(async () => { await submit(request); onClose(); });
 */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  const whileSaving = async (work: () => Promise<void>, onError?: (error: unknown) => void) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      onError?.(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, whileSaving };
}
