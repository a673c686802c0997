import { ZUserRegisterBody } from '@zerg/shared';
import { Alert, Card, Checkbox, Col, Flex, Form, type FormInstance, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../../components/app-icon';
import { ErrorState } from '../../../components/error-state';
import { SectionPicker } from '../../../components/section-picker';
import { zodRule } from '../../../lib/zod-rule';
import { useModules } from '../../../reference-data/get-modules';
import type { UserFormValues } from './user-form-values';

const fields = ZUserRegisterBody.shape;

type Props = {
  form: FormInstance<UserFormValues>;
  /** What the employee's area allows, or null when it does not limit the user. */
  allowedModules: number[] | null;
  allowedSections: number[] | null;
};

/** The modules and sections the user may open, within what the employee's area allows. */
export const UserAccessCard = ({ form, allowedModules, allowedSections }: Props) => {
  const { t } = useTranslation();
  const modules = useModules();
  const selectedModules = Form.useWatch('modules', form) ?? [];
  return (
    <Card title={t('users:form.access')}>
      {modules.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : modules.isError ? (
        <ErrorState error={modules.error} onRetry={() => void modules.refetch()} />
      ) : (
        <>
          {allowedModules && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('users:form.areaLimited')}
              data-testid="user-area-limited"
            />
          )}
          <Form.Item
            name="modules"
            label={t('users:fields.modules')}
            required
            rules={[zodRule(fields.modules)]}
          >
            <Checkbox.Group style={{ width: '100%' }} data-testid="user-modules">
              <Row gutter={[16, 8]} style={{ width: '100%' }}>
                {modules.data.map((module) => (
                  <Col key={module.id} xs={24} sm={12} lg={8} xl={6}>
                    <Checkbox
                      value={module.id}
                      disabled={Boolean(allowedModules) && !allowedModules?.includes(module.id)}
                      data-testid={`module-checkbox-${module.key}`}
                    >
                      <AppIcon name={module.icon} />{' '}
                      {t(`common:modules.${module.key}`, { defaultValue: module.key })}
                    </Checkbox>
                  </Col>
                ))}
              </Row>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="sections" label={t('users:fields.sections')} rules={[zodRule(fields.sections)]}>
            <SectionPicker
              modules={modules.data}
              selectedModules={selectedModules}
              allowedSections={allowedSections}
            />
          </Form.Item>
        </>
      )}
    </Card>
  );
};
