import { Button, Modal, Radio } from '@arco-design/web-react';
import { IconCheckCircleFill, IconHome } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import type { TenantId } from '../../../core/session';
import { failureText } from '../../app/failure-text';
import type { TenantChoice } from './use-login-flow';
import styles from './user.module.css';

export interface SelectTenantProps {
  choice: TenantChoice | null;
  /** Resolves when the session works in the chosen tenant; rejects with the server's refusal. */
  onChoose: (tenantId: TenantId) => Promise<void>;
}

/**
 * 选择租户: after a login of a user who belongs to several tenants, the tenant to work in. The one
 * the server started the session in is preselected; the dialog cannot be dismissed without a choice.
 *
 * @example <SelectTenant choice={flow.tenantChoice} onChoose={flow.chooseTenant} />
 */
export function SelectTenant({ choice, onChoose }: SelectTenantProps) {
  const [selected, setSelected] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!choice) return;
    const current = choice.tenants.find((tenant) => String(tenant.id) === String(choice.current));
    setSelected(String((current ?? choice.tenants[0])?.id ?? ''));
    setError('');
  }, [choice]);

  const confirm = async () => {
    const tenant = choice?.tenants.find((item) => String(item.id) === selected);
    if (!tenant) {
      setError('请选择租户');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onChoose(tenant.id);
    } catch (failure) {
      setError(failureText(failure, '切换租户失败') ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="选择租户"
      visible={!!choice}
      closable={false}
      maskClosable={false}
      escToExit={false}
      style={{ width: 440, maxWidth: 'calc(100vw - 32px)' }}
      footer={
        <Button type="primary" long loading={busy} onClick={() => void confirm()}>
          进入系统
        </Button>
      }
    >
      <p className={styles.modalHint}>你的账号属于多个租户，请选择本次登录要进入的租户。</p>
      <Radio.Group
        className={styles.tenantList}
        value={selected}
        onChange={(value: string) => setSelected(value)}
        direction="vertical"
        aria-label="租户"
      >
        {choice?.tenants.map((tenant) => {
          const checked = String(tenant.id) === selected;
          return (
            <Radio key={String(tenant.id)} value={String(tenant.id)}>
              {() => (
                <div className={`${styles.tenantCard} ${checked ? styles.tenantCardChecked : ''}`}>
                  <IconHome className={styles.tenantIcon} />
                  <span className={styles.tenantName}>{tenant.name}</span>
                  {String(tenant.id) === String(choice.current) && <span className={styles.tenantTag}>默认</span>}
                  {checked && <IconCheckCircleFill className={styles.tenantCheck} />}
                </div>
              )}
            </Radio>
          );
        })}
      </Radio.Group>
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </Modal>
  );
}
