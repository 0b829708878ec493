import { Result, type ResultProps } from '@arco-design/web-react';

/** Arco's Result, the module `LazyResult` fetches (its 403/404/500 illustrations weigh about 25 KB gzip). */
export function ArcoResult(props: ResultProps) {
  return <Result {...props} />;
}
