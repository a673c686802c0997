import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CURRENCY_SYMBOLS, type Currency, TAX_AFFECTATIONS, ZSalesLineBody } from '@zerg/shared';
import { Button, Col, Form, Input, Row, Select, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { EMPTY_LINE, type LineFormValues } from './draft-form-values';
import { lineTotal } from './line-amounts';

const line = ZSalesLineBody.shape;
const MAX_LINES = 500;

/**
 * The draft's lines: description, quantity, unit value without IGV, tax affectation (catálogo 07)
 * and the line's total as it will be rounded. A line from a trip keeps the trip (shown, not edited).
 */
export const DraftLines = ({ currency }: { currency: Currency }) => {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const lines = Form.useWatch<LineFormValues[] | undefined>('lines', form);

  return (
    <Form.List name="lines">
      {(fields, { add, remove }, { errors }) => (
        <>
          <Row gutter={8} className="billing-lines-head">
            <Col span={10}>
              <Typography.Text strong>{t('billing:lines.description')}</Typography.Text>
            </Col>
            <Col span={3}>
              <Typography.Text strong>{t('billing:lines.quantity')}</Typography.Text>
            </Col>
            <Col span={4}>
              <Typography.Text strong>{t('billing:lines.unitValue')}</Typography.Text>
            </Col>
            <Col span={3}>
              <Typography.Text strong>{t('billing:lines.taxAffectation')}</Typography.Text>
            </Col>
            <Col span={3} style={{ textAlign: 'right' }}>
              <Typography.Text strong>{t('billing:lines.total')}</Typography.Text>
            </Col>
          </Row>
          {fields.map((field, index) => {
            const current = lines?.[index];
            return (
              <Row gutter={8} key={field.key} align="top" data-testid={`line-${index}`}>
                <Col span={10}>
                  <Form.Item name={[field.name, 'description']} rules={[zodRule(line.description)]}>
                    <Input.TextArea
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      maxLength={500}
                      data-testid={`line-description-${index}`}
                    />
                  </Form.Item>
                  {current?.travelOrderId ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('billing:lines.fromTrip')}
                    </Typography.Text>
                  ) : null}
                </Col>
                <Col span={3}>
                  <Form.Item name={[field.name, 'quantity']} rules={[zodRule(line.quantity)]}>
                    <Input inputMode="decimal" data-testid={`line-quantity-${index}`} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[field.name, 'unitValue']} rules={[zodRule(line.unitValue)]}>
                    <MoneyInput<string>
                      stringMode
                      currency={CURRENCY_SYMBOLS[currency]}
                      placeholder="0.00"
                      data-testid={`line-unit-value-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[field.name, 'taxAffectation']} rules={[zodRule(line.taxAffectation)]}>
                    <Select
                      options={TAX_AFFECTATIONS.map((code) => ({
                        value: code,
                        label: t(`billing:taxAffectation.${code}`),
                      }))}
                      popupMatchSelectWidth={false}
                      data-testid={`line-tax-${index}`}
                    />
                  </Form.Item>
                </Col>
                <Col span={3} style={{ textAlign: 'right', paddingTop: 5 }}>
                  <Typography.Text data-testid={`line-total-${index}`}>
                    {formatMoney(lineTotal(current), currency, i18n.language)}
                  </Typography.Text>
                </Col>
                <Col span={1}>
                  <Tooltip title={t('billing:lines.remove')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                      aria-label={t('billing:lines.remove')}
                      data-testid={`line-remove-${index}`}
                    />
                  </Tooltip>
                </Col>
              </Row>
            );
          })}
          <Form.Item>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(EMPTY_LINE)}
              disabled={fields.length >= MAX_LINES}
              data-testid="line-add"
            >
              {t('billing:lines.add')}
            </Button>
            <div data-testid="lines-error">
              <Form.ErrorList errors={errors} />
            </div>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
};
