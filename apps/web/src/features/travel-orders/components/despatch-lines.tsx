import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DESPATCH_UNIT_CODES, ZDespatchGoodsLine, ZDespatchSenderGuide } from '@zerg/shared';
import { Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input';
import { UppercaseInput } from '../../../components/uppercase-input';
import { zodRule } from '../../../lib/zod-rule';

const guide = ZDespatchSenderGuide.shape;
const line = ZDespatchGoodsLine.shape;

/** The remitente's guides the transport covers: series, number and the issuer's RUC. */
export const DespatchSenderGuides = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <Form.List name="senderGuides">
      {(rows, { add, remove }) => (
        <div data-testid="despatch-sender-guides">
          <Typography.Text strong>{t('travel-orders:despatch.senderGuides')}</Typography.Text>
          {rows.length === 0 && (
            <div>
              <Typography.Text type="secondary">{t('travel-orders:despatch.noSenderGuides')}</Typography.Text>
            </div>
          )}
          {rows.map((row) => (
            <Row key={row.key} gutter={8} align="top" style={{ marginTop: 8 }}>
              <Col xs={6} md={4}>
                <Form.Item name={[row.name, 'series']} rules={[zodRule(guide.series)]}>
                  <UppercaseInput
                    maxLength={4}
                    placeholder={t('travel-orders:despatch.series')}
                    disabled={disabled}
                    data-testid={`despatch-guide-${row.name}-series`}
                  />
                </Form.Item>
              </Col>
              <Col xs={8} md={5}>
                <Form.Item name={[row.name, 'number']} rules={[zodRule(guide.number)]}>
                  <NumberInput
                    precision={0}
                    placeholder={t('travel-orders:despatch.number')}
                    disabled={disabled}
                    data-testid={`despatch-guide-${row.name}-number`}
                  />
                </Form.Item>
              </Col>
              <Col xs={8} md={7}>
                <Form.Item name={[row.name, 'issuerRuc']} rules={[zodRule(guide.issuerRuc)]}>
                  <Input
                    inputMode="numeric"
                    maxLength={11}
                    placeholder={t('travel-orders:despatch.issuerRuc')}
                    disabled={disabled}
                    data-testid={`despatch-guide-${row.name}-ruc`}
                  />
                </Form.Item>
              </Col>
              <Col xs={2}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('travel-orders:despatch.remove')}
                  disabled={disabled}
                  onClick={() => remove(row.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => add({ series: '', number: null, issuerRuc: '' })}
            style={{ marginTop: 8, marginBottom: 16 }}
            data-testid="despatch-add-guide"
          >
            {t('travel-orders:despatch.addSenderGuide')}
          </Button>
        </div>
      )}
    </Form.List>
  );
};

/** The goods carried: description, quantity and its unit (SUNAT catálogo 03). */
export const DespatchGoods = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation();
  const units = DESPATCH_UNIT_CODES.map((code) => ({
    value: code,
    label: `${code} · ${t(`travel-orders:despatch.unit.${code}`)}`,
  }));
  return (
    <Form.List name="goods">
      {(rows, { add, remove }) => (
        <div data-testid="despatch-goods">
          <Typography.Text strong>{t('travel-orders:despatch.goods')}</Typography.Text>
          {rows.length === 0 && (
            <div>
              <Typography.Text type="secondary">{t('travel-orders:despatch.noGoods')}</Typography.Text>
            </div>
          )}
          {rows.map((row, index) => (
            <Row key={row.key} gutter={8} align="top" style={{ marginTop: 8 }}>
              <Col xs={2} md={1} style={{ paddingTop: 5 }}>
                <Typography.Text type="secondary">{index + 1}</Typography.Text>
              </Col>
              <Col xs={22} md={12}>
                <Form.Item name={[row.name, 'description']} rules={[zodRule(line.description)]}>
                  <Input
                    maxLength={250}
                    placeholder={t('travel-orders:despatch.description')}
                    disabled={disabled}
                    data-testid={`despatch-goods-${row.name}-description`}
                  />
                </Form.Item>
              </Col>
              <Col xs={10} md={4}>
                <Form.Item name={[row.name, 'quantity']} rules={[zodRule(line.quantity)]}>
                  <Input
                    inputMode="decimal"
                    placeholder={t('travel-orders:despatch.quantity')}
                    disabled={disabled}
                    data-testid={`despatch-goods-${row.name}-quantity`}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item name={[row.name, 'unitCode']} rules={[zodRule(line.unitCode)]}>
                  <Select
                    options={units}
                    placeholder={t('travel-orders:despatch.unitCode')}
                    disabled={disabled}
                    data-testid={`despatch-goods-${row.name}-unit`}
                  />
                </Form.Item>
              </Col>
              <Col xs={2}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('travel-orders:despatch.remove')}
                  disabled={disabled}
                  onClick={() => remove(row.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => add({ description: '', quantity: '', unitCode: 'KGM' })}
            style={{ marginTop: 8, marginBottom: 16 }}
            data-testid="despatch-add-goods"
          >
            {t('travel-orders:despatch.addGoods')}
          </Button>
        </div>
      )}
    </Form.List>
  );
};
