import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../chunk-load';

const reload = () => window.location.reload();

/** What a route shows when it throws: a lost download (new deploy, offline) or an unexpected error. */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
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
      <Result
        status={notFound ? '404' : chunk ? 'warning' : '500'}
        title={
          chunk
            ? t('common:errorPages.chunkTitle')
            : notFound
              ? t('common:errorPages.notFoundTitle')
              : t('common:errorPages.crashTitle')
        }
        subTitle={chunk ? t('common:errorPages.chunkText') : t('common:errorPages.crashText')}
        extra={
          <Space>
            <Button type="primary" icon={<ReloadOutlined />} onClick={reload} data-testid="reload-button">
              {t('common:actions.reload')}
            </Button>
            <Button href="/home">{t('common:errorPages.backHome')}</Button>
          </Space>
        }
      />
    </Flex>
  );
};
