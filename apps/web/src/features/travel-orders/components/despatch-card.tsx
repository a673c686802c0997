import {
  DESPATCH_WEIGHT_UNITS,
  type DespatchUnitCode,
  type TTravelOrderDespatch,
  type TTravelOrderDespatchBody,
  type TTravelOrderGre,
  ZTravelOrderDespatchBody,
} from '@zerg/shared';
import { Alert, Button, Card, Col, Divider, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { DistrictSelect } from '../../../components/district-select';
import { ErrorState } from '../../../components/error-state';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useTravelOrderDespatch } from '../api/get-travel-order-despatch';
import { useSaveTravelOrderDespatch } from '../api/save-travel-order-despatch';
import { DespatchChecklist } from './despatch-checklist';
import { DespatchGoods, DespatchSenderGuides } from './despatch-lines';
import { DespatchPartyFields, type PartyValues, partyBody } from './despatch-party-fields';
import { GreIssued } from './gre-issued';

const fields = ZTravelOrderDespatchBody.shape;

type Values = {
  shipper?: PartyValues;
  consignee?: PartyValues;
  payer?: PartyValues;
  senderGuides?: { series?: string; number?: number | null; issuerRuc?: string }[];
  originUbigeo?: string | null;
  originAddress?: string | null;
  destinationUbigeo?: string | null;
  destinationAddress?: string | null;
  transferStartDate?: string | null;
  goods?: { description?: string; quantity?: string; unitCode?: DespatchUnitCode }[];
  grossWeight?: string | null;
  weightUnit?: 'KGM' | 'TNE';
  observations?: string | null;
};

const valuesOf = (d: TTravelOrderDespatch): Values => ({
  shipper: d.shipper ?? { documentType: '6' },
  consignee: d.consignee ?? { documentType: '6' },
  payer: d.payer ?? { documentType: '6' },
  senderGuides: d.senderGuides,
  originUbigeo: d.originUbigeo,
  originAddress: d.originAddress,
  destinationUbigeo: d.destinationUbigeo,
  destinationAddress: d.destinationAddress,
  transferStartDate: d.transferStartDate,
  goods: d.goods,
  grossWeight: d.grossWeight,
  weightUnit: d.weightUnit,
  observations: d.observations,
});

// The lines' rules refuse an empty field before the form submits: the fallbacks below never reach the server.
const bodyOf = (id: number, v: Values): TTravelOrderDespatchBody => ({
  id,
  shipper: partyBody(v.shipper),
  consignee: partyBody(v.consignee),
  payer: partyBody(v.payer),
  senderGuides: (v.senderGuides ?? []).map((g) => ({
    series: g.series ?? '',
    number: g.number ?? 0,
    issuerRuc: g.issuerRuc ?? '',
  })),
  originUbigeo: v.originUbigeo ?? null,
  originAddress: v.originAddress ?? null,
  destinationUbigeo: v.destinationUbigeo ?? null,
  destinationAddress: v.destinationAddress ?? null,
  transferStartDate: v.transferStartDate ?? '',
  goods: (v.goods ?? []).map((g) => ({
    description: g.description ?? '',
    quantity: g.quantity ?? '',
    unitCode: g.unitCode ?? 'KGM',
  })),
  grossWeight: v.grossWeight ?? null,
  weightUnit: v.weightUnit ?? 'KGM',
  observations: v.observations ?? null,
});

const DespatchForm = ({ despatch, issued }: { despatch: TTravelOrderDespatch; issued: boolean }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveTravelOrderDespatch();
  const reportError = useFormError();
  const disabled = !despatch.editable;
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(bodyOf(despatch.travelOrderId, values));
      toast.success(t('travel-orders:despatch.saved'));
    } catch (error) {
      reportError(form, error);
    }
  };
  const place = (which: 'origin' | 'destination') => (
    <Row gutter={8}>
      <Col xs={24} lg={12}>
        <Form.Item
          name={`${which}Ubigeo`}
          label={t(`travel-orders:despatch.${which}`)}
          rules={[zodRule(fields[`${which}Ubigeo`])]}
        >
          <DistrictSelect testId={`despatch-${which}`} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item
          name={`${which}Address`}
          label={t('travel-orders:despatch.address')}
          rules={[zodRule(fields[`${which}Address`])]}
        >
          <Input maxLength={200} disabled={disabled} data-testid={`despatch-${which}-address`} />
        </Form.Item>
      </Col>
    </Row>
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={valuesOf(despatch)}
      onFinish={submit}
      disabled={disabled}
      data-testid="despatch-form"
    >
      {!despatch.saved && (
        <Alert
          type="info"
          showIcon
          message={t('travel-orders:despatch.suggested')}
          style={{ marginBottom: 16 }}
          data-testid="despatch-suggested"
        />
      )}
      <Divider titlePlacement="start" plain>
        {t('travel-orders:despatch.shipper')}
      </Divider>
      <DespatchPartyFields name="shipper" disabled={disabled} />
      <Divider titlePlacement="start" plain>
        {t('travel-orders:despatch.consignee')}
      </Divider>
      <DespatchPartyFields name="consignee" disabled={disabled} />
      <Divider titlePlacement="start" plain>
        {t('travel-orders:despatch.payer')}
      </Divider>
      <DespatchPartyFields name="payer" disabled={disabled} />
      <Divider />
      <DespatchSenderGuides disabled={disabled} />
      {place('origin')}
      {place('destination')}
      <Row gutter={8}>
        <Col xs={24} md={8}>
          <Form.Item
            name="transferStartDate"
            label={t('travel-orders:despatch.transferStartDate')}
            required
            rules={[zodRule(fields.transferStartDate)]}
          >
            <DateInput style={{ width: '100%' }} data-testid="despatch-start-date" />
          </Form.Item>
        </Col>
        <Col xs={14} md={8}>
          <Form.Item name="grossWeight" label={t('travel-orders:despatch.grossWeight')}>
            <Input inputMode="decimal" data-testid="despatch-gross-weight" />
          </Form.Item>
        </Col>
        <Col xs={10} md={8}>
          <Form.Item name="weightUnit" label={t('travel-orders:despatch.weightUnit')}>
            <Select
              options={DESPATCH_WEIGHT_UNITS.map((u) => ({
                value: u,
                label: `${u} · ${t(`travel-orders:despatch.unit.${u}`)}`,
              }))}
              data-testid="despatch-weight-unit"
            />
          </Form.Item>
        </Col>
      </Row>
      <DespatchGoods disabled={disabled} />
      <Form.Item
        name="observations"
        label={t('travel-orders:fields.observations')}
        rules={[zodRule(fields.observations)]}
      >
        <Input.TextArea rows={2} maxLength={250} data-testid="despatch-observations" />
      </Form.Item>
      {despatch.editable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="despatch-save">
          {t('common:actions.save')}
        </Button>
      ) : (
        <Typography.Text type="secondary">
          {t(issued ? 'travel-orders:despatch.lockedIssued' : 'travel-orders:despatch.locked')}
        </Typography.Text>
      )}
    </Form>
  );
};

/**
 * The trip's guía de remisión transportista (GRE): once the start issued it, its number, SUNAT's
 * state and its PDF; before, what it still lacks. Then the GRE part's form (shipper, consignee,
 * payer, the remitente's guides, places, day, goods and weight).
 */
export const DespatchCard = ({
  travelOrderId,
  gre,
}: {
  travelOrderId: number;
  gre: TTravelOrderGre | null;
}) => {
  const { t } = useTranslation();
  const despatch = useTravelOrderDespatch(travelOrderId);
  return (
    <Card title={t('travel-orders:despatch.title')} size="small" data-testid="travel-order-despatch">
      {gre ? (
        <GreIssued travelOrderId={travelOrderId} gre={gre} />
      ) : (
        <DespatchChecklist travelOrderId={travelOrderId} />
      )}
      <Divider />
      {despatch.isPending && <Skeleton active />}
      {despatch.isError && <ErrorState error={despatch.error} onRetry={() => despatch.refetch()} />}
      {despatch.data && (
        <DespatchForm
          key={despatch.data.updatedAt ?? 'suggested'}
          despatch={despatch.data}
          issued={gre !== null}
        />
      )}
    </Card>
  );
};
