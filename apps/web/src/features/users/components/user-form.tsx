import { LANGUAGES, type Language, ZUserRegisterBody, ZUserUpdateBody } from '@zerg/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  Row,
  Select,
  Spin,
  Switch,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppIcon } from '../../../components/app-icon';
import { ErrorState } from '../../../components/error-state';
import { PasswordChecklist } from '../../../components/password-checklist';
import { SectionPicker } from '../../../components/section-picker';
import { matchFieldRule, zodRule } from '../../../lib/zod-rule';
import { useCampuses } from '../../../reference-data/get-campuses';
import { useEmployeeOptions } from '../../../reference-data/get-employee-options';
import { useModules } from '../../../reference-data/get-modules';
import { useRoles } from '../../../reference-data/get-roles';
import { useAllowedAccess } from '../api/get-allowed-access';
import { USER_PATHS } from '../screens';
import { keepSectionsOfModules, type UserFormValues } from './user-form-values';

const fields = ZUserRegisterBody.shape;

export type UserFormProps = {
  mode: 'register' | 'edit';
  form: FormInstance<UserFormValues>;
  initialValues: UserFormValues;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
};

/** The register / edit form of a user account: identity, assignment, and module/section access. */
export const UserForm = ({ mode, form, initialValues, submitting, onSubmit }: UserFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useRoles();
  const campuses = useCampuses();
  const employees = useEmployeeOptions();
  const modules = useModules();
  const selectedModules = Form.useWatch('modules', form) ?? [];
  const employeeId = (Form.useWatch('employeeId', form) as number | null | undefined) ?? null;
  // The employee's area may limit what the user can be given (Settings → Areas-module).
  const allowed = useAllowedAccess(employeeId).data;
  const allowedModules = employeeId === null ? null : (allowed?.modules ?? null);
  const allowedSections = employeeId === null ? null : (allowed?.sections ?? null);
  const password = Form.useWatch('password', form);
  const registering = mode === 'register';

  // Choosing an employee of a limited area drops what the area does not allow.
  useEffect(() => {
    if (!allowedModules) return;
    const current = form.getFieldsValue(['modules', 'sections']) as Pick<
      UserFormValues,
      'modules' | 'sections'
    >;
    form.setFieldsValue({
      modules: (current.modules ?? []).filter((id) => allowedModules.includes(id)),
      sections: (current.sections ?? []).filter((id) => allowedSections?.includes(id)),
    });
  }, [form, allowedModules, allowedSections]);

  const handleValuesChange = (changed: Partial<UserFormValues>) => {
    if (changed.roleId !== undefined) {
      // A role carries the default access of its users: choosing it pre-fills modules and sections,
      // within what the employee's area allows.
      const role = roles.data?.find((r) => r.id === changed.roleId);
      if (role) {
        form.setFieldsValue({
          modules: role.modules.filter((id) => !allowedModules || allowedModules.includes(id)),
          sections: role.sections.filter((id) => !allowedSections || allowedSections.includes(id)),
        });
      }
    } else if (changed.modules) {
      const sections = form.getFieldValue('sections') as number[] | undefined;
      form.setFieldValue(
        'sections',
        keepSectionsOfModules(sections ?? [], changed.modules, modules.data ?? []),
      );
    }
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={handleValuesChange}
      scrollToFirstError
      data-testid="user-form"
    >
      <Flex vertical gap={24}>
        <Card title={t('users:form.account')}>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item
                name="fullName"
                label={t('users:fields.fullName')}
                required
                rules={[zodRule(fields.fullName)]}
              >
                <Input autoComplete="off" data-testid="user-full-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t('users:fields.email')}
                required
                rules={[zodRule(fields.email)]}
              >
                <Input type="email" autoComplete="off" data-testid="user-email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="password"
                label={t('users:fields.password')}
                required={registering}
                extra={registering ? undefined : t('users:form.passwordKeep')}
                rules={[zodRule(registering ? fields.password : ZUserUpdateBody.shape.password)]}
                style={{ marginBottom: 8 }}
              >
                <Input.Password autoComplete="new-password" data-testid="user-password" />
              </Form.Item>
              {(registering || Boolean(password)) && <PasswordChecklist password={password} />}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="passwordConfirmation"
                label={t('users:fields.passwordConfirmation')}
                required={registering}
                dependencies={['password']}
                rules={[matchFieldRule('password')]}
              >
                <Input.Password autoComplete="new-password" data-testid="user-password-confirmation" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('users:form.assignment')}>
          <Row gutter={24}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="roleId"
                label={t('users:fields.role')}
                required
                rules={[zodRule(fields.roleId)]}
              >
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
                <Select<number>
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={employees.isPending}
                  placeholder={t('users:form.noEmployee')}
                  options={(employees.data ?? []).map((employee) => ({
                    value: employee.id,
                    label: `${employee.fullName} · ${employee.documentNumber}`,
                  }))}
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
              <Form.Item
                name="sections"
                label={t('users:fields.sections')}
                rules={[zodRule(fields.sections)]}
              >
                <SectionPicker
                  modules={modules.data}
                  selectedModules={selectedModules}
                  allowedSections={allowedSections}
                />
              </Form.Item>
            </>
          )}
        </Card>

        <Flex justify="end" gap={12}>
          <Button onClick={() => void navigate(USER_PATHS.list)} data-testid="user-form-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="user-form-submit">
            {registering ? t('users:register.submit') : t('users:edit.submit')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
