import { LANGUAGES, type Language, ZUserRegisterBody } from '@zerg/shared';
import { Card, Col, Form, type FormInstance, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCampuses } from '../../../reference-data/get-campuses';
import { useRoles } from '../../../reference-data/get-roles';
import { identityOf, type UserFormValues } from './user-form-values';

const fields = ZUserRegisterBody.shape;

type Props = {
  form: FormInstance<UserFormValues>;
  initialValues: UserFormValues;
  registering: boolean;
};

/** Where the user stands: role, campus, the worker behind the account, language and flags. */
export const UserAssignmentCard = ({ form, initialValues, registering }: Props) => {
  const { t } = useTranslation();
  const roles = useRoles();
  const campuses = useCampuses();
  return (
    <Card title={t('users:form.assignment')}>
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="roleId" label={t('users:fields.role')} required rules={[zodRule(fields.roleId)]}>
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isPending}
              placeholder={t('users:form.choose')}
              options={(roles.data ?? [])
                .filter((role) => role.isActive || role.id === initialValues.roleId)
                .map((role) => ({ value: role.id, label: role.name }))}
              data-testid="user-role"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="campusId"
            label={t('users:fields.campus')}
            required
            rules={[zodRule(fields.campusId)]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              loading={campuses.isPending}
              placeholder={t('users:form.choose')}
              options={(campuses.data ?? []).map((campus) => ({
                value: campus.id,
                label: campus.city ? `${campus.name} (${campus.city})` : campus.name,
              }))}
              data-testid="user-campus"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="employeeId"
            label={t('users:fields.employee')}
            rules={[zodRule(fields.employeeId)]}
          >
            <EmployeePicker
              allowClear
              placeholder={t('users:form.noEmployee')}
              // The account of a worker takes his name and e-mail.
              onPick={(employee) =>
                form.setFieldsValue(identityOf(employee, form.getFieldsValue(true), registering))
              }
              data-testid="user-employee"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="language"
            label={t('users:fields.language')}
            required
            rules={[zodRule(fields.language)]}
          >
            <Select<Language>
              options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:languages.${lang}`) }))}
              data-testid="user-language"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="isCeo" label={t('users:fields.isCeo')} valuePropName="checked">
            <Switch data-testid="user-is-ceo" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="isActive" label={t('users:fields.isActive')} valuePropName="checked">
            <Switch data-testid="user-is-active" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};
