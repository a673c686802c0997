import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZClientAddressInput } from '@zerg/shared';
import { Button, Card, Col, Empty, Flex, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DistrictSelect } from '../../../components/district-select';
import { zodRule } from '../../../lib/zod-rule';
import { ClientDeliveryPoints } from './client-delivery-points';
import type { ClientFormValues } from './client-form-values';

const address = ZClientAddressInput.shape;

/** The client's addresses, each with its district and its delivery points. */
export const ClientAddressesCard = ({ form }: { form: FormInstance<ClientFormValues> }) => {
  const { t } = useTranslation();
  return (
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
                <ClientDeliveryPoints form={form} address={a.name} />
              </Card>
            ))}
          </Flex>
        </Card>
      )}
    </Form.List>
  );
};
