import { Button, Result } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { LayoutWatermark } from '../../layouts/basic/LayoutWatermark';

const TEXTS = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在或仍在开发中',
  '500': '抱歉，服务器出错了',
} as const;

export type ExceptionType = keyof typeof TEXTS;

/** 403 / 404 / 500 with a way home, under the signed-in user's watermark (docs/business-spec.md §2: every page but login). */
export function ExceptionPage({ type }: { type: ExceptionType }) {
  const navigate = useNavigate();
  return (
    <LayoutWatermark style={{ minHeight: '100vh' }}>
      <Result
        status={type}
        title={type}
        subTitle={TEXTS[type]}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard/analysis')}>
            返回首页
          </Button>
        }
      />
    </LayoutWatermark>
  );
}
