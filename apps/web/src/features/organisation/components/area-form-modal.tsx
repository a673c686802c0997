import { COST_FUNCTIONS, type CostFunction, type TAreaItem, ZAreaBody } from '@zerg/shared';
import { type ButtonProps, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCompanies } from '../../../reference-data/get-companies';
import { useCreateArea } from '../api/create-area';
import { useUpdateArea } from '../api/update-area';

type Values = {
  name: string;
  chiefEmployeeId?: number | null;
  companyId?: number | null;
  isHr: boolean;
  costFunction?: CostFunction | null;
};

export type AreaFormModalProps = { area: TAreaItem | 'new' | null; onClose: () => void };

const fields = ZAreaBody.shape;

/** Registers or edits an area: name, chief, company and whether it is the HR area. */
export const AreaFormModal = ({ area, onClose }: AreaFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateArea();
  const update = useUpdateArea();
  const reportError = useFormError();
  const companies = useCompanies();
  const editing = area !== null && area !== 'new' ? area : null;

  useEffect(() => {
    if (!area) return;
    form.resetFields();
    form.setFieldsValue(
      area === 'new'
        ? { name: '', chiefEmployeeId: null, companyId: null, isHr: false, costFunction: null }
        : {
            name: area.name,
            chiefEmployeeId: area.chiefEmployeeId,
            companyId: area.companyId,
            isHr: area.isHr,
            costFunction: area.costFunction,
          },
    );
  }, [area, form]);

  const submit = async (values: Values) => {
    const body = {
      name: values.name,
      chiefEmployeeId: values.chiefEmployeeId ?? null,
      companyId: values.companyId ?? null,
      isHr: values.isHr,
      costFunction: values.costFunction ?? null,
    };
    try {
      if (editing) await update.mutateAsync({ ...body, id: editing.id });
      else await create.mutateAsync(body);
      toast.success(t(editing ? 'organisation:toast.updated' : 'organisation:toast.created'));
      onClose();
    } catch (error) {
      reportError(form, error, { AREA_ALREADY_REGISTERED: 'name' });
    }
  };

  return (
    <Modal
      open={area !== null}
      title={t(editing ? 'organisation:areas.edit' : 'organisation:areas.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'area-form-submit' } as ButtonProps}
      width={640}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="area-form">
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="name"
              label={t('organisation:fields.name')}
              required
              rules={[zodRule(fields.name)]}
            >
              <Input maxLength={100} data-testid="area-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="isHr" label={t('organisation:fields.isHr')} valuePropName="checked">
              <Switch data-testid="area-is-hr" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="chiefEmployeeId" label={t('organisation:fields.chief')}>
              <EmployeePicker
                allowClear
                placeholder={t('organisation:areas.noChief')}
                knownOption={
                  editing?.chiefEmployeeId && editing.chiefName
                    ? { value: editing.chiefEmployeeId, label: editing.chiefName }
                    : undefined
                }
                data-testid="area-chief"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="costFunction"
              label={t('organisation:fields.costFunction')}
              extra={t('organisation:areas.costFunctionHelp')}
            >
              <Select<CostFunction>
                allowClear
                options={COST_FUNCTIONS.map((f) => ({
                  value: f,
                  label: t(`organisation:costFunction.${f}`),
                }))}
                data-testid="area-cost-function"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="companyId" label={t('organisation:fields.company')}>
              <Select<number>
                allowClear
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                loading={companies.isPending}
                options={(companies.data ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.name} · RUC ${c.ruc}`,
                  disabled: !c.isActive,
                }))}
                data-testid="area-company"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
