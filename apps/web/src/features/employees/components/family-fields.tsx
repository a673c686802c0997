import { RELATIONS, STUDY_LEVELS, ZChild, ZEmergencyContact, ZStudy, ZWorkExperience } from '@zerg/shared';
import { Col, Flex, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { codeOptions } from '../../../components/employee-record/code-label';
import { UppercaseInput } from '../../../components/uppercase-input';
import { zodRule } from '../../../lib/zod-rule';
import { ListCard } from './list-card';

const notFuture = (date: dayjs.Dayjs) => date.isAfter(dayjs());

/** Children, emergency contacts, studies and work experience: editable lists. */
export const FamilyFields = () => {
  const { t } = useTranslation();
  const child = ZChild.shape;
  const contact = ZEmergencyContact.shape;
  const study = ZStudy.shape;
  const job = ZWorkExperience.shape;

  return (
    <Flex vertical gap={16}>
      <ListCard
        name="children"
        testId="children"
        title={t('employees:sections.children')}
        addLabel={t('employees:form.addChild')}
        emptyText={t('employees:view.noChildren')}
        max={20}
        newRow={() => ({ fullName: '', birthDate: null, documentNumber: '', studying: false })}
        renderRow={(field) => (
          <Row gutter={12}>
            <Col xs={24} md={9}>
              <Form.Item
                name={[field.name, 'fullName']}
                label={t('employees:fields.fullName')}
                required
                rules={[zodRule(child.fullName)]}
              >
                <Input maxLength={120} data-testid={`child-name-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name={[field.name, 'birthDate']}
                label={t('employees:fields.birthDate')}
                required
                rules={[zodRule(child.birthDate)]}
              >
                <DateInput disabledDate={notFuture} data-testid={`child-birth-date-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name={[field.name, 'documentNumber']}
                label={t('employees:fields.documentNumber')}
                rules={[zodRule(child.documentNumber)]}
              >
                <UppercaseInput maxLength={15} data-testid={`child-document-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name={[field.name, 'studying']}
                label={t('employees:fields.studying')}
                valuePropName="checked"
              >
                <Switch data-testid={`child-studying-${field.name}`} />
              </Form.Item>
            </Col>
          </Row>
        )}
      />

      <ListCard
        name="emergencyContacts"
        testId="emergency-contacts"
        title={t('employees:sections.emergencyContacts')}
        addLabel={t('employees:form.addContact')}
        emptyText={t('employees:view.noEmergencyContacts')}
        max={5}
        newRow={() => ({ name: '', phone: '' })}
        renderRow={(field) => (
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item
                name={[field.name, 'name']}
                label={t('employees:fields.name')}
                required
                rules={[zodRule(contact.name)]}
              >
                <Input maxLength={120} data-testid={`contact-name-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item
                name={[field.name, 'phone']}
                label={t('employees:fields.phone')}
                required
                rules={[zodRule(contact.phone)]}
              >
                <Input maxLength={20} inputMode="tel" data-testid={`contact-phone-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item
                name={[field.name, 'relation']}
                label={t('employees:fields.relation')}
                required
                rules={[zodRule(contact.relation)]}
              >
                <Select
                  placeholder={t('employees:form.choose')}
                  options={codeOptions(t, 'relation', RELATIONS)}
                  data-testid={`contact-relation-${field.name}`}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      />

      <ListCard
        name="studies"
        testId="studies"
        title={t('employees:sections.studies')}
        addLabel={t('employees:form.addStudy')}
        emptyText={t('employees:view.noStudies')}
        max={20}
        newRow={() => ({ institution: '', degree: '', startYear: null, endYear: null, completed: false })}
        renderRow={(field) => (
          <Row gutter={12}>
            <Col xs={24} md={6}>
              <Form.Item
                name={[field.name, 'level']}
                label={t('employees:fields.level')}
                required
                rules={[zodRule(study.level)]}
              >
                <Select
                  placeholder={t('employees:form.choose')}
                  options={codeOptions(t, 'studyLevel', STUDY_LEVELS)}
                  data-testid={`study-level-${field.name}`}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item
                name={[field.name, 'institution']}
                label={t('employees:fields.institution')}
                required
                rules={[zodRule(study.institution)]}
              >
                <Input maxLength={150} data-testid={`study-institution-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item
                name={[field.name, 'degree']}
                label={t('employees:fields.degree')}
                rules={[zodRule(study.degree)]}
              >
                <Input maxLength={150} data-testid={`study-degree-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item
                name={[field.name, 'startYear']}
                label={t('employees:fields.startYear')}
                rules={[zodRule(study.startYear)]}
              >
                <InputNumber<number> min={1950} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item
                name={[field.name, 'endYear']}
                label={t('employees:fields.endYear')}
                rules={[zodRule(study.endYear)]}
              >
                <InputNumber<number> min={1950} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8} md={6}>
              <Form.Item
                name={[field.name, 'completed']}
                label={t('employees:fields.completed')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        )}
      />

      <ListCard
        name="workExperience"
        testId="work-experience"
        title={t('employees:sections.workExperience')}
        addLabel={t('employees:form.addExperience')}
        emptyText={t('employees:view.noWorkExperience')}
        max={20}
        newRow={() => ({ company: '', position: '', startDate: null, endDate: null })}
        renderRow={(field) => (
          <Row gutter={12}>
            <Col xs={24} md={7}>
              <Form.Item
                name={[field.name, 'company']}
                label={t('employees:fields.company')}
                required
                rules={[zodRule(job.company)]}
              >
                <Input maxLength={150} data-testid={`experience-company-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item
                name={[field.name, 'position']}
                label={t('employees:fields.position')}
                required
                rules={[zodRule(job.position)]}
              >
                <Input maxLength={120} data-testid={`experience-position-${field.name}`} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name={[field.name, 'startDate']}
                label={t('employees:fields.startDate')}
                required
                rules={[zodRule(job.startDate)]}
              >
                <DateInput disabledDate={notFuture} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name={[field.name, 'endDate']}
                label={t('employees:fields.endDate')}
                rules={[zodRule(job.endDate)]}
              >
                <DateInput disabledDate={notFuture} />
              </Form.Item>
            </Col>
          </Row>
        )}
      />
    </Flex>
  );
};
