import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormListFieldData } from 'antd';
import { Button, Card, Empty, Flex, Form, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ListCardProps = {
  /** Form.List name (`children`, `bankAccounts`…). */
  name: string;
  title: ReactNode;
  addLabel: ReactNode;
  emptyText: ReactNode;
  /** Most rows the list accepts (the shared schema's `max`). */
  max: number;
  /** Values of a new row. */
  newRow: () => object;
  /** The fields of one row. */
  renderRow: (field: FormListFieldData) => ReactNode;
  /** Rows that may not be removed (e.g. stored bank accounts, which are retired instead). */
  canRemove?: (index: number) => boolean;
  testId: string;
};

/** An editable list of the employee form (children, contacts, studies, experience, bank accounts). */
export const ListCard = ({
  name,
  title,
  addLabel,
  emptyText,
  max,
  newRow,
  renderRow,
  canRemove = () => true,
  testId,
}: ListCardProps) => {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={title}
          data-testid={testId}
          extra={
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= max}
              onClick={() => add(newRow())}
              data-testid={`${testId}-add`}
            >
              {addLabel}
            </Button>
          }
        >
          {fields.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ margin: '4px 0' }} />
          ) : (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex
                  key={field.key}
                  gap={8}
                  align="start"
                  className="list-card-row"
                  data-testid={`${testId}-row-${field.name}`}
                >
                  <div style={{ flex: 1, minWidth: 0 }}>{renderRow(field)}</div>
                  {canRemove(field.name) ? (
                    <Tooltip title={t('employees:form.removeRow')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={t('employees:form.removeRow')}
                        data-testid={`${testId}-remove-${field.name}`}
                        style={{ marginTop: 30 }}
                      />
                    </Tooltip>
                  ) : (
                    <span style={{ width: 32 }} />
                  )}
                </Flex>
              ))}
            </Flex>
          )}
        </Card>
      )}
    </Form.List>
  );
};
