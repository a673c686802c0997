import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppIcon } from '../../components/app-icon';
import { setCurrentModule, useCurrentModule } from '../../lib/current-module';

/** Changes the current module: the side menu switches to it and its first screen opens. */
export const ModuleSwitch = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { modules, current } = useCurrentModule();

  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      disabled={modules.length === 0}
      menu={{
        selectable: true,
        selectedKeys: current ? [String(current.id)] : [],
        items: modules.map((module) => ({
          key: String(module.id),
          icon: <AppIcon name={module.icon} />,
          label: (
            <span data-testid={`module-option-${module.key}`}>
              {t(`common:modules.${module.key}`, { defaultValue: module.serverName })}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          const module = modules.find((m) => String(m.id) === key);
          if (!module) return;
          setCurrentModule(module.id);
          void navigate(module.firstPath);
        },
      }}
    >
      <Button
        data-testid="module-switch"
        data-module={current?.key ?? ''}
        aria-label={t('common:navbar.switchModule')}
      >
        {current ? <AppIcon name={current.icon} /> : <AppstoreOutlined />}
        {screens.sm &&
          (current
            ? t(`common:modules.${current.key}`, { defaultValue: current.serverName })
            : t('common:navbar.noModule'))}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
};
