import { Message, Spin } from '@arco-design/web-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { thirdLogin, validateCasLogin } from '../../../core/session';
import { StorageTtl, session } from '../../../core/storage';
import { lazyPart, useOpenedOnce } from '../../../widgets/lazy-part';
import { failureText } from '../../app/failure-text';
import { useSession } from '../../app/use-stores';
import { AccountLogin } from './AccountLogin';
import { LoginTabs } from './LoginTabs';
import { casService, dropSearchParams, HOME_PATH, urlParams } from './login-url';
import { PhoneLogin } from './PhoneLogin';
import { CAS_REDIRECT_KEY, ThirdPartyButtons, useThirdPartyConfig } from './ThirdPartyButtons';
import { handOverServiceProvider, useLoginFlow } from './use-login-flow';
import styles from './user.module.css';

type LoginTab = 'account' | 'phone';

// Only users of several tenants see the choice: its dialog (Modal, Radio) is fetched when first needed.
const SelectTenant = lazyPart(() => import('./SelectTenant'), 'SelectTenant');

const TABS = [
  { key: 'account', title: '账号密码登录' },
  { key: 'phone', title: '手机号登录' },
] as const;

/**
 * /user/login: account or phone login, third-party and CAS sign-in, then the tenant choice when
 * the user has several, and the way to the `redirect` target. A user already signed in (here or
 * in another tab) is handed over to the dashboard, after the service-provider call when the URL
 * carries one.
 */
export default function Login() {
  const flow = useLoginFlow();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((state) => state.token);
  const [tab, setTab] = useState<LoginTab>('account');
  const [phoneOpened, setPhoneOpened] = useState(false);
  const tenantChoiceOpened = useOpenedOnce(flow.tenantChoice !== null);
  const thirdParty = useThirdPartyConfig();
  // A `ticket` is CAS's only when CAS is on: until the server has said, the page waits.
  const [urlTicket] = useState(() => urlParams(window.location).get('ticket'));
  const [casDone, setCasDone] = useState(false);
  const casBusy = !!urlTicket && !token && !casDone && (thirdParty === null || !!thirdParty.casUrl);
  const handedOver = useRef(false);
  const casStarted = useRef(false);
  const initialUsername = (location.state as { username?: string } | null)?.username;

  // Also on each visit (`location.key`): a page kept mounted by a pending route transition sees the
  // user come back signed in without its token changing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the visit, read on purpose.
  useEffect(() => {
    if (!token || flow.signingIn.current || handedOver.current) return;
    handedOver.current = true;
    void handOverServiceProvider().then(() => navigate(HOME_PATH, { replace: true }));
  }, [token, flow.signingIn, navigate, location.key]);

  // CAS sent the browser back with a ticket: validate it once, whatever happens next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per ticket.
  useEffect(() => {
    if (!urlTicket || !thirdParty?.casUrl || casStarted.current || handedOver.current) return;
    casStarted.current = true;
    const target = session.get<string>(CAS_REDIRECT_KEY) ?? '';
    session.remove(CAS_REDIRECT_KEY);
    dropSearchParams(['ticket']);
    if (token) return;
    flow.begin();
    validateCasLogin(urlTicket, casService())
      .then((result) => flow.finish(result, StorageTtl.casLogin, target))
      .catch((error: unknown) => {
        flow.abort();
        const text = failureText(error, '统一身份认证失败');
        if (text) Message.error(text);
      })
      .finally(() => setCasDone(true));
  }, [urlTicket, thirdParty]);

  const openTab = (key: LoginTab) => {
    setTab(key);
    if (key === 'phone') setPhoneOpened(true);
  };

  const loginWithTicket = async (ticket: string, thirdType: string) => {
    flow.begin();
    try {
      await flow.finish(await thirdLogin(ticket, thirdType), StorageTtl.week);
    } catch (error) {
      flow.abort();
      const text = failureText(error, '第三方登录失败');
      if (text) Message.error(text);
    }
  };

  if (casBusy || (token && !flow.signingIn.current)) {
    return (
      <div className={styles.pending}>
        <Spin size={28} tip={casBusy ? '正在验证统一身份认证…' : '正在进入系统…'} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h2 className={styles.title}>欢迎登录</h2>
        <p className={styles.subtitle}>使用账号密码或手机验证码登录管理后台</p>
      </header>
      <LoginTabs tabs={TABS} active={tab} onChange={openTab} idPrefix="login" />
      {/* Both forms stay mounted once shown (the SMS countdown must survive a tab switch); the hidden one is out of the page. */}
      <div role="tabpanel" id="login-account" aria-labelledby="login-tab-account" hidden={tab !== 'account'}>
        <AccountLogin flow={flow} initialUsername={initialUsername} />
      </div>
      {phoneOpened && (
        <div role="tabpanel" id="login-phone" aria-labelledby="login-tab-phone" hidden={tab !== 'phone'}>
          <PhoneLogin flow={flow} />
        </div>
      )}
      <p className={styles.switchLine}>
        还没有账号？<Link to="/user/register">注册账户</Link>
      </p>
      <ThirdPartyButtons
        config={thirdParty}
        onTicket={loginWithTicket}
        redirect={new URLSearchParams(location.search).get('redirect')}
      />
      {tenantChoiceOpened && (
        <Suspense fallback={null}>
          <SelectTenant choice={flow.tenantChoice} onChoose={flow.chooseTenant} />
        </Suspense>
      )}
    </div>
  );
}
