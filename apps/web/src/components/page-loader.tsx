import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = {
  /** Cover the whole viewport instead of the content area. */
  fullscreen?: boolean;
};

/** The spinner a screen shows while its first data arrives. */
export const PageLoader = ({ fullscreen = false }: PageLoaderProps) => {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullscreen ? '100vh' : 240, width: '100%' }}
      data-testid="page-loader"
    >
      <Spin size="large" description={t('common:states.loading')} />
    </Flex>
  );
};
