import { SendOutlined } from '@ant-design/icons';
import { DRIVER_COMMENT_MAX } from '@zerg/shared';
import { Button, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useSendDriverComment } from '../api/send-driver-comment';

/** A note to operations and HR (a flat tyre, a road block), about the trip in focus when there is one. */
export const CommentBox = ({ travelOrderId }: { travelOrderId: number | null }) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendDriverComment();
  const empty = text.trim().length === 0;
  return (
    <Card size="small" title={t('driver:comment.title')}>
      <Flex vertical gap={10}>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={DRIVER_COMMENT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('driver:comment.placeholder')}
          style={{ fontSize: 16 }}
          data-testid="comment-input"
        />
        <Button
          type="primary"
          block
          style={{ height: 52, fontSize: 17, marginTop: 8 }}
          icon={<SendOutlined />}
          disabled={empty}
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { comment: text.trim(), ...(travelOrderId ? { travelOrderId } : {}) },
              {
                onSuccess: () => {
                  setText('');
                  toast.success(t('driver:comment.sent'));
                },
              },
            )
          }
          data-testid="comment-send"
        >
          {t('driver:comment.send')}
        </Button>
      </Flex>
    </Card>
  );
};
