import { Checkbox, Col, Flex, Form, type FormInstance, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../../components/app-icon';
import { ErrorState } from '../../../components/error-state';
import { SectionPicker } from '../../../components/section-picker';
import { useModules } from '../../../reference-data/get-modules';

export type AccessFieldsProps = {
  form: FormInstance;
  testId: string;
};

/** Modules and their sections (`modules`, `sections` fields): a role's defaults, an area's allowance. */
export const AccessFields = ({ form, testId }: AccessFieldsProps) => {
  const { t } = useTranslation();
  const modules = useModules();
  const selected = (Form.useWatch('modules', form) as number[] | undefined) ?? [];
  if (modules.isPending)
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  if (modules.isError) return <ErrorState error={modules.error} onRetry={() => void modules.refetch()} />;
  return (
    <>
      <Form.Item name="modules" label={t('organisation:fields.modules')}>
        <Checkbox.Group
          style={{ width: '100%' }}
          data-testid={`${testId}-modules`}
          onChange={(next) => {
            // Sections of a module no longer chosen go with it.
            const keep = new Set(
              modules.data.filter((m) => next.includes(m.id)).flatMap((m) => m.sections.map((s) => s.id)),
            );
            const sections = (form.getFieldValue('sections') as number[] | undefined) ?? [];
            form.setFieldValue(
              'sections',
              sections.filter((id) => keep.has(id)),
            );
          }}
        >
          <Row gutter={[16, 8]} style={{ width: '100%' }}>
            {modules.data.map((module) => (
              <Col key={module.id} xs={24} sm={12} lg={8}>
                <Checkbox value={module.id} data-testid={`${testId}-module-${module.key}`}>
                  <AppIcon name={module.icon} />{' '}
                  {t(`common:modules.${module.key}`, { defaultValue: module.key })}
                </Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="sections" label={t('organisation:fields.sections')}>
        <SectionPicker modules={modules.data} selectedModules={selected} />
      </Form.Item>
    </>
  );
};
