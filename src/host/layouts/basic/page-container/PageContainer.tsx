import { Input, Link, Tabs } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useCurrentPage } from '../route-info';
import styles from './page-container.module.css';

export interface PageContainerProps {
  /** Defaults to the route meta title; `false` hides the header band. */
  title?: ReactNode | false;
  description?: ReactNode;
  /** Links under the description (JeecgBoot's linkList). */
  links?: readonly { title: string; href: string }[];
  /** An image on the right of the header band. */
  extraImage?: string;
  /** A search box in the header band; `onSearch` receives its text. */
  search?: boolean;
  onSearch?: (keyword: string) => void;
  tabs?: readonly { key: string; title: string }[];
  activeTab?: string;
  onTabChange?: (key: string) => void;
  children?: ReactNode;
}

/**
 * The page-content wrapper of docs/business-spec.md §2: a white header band with the route meta title, description,
 * link list, extra image, optional search and tabs, then the page body.
 *
 * @example <PageContainer description="租户下全部订单" search onSearch={setKeyword}><OrderTable /></PageContainer>
 */
export function PageContainer(props: PageContainerProps) {
  const page = useCurrentPage();
  const title = props.title === undefined ? page?.title : props.title;
  const hasBand = title !== false && Boolean(title || props.description || props.search || props.tabs?.length);
  return (
    <div className={styles.container}>
      {hasBand && (
        <div className={styles.band}>
          <div className={styles.main}>
            {title && <h2 className={styles.title}>{title}</h2>}
            {props.description && <div className={styles.description}>{props.description}</div>}
            {props.links && props.links.length > 0 && (
              <div className={styles.links}>
                {props.links.map((link) => (
                  <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </Link>
                ))}
              </div>
            )}
            {props.search && (
              <Input.Search className={styles.search} allowClear placeholder="请输入" onSearch={props.onSearch} />
            )}
          </div>
          {props.extraImage && <img className={styles.image} src={props.extraImage} alt="" />}
          {props.tabs && props.tabs.length > 0 && (
            <Tabs className={styles.tabs} activeTab={props.activeTab} onChange={props.onTabChange}>
              {props.tabs.map((tab) => (
                <Tabs.TabPane key={tab.key} title={tab.title} />
              ))}
            </Tabs>
          )}
        </div>
      )}
      {props.children}
    </div>
  );
}
