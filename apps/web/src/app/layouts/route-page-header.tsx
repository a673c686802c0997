import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useRouteHandle } from '../use-route-handle';

/** Title and breadcrumbs of the current route, read from its `handle`. */
export const RoutePageHeader = () => {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  if (!handle) return null;
  return (
    <PageHeader
      title={t(handle.title)}
      breadcrumb={handle.breadcrumb.map((crumb) => ({ title: t(crumb.titleKey), path: crumb.path }))}
    />
  );
};
