import { Button, Checkbox, Form, Input, Link } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { ApiError } from '../../../core/http';
import { type LoginParams, login } from '../../../core/session';
import { StorageTtl } from '../../../core/storage';
import { SliderCheck } from '../../../widgets/slider-check';
import { failureText } from '../../app/failure-text';
import { requiredRule } from './arco-rules';
import { CaptchaInput } from './CaptchaInput';
import { rememberedUsername, rememberUsername } from './remembered-username';
import type { LoginFlow } from './use-login-flow';
import styles from './user.module.css';

/** Failed attempts on one account after which the server demands the human check (it says so with 412). */
const FAILURES_BEFORE_CHECK = 3;
/** The server's code for "human check missing or wrong". */
const HUMAN_CHECK_CODE = 412;
const HUMAN_CHECK_MISSING = '请完成人机校验';
/**
 * A JeecgBoot back end's answer to a login without `captcha` (its login captcha is on unless
 * `jeecg.firewall.enableLoginCaptcha` is false): only the image captcha satisfies it, never the slider.
 */
const JEECG_CAPTCHA_MISSING = '验证码无效';

type HumanCheck = 'slider' | 'captcha';

interface AccountForm {
  username: string;
  password: string;
  captcha?: string;
}

export interface AccountLoginProps {
  flow: LoginFlow;
  /** A user name to fill in (just registered), else the remembered one. */
  initialUsername?: string;
}

/**
 * 账号密码登录: user name, password, 记住账号, and, once the server asks for it (or after 3 failures
 * on the account), the slider check with the captcha image as its fallback. Each check is single
 * use: any failed attempt starts a fresh one.
 *
 * @example <AccountLogin flow={flow} />
 */
export function AccountLogin({ flow, initialUsername }: AccountLoginProps) {
  const [form] = Form.useForm<AccountForm>();
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [check, setCheck] = useState<HumanCheck | null>(null);
  const [sliderMissing, setSliderMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [proof, setProof] = useState<string | null>(null);
  const checkKey = useRef('');
  const failures = useRef(new Map<string, number>());

  const showCheck = () => setCheck((current) => current ?? (sliderMissing ? 'captcha' : 'slider'));

  const submit = async (sliderProof = proof) => {
    const values = await form.validate().catch(() => null);
    if (!values || busy) return;
    if (check === 'slider' && !sliderProof) {
      setError(HUMAN_CHECK_MISSING);
      return;
    }
    const username = values.username.trim();
    const params: LoginParams = { username, password: values.password };
    if (check === 'slider' && sliderProof) params.sliderProof = sliderProof;
    if (check === 'captcha') Object.assign(params, { captcha: values.captcha?.trim(), checkKey: checkKey.current });

    setBusy(true);
    setError('');
    flow.begin();
    try {
      const result = await login(params);
      rememberUsername(username, remember);
      await flow.finish(result, StorageTtl.week);
    } catch (failure) {
      flow.abort();
      const captchaRequired = failure instanceof ApiError && failure.message === JEECG_CAPTCHA_MISSING;
      const humanCheck = captchaRequired || (failure instanceof ApiError && Number(failure.code) === HUMAN_CHECK_CODE);
      const count = humanCheck ? 0 : (failures.current.get(username) ?? 0) + 1;
      if (!humanCheck) failures.current.set(username, count);
      // A failure the request layer already showed (no network, HTTP 5xx) is not said twice.
      setError(failureText(failure, '登录失败') ?? '');
      if (captchaRequired) fallBackToCaptcha();
      else if (humanCheck || count >= FAILURES_BEFORE_CHECK) showCheck();
      // Whatever check was presented is spent now.
      if (check) {
        setAttempt((n) => n + 1);
        setProof(null);
        form.setFieldValue('captcha', '');
      }
    } finally {
      setBusy(false);
    }
  };

  const onSliderPass = (value: string) => {
    setProof(value);
    setError('');
    const { username, password } = form.getFieldsValue(['username', 'password']);
    if (username && password) void submit(value);
  };

  const fallBackToCaptcha = () => {
    setSliderMissing(true);
    setCheck('captcha');
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ username: initialUsername || rememberedUsername(), password: '' }}
      onSubmit={() => void submit()}
      onChange={() => setError('')}
      autoComplete="on"
    >
      {error && (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      )}
      <Form.Item field="username" rules={requiredRule('请输入帐户名')}>
        <Input prefix={<IconUser />} placeholder="账户" size="large" autoComplete="username" maxLength={100} />
      </Form.Item>
      <Form.Item field="password" rules={requiredRule('请输入密码')}>
        <Input.Password prefix={<IconLock />} placeholder="密码" size="large" autoComplete="current-password" />
      </Form.Item>
      {check === 'slider' && (
        <div className={styles.check}>
          <SliderCheck
            resetKey={attempt}
            onSuccess={onSliderPass}
            onReset={() => setProof(null)}
            onUnavailable={fallBackToCaptcha}
          />
          <Link className={styles.checkSwitch} onClick={() => setCheck('captcha')}>
            改用图片验证码
          </Link>
        </div>
      )}
      {check === 'captcha' && (
        <div className={styles.check}>
          <Form.Item field="captcha" rules={requiredRule('请输入验证码')}>
            <CaptchaInput
              resetKey={attempt}
              onKeyChange={(key) => {
                checkKey.current = key;
              }}
            />
          </Form.Item>
          {!sliderMissing && (
            <Link
              className={styles.checkSwitch}
              onClick={() => {
                setProof(null);
                setCheck('slider');
              }}
            >
              改用滑块验证
            </Link>
          )}
        </div>
      )}
      <div className={styles.formActions}>
        <Checkbox checked={remember} onChange={setRemember}>
          记住账号
        </Checkbox>
        <Link href="#/user/alteration">忘记密码</Link>
      </div>
      <Button type="primary" htmlType="submit" long size="large" loading={busy}>
        登录
      </Button>
    </Form>
  );
}
