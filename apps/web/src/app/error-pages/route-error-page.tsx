import { CloseCircleFilled, ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk-load';

const reload = () => window.location.reload();

/** What a route shows when it throws: a lost download (new deploy, offline) or an unexpected error. */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!chunk && !notFound) console.error(error);

  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '60vh', padding: 24 }}
      data-testid="route-error"
    >
      {/* Not antd's Result nor Typography: their illustrations and features would weigh on every first load. */}
      <Flex vertical align="center" gap={12} style={{ maxWidth: 520, textAlign: 'center' }}>
        {chunk ? (
          <WarningFilled style={{ fontSize: 56, color: token.colorWarning }} />
        ) : (
          <CloseCircleFilled style={{ fontSize: 56, color: token.colorError }} />
        )}
        <h3 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
          {chunk
            ? t('common:errorPages.chunkTitle')
            : notFound
              ? t('common:errorPages.notFoundTitle')
              : t('common:errorPages.crashTitle')}
        </h3>
        <span style={{ color: token.colorTextSecondary }}>
          {chunk ? t('common:errorPages.chunkText') : t('common:errorPages.crashText')}
        </span>
        <Flex gap={8} style={{ marginTop: 12 }}>
          <Button type="primary" icon={<ReloadOutlined />} onClick={reload} data-testid="reload-button">
            {t('common:actions.reload')}
          </Button>
          <Button href="/home">{t('common:errorPages.backHome')}</Button>
        </Flex>
      </Flex>
    </Flex>
  );
};
