import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ZClientContactInput } from '@zerg/shared';
import { Button, Card, Col, Empty, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';

const contact = ZClientContactInput.shape;

/** The people to call at the client: name, role, phone and mail. */
export const ClientContactsCard = () => {
  const { t } = useTranslation();
  return (
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
  );
};
