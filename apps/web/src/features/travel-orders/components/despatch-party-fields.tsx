import { DESPATCH_PARTY_DOCUMENT_TYPES, type DespatchPartyDocumentType } from '@zerg/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { UppercaseInput } from '../../../components/uppercase-input';

export type PartyValues = {
  documentType?: DespatchPartyDocumentType | null;
  documentNumber?: string;
  name?: string;
};

/** A party as the form holds it → the body's party, or null when nothing of it was typed. */
export const partyBody = (party: PartyValues | undefined) => {
  const documentNumber = party?.documentNumber?.trim() ?? '';
  const name = party?.name?.trim() ?? '';
  if (!documentNumber && !name) return null;
  return { documentType: party?.documentType ?? '6', documentNumber, name };
};

export type DespatchPartyFieldsProps = {
  name: 'shipper' | 'consignee' | 'payer';
  disabled: boolean;
};

/** Document type (catálogo 06), number and name of the shipper, the consignee or the payer. */
export const DespatchPartyFields = ({ name, disabled }: DespatchPartyFieldsProps) => {
  const { t } = useTranslation();
  const types = DESPATCH_PARTY_DOCUMENT_TYPES.map((code) => ({
    value: code,
    label: t(`travel-orders:despatch.documentType.${code}`),
  }));
  return (
    <Row gutter={8}>
      <Col xs={24} md={6}>
        <Form.Item name={[name, 'documentType']} label={t('travel-orders:despatch.documentTypeLabel')}>
          <Select options={types} disabled={disabled} data-testid={`despatch-${name}-type`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={[name, 'documentNumber']} label={t('travel-orders:despatch.documentNumber')}>
          <UppercaseInput maxLength={15} disabled={disabled} data-testid={`despatch-${name}-number`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={[name, 'name']} label={t('travel-orders:despatch.partyName')}>
          <Input maxLength={200} disabled={disabled} data-testid={`despatch-${name}-name`} />
        </Form.Item>
      </Col>
    </Row>
  );
};
