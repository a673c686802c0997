import { ApartmentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreasTab } from '../components/areas-tab';
import { RolesTab } from '../components/roles-tab';

/** /settings/roles-areas/list: tabs Roles and Areas (`?tab=areas` opens the second). */
export const RolesAreasPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'areas' ? 'areas' : 'roles';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'roles' ? {} : { tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'roles',
          label: (
            <span data-testid="tab-roles">
              <SafetyCertificateOutlined /> {t('organisation:rolesAreas.roles')}
            </span>
          ),
          children: <RolesTab />,
        },
        {
          key: 'areas',
          label: (
            <span data-testid="tab-areas">
              <ApartmentOutlined /> {t('organisation:rolesAreas.areas')}
            </span>
          ),
          children: <AreasTab />,
        },
      ]}
    />
  );
};
