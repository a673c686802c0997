import { Flex, Grid } from 'antd';
import { MyDocuments } from '../../components/document-batch/my-documents';
import { LanguageSwitch } from '../../components/language-switch';
import { SkinToggle } from '../../components/skin-toggle';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { UserMenu } from './user-menu';

/** The right side of every navbar: language, skin, the user's documents, notifications, user. */
export const NavbarActions = () => {
  const screens = Grid.useBreakpoint();
  return (
    <Flex align="center" gap={4}>
      <LanguageSwitch showLabel={Boolean(screens.sm)} />
      <SkinToggle />
      <MyDocuments />
      <NotificationsBell />
      <UserMenu />
    </Flex>
  );
};
