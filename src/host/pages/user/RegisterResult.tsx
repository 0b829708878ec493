import { Button, Result } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './user.module.css';

/** /user/register-result: the account just created, and the way to log in with it. */
export default function RegisterResult() {
  const navigate = useNavigate();
  const username = (useLocation().state as { username?: string } | null)?.username;

  return (
    <div className={styles.page}>
      <Result
        status="success"
        title="注册成功"
        subTitle={
          <span className={styles.resultText}>
            {username ? (
              <>
                你的账户 <strong>{username}</strong> 已注册成功。
              </>
            ) : (
              '你的账户已注册成功。'
            )}
            <br />
            管理员为账户分配权限后，即可使用系统功能。
          </span>
        }
        extra={
          <Button
            type="primary"
            size="large"
            onClick={() => navigate('/user/login', { replace: true, state: username ? { username } : undefined })}
          >
            立即登录
          </Button>
        }
      />
    </div>
  );
}
