import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppIcon } from '../../../components/app-icon';
import { SelfServiceLinks } from '../../../components/self-service-links';
import { type AvailableModule, permittedEntries } from '../../../lib/access';
import { setCurrentModule, useCurrentModule } from '../../../lib/current-module';
import { useNavCatalogue } from '../../../lib/nav-catalogue';
import { useSession } from '../../../lib/use-session';

/** /home (zerg-menu): one card per module the user holds that has screens in this app. */
export const HomePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userData, sections } = useSession();
  const { modules } = useCurrentModule();
  const catalogue = useNavCatalogue();

  const open = (module: AvailableModule) => {
    setCurrentModule(module.id);
    void navigate(module.firstPath);
  };

  const onKey = (event: KeyboardEvent, module: AvailableModule) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(module);
    }
  };

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="page-title">
          {t('home:welcome', { name: userData?.extras.fullName ?? '' })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('home:subtitle')}</Typography.Text>
      </div>
      <SelfServiceLinks />
      {modules.length === 0 ? (
        <Card>
          <Empty description={t('home:empty')} data-testid="home-empty" />
        </Card>
      ) : (
        <Row gutter={[20, 20]}>
          {modules.map((module) => {
            const screens = permittedEntries(module.id, sections ?? [], catalogue).length;
            return (
              <Col key={module.id} xs={24} sm={12} lg={8} xl={6}>
                <Card
                  className="module-card"
                  hoverable
                  role="link"
                  tabIndex={0}
                  onClick={() => open(module)}
                  onKeyDown={(event) => onKey(event, module)}
                  data-testid={`module-card-${module.key}`}
                >
                  <Flex vertical gap={16}>
                    <span className="module-card-icon">
                      <AppIcon name={module.icon} />
                    </span>
                    <div>
                      <Typography.Title level={5} style={{ margin: 0 }}>
                        {t(`common:modules.${module.key}`, { defaultValue: module.serverName })}
                      </Typography.Title>
                      <Typography.Text type="secondary">
                        {t(`home:descriptions.${module.key}`, { defaultValue: '' })}
                      </Typography.Text>
                    </div>
                    <Flex justify="space-between" align="center">
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('home:screens', { count: screens })}
                      </Typography.Text>
                      <Typography.Link>
                        {t('home:open')} <RightOutlined />
                      </Typography.Link>
                    </Flex>
                  </Flex>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Flex>
  );
};
