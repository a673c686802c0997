import { Flex, Layout } from 'antd';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { SkinToggle } from '../../components/skin-toggle';

/** No menu: sign-in screens and error pages, with language and skin available before sign-in. */
export const FullShell = () => (
  <Layout className="full-layout">
    <Flex className="full-layout-toolbar" gap={4}>
      <LanguageSwitch />
      <SkinToggle />
    </Flex>
    <Layout.Content className="full-layout-content">
      <Outlet />
    </Layout.Content>
  </Layout>
);
