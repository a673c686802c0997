import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import type { TEntityGroupItem, TEntityGroupMember } from '@zerg/shared';
import { Button, Drawer, Flex, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { StatusTag } from '../../../components/status-tag';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useUserOptions } from '../../../reference-data/get-user-options';
import { useAddMember, useRemoveMember } from '../api/change-members';
import { useMembers } from '../api/get-members';

export type MembersDrawerProps = { group: TEntityGroupItem | null; onClose: () => void };

/** The users of a group: add one from the picker, remove one after confirming. */
export const MembersDrawer = ({ group, onClose }: MembersDrawerProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userId: number }>();
  const members = useMembers(group?.id ?? null);
  const users = useUserOptions();
  const add = useAddMember();
  const remove = useRemoveMember();
  const reportError = useFormError();
  const memberIds = new Set((members.data ?? []).map((m) => m.userId));

  const submit = ({ userId }: { userId: number }) => {
    if (!group) return;
    add.mutate(
      { groupId: group.id, userId },
      {
        onSuccess: () => {
          form.resetFields();
          toast.success(t('entityGroups:members.added'));
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Drawer
      open={group !== null}
      onClose={onClose}
      title={t('entityGroups:members.title', { name: group?.name ?? '' })}
      size="large"
      destroyOnHidden
    >
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16 }}>
        <Form.Item
          name="userId"
          rules={[{ required: true, message: t('shared:validation.required') }]}
          style={{ flex: 1 }}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('entityGroups:members.pick')}
            loading={users.isPending}
            options={(users.data ?? []).map((u) => ({
              value: u.id,
              label: u.name,
              disabled: memberIds.has(u.id),
            }))}
            data-testid="member-picker"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UserAddOutlined />}
          loading={add.isPending}
          data-testid="member-add"
        >
          {t('entityGroups:members.add')}
        </Button>
      </Form>
      <Table<TEntityGroupMember>
        rowKey="userId"
        size="small"
        loading={members.isPending}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: t('entityGroups:members.empty') }}
        data-testid="members-table"
        columns={[
          {
            title: t('entityGroups:members.name'),
            dataIndex: 'fullName',
            render: (name: string, row) => (
              <Flex vertical>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary">{row.email}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('entityGroups:members.status'),
            dataIndex: 'isActive',
            width: 110,
            render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
          },
          {
            key: 'remove',
            width: 60,
            render: (_: unknown, row) => (
              <ConfirmButton
                danger
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('entityGroups:members.remove')}
                data-testid={`member-remove-${row.userId}`}
                onConfirm={() =>
                  group &&
                  remove.mutateAsync({ groupId: group.id, userId: row.userId }).catch(() => undefined)
                }
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
};
