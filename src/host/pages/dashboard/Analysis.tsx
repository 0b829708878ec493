import { Typography } from '@arco-design/web-react';
import { useSession } from '../../app/use-stores';

/** Dashboard analysis (the home statistics arrive with the dashboard work). */
export default function Analysis() {
  const welcome = useSession((state) => state.welcome);
  return <Typography.Title heading={5}>{welcome || '首页'}</Typography.Title>;
}
