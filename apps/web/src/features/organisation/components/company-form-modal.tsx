import { PHOTO_MAX_BYTES, PHOTO_TYPES, type TCompanyItem, ZCompanyBody } from '@zerg/shared';
import { type ButtonProps, Col, Flex, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { UppercaseInput } from '../../../components/uppercase-input';
import { useFormError } from '../../../components/use-form-error';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { useDepartments } from '../../../reference-data/get-departments';
import { useDistricts } from '../../../reference-data/get-districts';
import { useProvinces } from '../../../reference-data/get-provinces';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { useUploadCompanyLogo } from '../api/upload-company-logo';
import { CompanyCertificateCard } from './company-certificate-card';
import { CompanyLogo } from './company-logo';
import { CompanySunatCard } from './company-sunat-card';
import { CompanyTreasuryCard } from './company-treasury-card';

const fields = ZCompanyBody.shape;
const LOGO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

type Values = {
  ruc: string;
  name: string;
  tradeName?: string | null;
  address?: string | null;
  department?: string | null;
  province?: string | null;
  districtCode?: string | null;
  phone?: string | null;
  email?: string | null;
  mtcRegistration?: string | null;
  logo?: File | null;
};

export type CompanyFormModalProps = {
  /** The company being edited, `'new'` to register one, null when closed. */
  company: TCompanyItem | 'new' | null;
  onClose: () => void;
};

const valuesOf = (company: TCompanyItem | 'new'): Values =>
  company === 'new'
    ? { ruc: '', name: '' }
    : {
        ruc: company.ruc,
        name: company.name,
        tradeName: company.tradeName,
        address: company.address,
        department: company.departmentCode,
        province: company.provinceCode,
        districtCode: company.districtCode,
        phone: company.phone,
        email: company.email,
        mtcRegistration: company.mtcRegistration,
      };

/**
 * Registers or edits a company: RUC, legal and trade name, address with its district, contact, logo;
 * when editing, also its signing certificate.
 */
export const CompanyFormModal = ({ company, onClose }: CompanyFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const uploadLogo = useUploadCompanyLogo();
  const reportError = useFormError();
  const [saving, setSaving] = useState(false);
  const department = Form.useWatch('department', form);
  const province = Form.useWatch('province', form);
  const departments = useDepartments();
  const provinces = useProvinces(department);
  const districts = useDistricts(province);
  const editing = company !== null && company !== 'new' ? company : null;
  const toOptions = (items: { code: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.code, label: item.name }));

  useEffect(() => {
    if (company) {
      form.resetFields();
      form.setFieldsValue(valuesOf(company));
    }
  }, [company, form]);

  const submit = async (values: Values) => {
    const body = {
      ruc: values.ruc.trim(),
      name: values.name,
      tradeName: values.tradeName ?? null,
      address: values.address ?? null,
      districtCode: values.districtCode ?? null,
      phone: values.phone ?? null,
      email: values.email ?? null,
      mtcRegistration: values.mtcRegistration ?? null,
    };
    setSaving(true);
    try {
      const saved = editing
        ? await update.mutateAsync({ ...body, id: editing.id })
        : await create.mutateAsync(body);
      if (values.logo) await uploadLogo.mutateAsync({ companyId: saved.id, file: values.logo });
      toast.success(t(editing ? 'organisation:toast.updated' : 'organisation:toast.created'));
      onClose();
    } catch (error) {
      reportError(form, error, { COMPANY_ALREADY_REGISTERED: 'ruc' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={company !== null}
      title={t(editing ? 'organisation:companies.edit' : 'organisation:companies.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'company-form-submit' } as ButtonProps}
      width={760}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="company-form">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="ruc" label={t('organisation:fields.ruc')} required rules={[zodRule(fields.ruc)]}>
              <Input maxLength={11} inputMode="numeric" data-testid="company-ruc" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="name"
              label={t('organisation:fields.legalName')}
              required
              rules={[zodRule(fields.name)]}
            >
              <Input maxLength={150} data-testid="company-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tradeName"
              label={t('organisation:fields.tradeName')}
              rules={[zodRule(fields.tradeName)]}
            >
              <Input maxLength={150} data-testid="company-trade-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="address"
              label={t('organisation:fields.address')}
              rules={[zodRule(fields.address)]}
            >
              <Input maxLength={200} data-testid="company-address" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="department" label={t('organisation:fields.department')}>
              <Select
                allowClear
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                loading={departments.isPending}
                options={toOptions(departments.data)}
                onChange={() => form.setFieldsValue({ province: null, districtCode: null })}
                data-testid="company-department"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="province" label={t('organisation:fields.province')}>
              <Select
                allowClear
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                disabled={!department}
                loading={provinces.isFetching}
                options={toOptions(provinces.data)}
                onChange={() => form.setFieldsValue({ districtCode: null })}
                data-testid="company-province"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="districtCode"
              label={t('organisation:fields.district')}
              rules={[zodRule(fields.districtCode)]}
            >
              <Select
                allowClear
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                disabled={!province}
                loading={districts.isFetching}
                options={toOptions(districts.data)}
                data-testid="company-district"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('organisation:fields.phone')} rules={[zodRule(fields.phone)]}>
              <Input maxLength={20} inputMode="tel" data-testid="company-phone" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('organisation:fields.email')} rules={[zodRule(fields.email)]}>
              <Input type="email" maxLength={254} data-testid="company-email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="mtcRegistration"
              label={t('organisation:fields.mtcRegistration')}
              tooltip={t('organisation:fields.mtcRegistrationHint')}
              rules={[zodRule(fields.mtcRegistration)]}
            >
              <UppercaseInput maxLength={20} data-testid="company-mtc-registration" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Flex gap={16} align="center">
              {editing && <CompanyLogo companyId={editing.id} hasLogo={editing.hasLogo} size={56} />}
              <Form.Item
                name="logo"
                label={t('organisation:fields.logo')}
                extra={t('organisation:companies.logoHint', { max: LOGO_MAX_MB })}
                style={{ flex: 1, marginBottom: 0 }}
              >
                <UploadField accept={PHOTO_TYPES} maxSizeMb={LOGO_MAX_MB} />
              </Form.Item>
            </Flex>
          </Col>
        </Row>
      </Form>
      {/* Its own form, saved on its own: the certificate is not part of the company's fields. */}
      {editing && (
        <div style={{ marginTop: 24 }}>
          <CompanyCertificateCard companyId={editing.id} />
        </div>
      )}
      {/* SUNAT's credentials for the electronic documents signed with that certificate. */}
      {editing && (
        <div style={{ marginTop: 16 }}>
          <CompanySunatCard companyId={editing.id} />
        </div>
      )}
      {/* Treasury's rule for the company, saved on its own like the certificate. */}
      {editing && (
        <div style={{ marginTop: 16 }}>
          <CompanyTreasuryCard companyId={editing.id} />
        </div>
      )}
    </Modal>
  );
};
