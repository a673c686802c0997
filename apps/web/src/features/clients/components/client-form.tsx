import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CLIENT_DOCUMENT_TYPES,
  CURRENCIES,
  type TClientCreateBody,
  ZClientAddressInput,
  ZClientContactInput,
  ZClientCreateBody,
  ZDeliveryPointInput,
} from '@zerg/shared';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyInput } from '../../../components/money-input';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { CLIENT_PATHS } from '../screens';
import { DistrictSelect } from './district-select';

export type ClientFormValues = TClientCreateBody;

export const emptyClientFormValues = (): ClientFormValues => ({
  documentType: 'RUC',
  documentNumber: '',
  legalName: '',
  tradeName: '',
  paymentTermDays: 30,
  currency: 'PEN',
  creditLimit: '0.00',
  addresses: [],
  contacts: [],
});

const head = ZClientCreateBody.shape;
const address = ZClientAddressInput.shape;
const point = ZDeliveryPointInput.shape;
const contact = ZClientContactInput.shape;

export type ClientFormProps = {
  form: FormInstance<ClientFormValues>;
  initialValues: ClientFormValues;
  submitting: boolean;
  onSubmit: (values: ClientFormValues) => void;
};

/** A client with its addresses (each with its delivery points) and its contacts, saved together. */
export const ClientForm = ({ form, initialValues, submitting, onSubmit }: ClientFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = Form.useWatch('currency', form);

  return (
    <Form<ClientFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      scrollToFirstError
      data-testid="client-form"
    >
      <Flex vertical gap={24}>
        <Card title={t('clients:form.general')}>
          <Row gutter={16}>
            <Col xs={24} md={6} xl={4}>
              <Form.Item name="documentType" label={t('clients:fields.documentType')} required>
                <Select
                  options={CLIENT_DOCUMENT_TYPES.map((d) => ({ value: d, label: d }))}
                  onChange={() => void form.validateFields(['documentNumber']).catch(() => undefined)}
                  data-testid="client-document-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={18} xl={8}>
              <Form.Item
                name="documentNumber"
                label={t('clients:fields.documentNumber')}
                required
                dependencies={['documentType']}
                rules={[zodPathRule(ZClientCreateBody, ['documentNumber'], (v) => v)]}
              >
                <Input maxLength={11} inputMode="numeric" data-testid="client-document-number" />
              </Form.Item>
            </Col>
            <Col xs={24} xl={12}>
              <Form.Item
                name="legalName"
                label={t('clients:fields.legalName')}
                required
                rules={[zodRule(head.legalName)]}
              >
                <Input maxLength={200} data-testid="client-legal-name" />
              </Form.Item>
            </Col>
            <Col xs={24} xl={12}>
              <Form.Item
                name="tradeName"
                label={t('clients:fields.tradeName')}
                rules={[zodRule(head.tradeName)]}
              >
                <Input maxLength={200} data-testid="client-trade-name" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={4}>
              <Form.Item
                name="paymentTermDays"
                label={t('clients:fields.paymentTermDays')}
                required
                rules={[zodRule(head.paymentTermDays)]}
              >
                <InputNumber
                  min={0}
                  max={365}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="client-payment-term"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} xl={3}>
              <Form.Item name="currency" label={t('clients:fields.currency')} required>
                <Select
                  options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                  data-testid="client-currency"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={5}>
              <Form.Item
                name="creditLimit"
                label={t('clients:fields.creditLimit')}
                required
                rules={[zodRule(head.creditLimit)]}
              >
                <MoneyInput<string>
                  stringMode
                  currency={currency === 'USD' ? 'US$' : 'S/'}
                  data-testid="client-credit-limit"
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Form.List name="addresses">
          {(addresses, { add, remove }) => (
            <Card
              title={t('clients:form.addresses')}
              extra={
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ ubigeo: null, address: '', reference: '', deliveryPoints: [] })}
                  data-testid="client-add-address"
                >
                  {t('clients:form.addAddress')}
                </Button>
              }
            >
              {addresses.length === 0 && <Empty description={t('clients:form.noAddresses')} />}
              <Flex vertical gap={16}>
                {addresses.map((a) => (
                  <Card
                    key={a.key}
                    type="inner"
                    size="small"
                    title={t('clients:form.addressN', { n: a.name + 1 })}
                    extra={
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(a.name)}
                        aria-label={t('clients:form.remove')}
                      />
                    }
                  >
                    <Form.Item name={[a.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Row gutter={16}>
                      <Col xs={24} xl={12}>
                        <Form.Item
                          name={[a.name, 'ubigeo']}
                          label={t('clients:fields.district')}
                          required
                          rules={[zodRule(address.ubigeo)]}
                        >
                          <DistrictSelect testId={`address-${a.name}`} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12} xl={6}>
                        <Form.Item
                          name={[a.name, 'address']}
                          label={t('clients:fields.address')}
                          required
                          rules={[zodRule(address.address)]}
                        >
                          <Input maxLength={200} data-testid={`address-${a.name}-line`} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12} xl={6}>
                        <Form.Item
                          name={[a.name, 'reference']}
                          label={t('clients:fields.reference')}
                          rules={[zodRule(address.reference)]}
                        >
                          <Input maxLength={200} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Form.List name={[a.name, 'deliveryPoints']}>
                      {(points, pointOps) => (
                        <Flex vertical gap={8}>
                          <Flex justify="space-between" align="center">
                            <Typography.Text strong>{t('clients:form.deliveryPoints')}</Typography.Text>
                            <Button
                              size="small"
                              icon={<PlusOutlined />}
                              onClick={() =>
                                pointOps.add({
                                  name: '',
                                  address: form.getFieldValue(['addresses', a.name, 'address']) ?? '',
                                  ubigeo: form.getFieldValue(['addresses', a.name, 'ubigeo']) ?? null,
                                  contactName: '',
                                  contactPhone: '',
                                })
                              }
                              data-testid={`address-${a.name}-add-point`}
                            >
                              {t('clients:form.addPoint')}
                            </Button>
                          </Flex>
                          {points.map((p) => (
                            <Row
                              key={p.key}
                              gutter={8}
                              align="top"
                              data-testid={`address-${a.name}-point-${p.name}`}
                            >
                              <Form.Item name={[p.name, 'id']} hidden>
                                <Input />
                              </Form.Item>
                              <Col xs={24} md={12} xl={4}>
                                <Form.Item name={[p.name, 'name']} rules={[zodRule(point.name)]}>
                                  <Input
                                    placeholder={t('clients:fields.pointName')}
                                    maxLength={120}
                                    data-testid="point-name"
                                  />
                                </Form.Item>
                              </Col>
                              <Col xs={24} md={12} xl={5}>
                                <Form.Item name={[p.name, 'address']} rules={[zodRule(point.address)]}>
                                  <Input
                                    placeholder={t('clients:fields.address')}
                                    maxLength={200}
                                    data-testid="point-address"
                                  />
                                </Form.Item>
                              </Col>
                              <Col xs={24} xl={8}>
                                <Form.Item name={[p.name, 'ubigeo']} rules={[zodRule(point.ubigeo)]}>
                                  <DistrictSelect testId={`point-${a.name}-${p.name}`} />
                                </Form.Item>
                              </Col>
                              <Col xs={11} xl={3}>
                                <Form.Item
                                  name={[p.name, 'contactName']}
                                  rules={[zodRule(point.contactName)]}
                                >
                                  <Input placeholder={t('clients:fields.contactName')} maxLength={120} />
                                </Form.Item>
                              </Col>
                              <Col xs={11} xl={3}>
                                <Form.Item
                                  name={[p.name, 'contactPhone']}
                                  rules={[zodRule(point.contactPhone)]}
                                >
                                  <Input
                                    placeholder={t('clients:fields.phone')}
                                    maxLength={30}
                                    inputMode="tel"
                                  />
                                </Form.Item>
                              </Col>
                              <Col xs={2} xl={1}>
                                <Button
                                  type="text"
                                  danger
                                  icon={<DeleteOutlined />}
                                  onClick={() => pointOps.remove(p.name)}
                                  aria-label={t('clients:form.remove')}
                                />
                              </Col>
                            </Row>
                          ))}
                        </Flex>
                      )}
                    </Form.List>
                  </Card>
                ))}
              </Flex>
            </Card>
          )}
        </Form.List>

        <Form.List name="contacts">
          {(contacts, { add, remove }) => (
            <Card
              title={t('clients:form.contacts')}
              extra={
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', role: '', phone: '', email: '' })}
                  data-testid="client-add-contact"
                >
                  {t('clients:form.addContact')}
                </Button>
              }
            >
              {contacts.length === 0 && <Empty description={t('clients:form.noContacts')} />}
              {contacts.map((c) => (
                <Row key={c.key} gutter={8} align="top">
                  <Col xs={24} md={12} xl={6}>
                    <Form.Item name={[c.name, 'name']} rules={[zodRule(contact.name)]}>
                      <Input placeholder={t('clients:fields.contactName')} maxLength={120} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12} xl={5}>
                    <Form.Item name={[c.name, 'role']} rules={[zodRule(contact.role)]}>
                      <Input placeholder={t('clients:fields.role')} maxLength={80} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12} xl={5}>
                    <Form.Item name={[c.name, 'phone']} rules={[zodRule(contact.phone)]}>
                      <Input placeholder={t('clients:fields.phone')} maxLength={30} inputMode="tel" />
                    </Form.Item>
                  </Col>
                  <Col xs={22} md={11} xl={7}>
                    <Form.Item name={[c.name, 'email']} rules={[zodRule(contact.email)]}>
                      <Input placeholder={t('clients:fields.email')} type="email" />
                    </Form.Item>
                  </Col>
                  <Col xs={2} md={1}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(c.name)}
                      aria-label={t('clients:form.remove')}
                    />
                  </Col>
                </Row>
              ))}
            </Card>
          )}
        </Form.List>

        <Flex justify="end" gap={8}>
          <Button onClick={() => void navigate(CLIENT_PATHS.list)}>{t('common:actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting} data-testid="client-save">
            {t('common:actions.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
