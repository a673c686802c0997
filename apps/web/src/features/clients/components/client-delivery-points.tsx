import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZDeliveryPointInput } from '@zerg/shared';
import { Button, Col, Flex, Form, type FormInstance, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DistrictSelect } from '../../../components/district-select';
import { zodRule } from '../../../lib/zod-rule';
import type { ClientFormValues } from './client-form-values';

const point = ZDeliveryPointInput.shape;

type Props = {
  form: FormInstance<ClientFormValues>;
  /** The address's place in the form's list. */
  address: number;
};

/** An address's delivery points; a new one starts at the address itself. */
export const ClientDeliveryPoints = ({ form, address }: Props) => {
  const { t } = useTranslation();
  return (
    <Form.List name={[address, 'deliveryPoints']}>
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
                  address: form.getFieldValue(['addresses', address, 'address']) ?? '',
                  ubigeo: form.getFieldValue(['addresses', address, 'ubigeo']) ?? null,
                  contactName: '',
                  contactPhone: '',
                })
              }
              data-testid={`address-${address}-add-point`}
            >
              {t('clients:form.addPoint')}
            </Button>
          </Flex>
          {points.map((p) => (
            <Row key={p.key} gutter={8} align="top" data-testid={`address-${address}-point-${p.name}`}>
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
                  <DistrictSelect testId={`point-${address}-${p.name}`} />
                </Form.Item>
              </Col>
              <Col xs={11} xl={3}>
                <Form.Item name={[p.name, 'contactName']} rules={[zodRule(point.contactName)]}>
                  <Input placeholder={t('clients:fields.contactName')} maxLength={120} />
                </Form.Item>
              </Col>
              <Col xs={11} xl={3}>
                <Form.Item name={[p.name, 'contactPhone']} rules={[zodRule(point.contactPhone)]}>
                  <Input placeholder={t('clients:fields.phone')} maxLength={30} inputMode="tel" />
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
  );
};
