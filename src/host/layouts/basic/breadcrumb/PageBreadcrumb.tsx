import { Breadcrumb } from '@arco-design/web-react';
import { IconHome } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styles from '../layout.module.css';
import { useCurrentPage } from '../route-info';
import { breadcrumbItems } from './breadcrumb-items';

/**
 * The page header: the breadcrumb of the matched routes (from 首页; the last entry is not a link).
 * Hidden when the route meta sets hiddenHeaderContent.
 */
export function PageBreadcrumb() {
  const page = useCurrentPage();
  const items = useMemo(() => (page ? breadcrumbItems(page.chain, page.staticTitle) : []), [page]);
  if (!page || page.isGroup || page.hiddenHeaderContent || items.length === 0) return null;
  return (
    <Breadcrumb className={styles.breadcrumb}>
      {items.map((item, index) => (
        <Breadcrumb.Item key={`${item.path ?? 'current'}|${item.title}`}>
          {index === 0 && <IconHome className={styles.breadcrumbHome} />}
          {item.path ? <Link to={item.path}>{item.title}</Link> : item.title}
        </Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
