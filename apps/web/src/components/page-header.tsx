import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PageHeaderCrumb = { title: ReactNode; path?: string };

export type PageHeaderProps = {
  title: ReactNode;
  /** Trail shown under the title; the last crumb is the current page. */
  breadcrumb?: readonly PageHeaderCrumb[];
  /** Page-level actions, right-aligned. */
  extra?: ReactNode;
};

/** The title, breadcrumbs and actions at the top of a page. */
export const PageHeader = ({ title, breadcrumb = [], extra }: PageHeaderProps) => (
  <Flex className="page-header" justify="space-between" align="center" gap={16} wrap>
    <div>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="page-title">
        {title}
      </Typography.Title>
      {breadcrumb.length > 0 && (
        <Breadcrumb
          style={{ marginTop: 4 }}
          items={breadcrumb.map((crumb, index) => ({
            key: `${index}-${crumb.path ?? ''}`,
            title:
              crumb.path && index < breadcrumb.length - 1 ? (
                <Link to={crumb.path}>{crumb.title}</Link>
              ) : (
                crumb.title
              ),
          }))}
        />
      )}
    </div>
    {extra && <div>{extra}</div>}
  </Flex>
);
