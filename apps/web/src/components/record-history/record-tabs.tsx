import { Tabs } from 'antd';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordHistory } from './record-history';

type RecordTab = 'record' | 'history';

type Props = {
  /** The record's own content: the first tab. */
  children: ReactNode;
  /** Where the history is read; none while the record is not saved yet (no tabs then). */
  history: ComponentProps<typeof RecordHistory> | null;
  /** A page keeps the open tab in `?tab=`, so a reload or a shared link opens it again. */
  inAddress?: boolean;
  testId: string;
};

/**
 * A record screen's tabs: the record, then its History. Tabs render a pane the first time it is
 * opened, so the history is asked for only when the user opens it.
 */
export const RecordTabs = ({ children, history, inAddress = false, testId }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState<RecordTab>('record');
  if (!history) return children;
  const tab: RecordTab = inAddress ? (search.get('tab') === 'history' ? 'history' : 'record') : local;
  const open = (key: string) => {
    const next: RecordTab = key === 'history' ? 'history' : 'record';
    if (!inAddress) return setLocal(next);
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'history') params.set('tab', next);
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={open}
      data-testid={testId}
      items={[
        {
          key: 'record',
          label: <span data-testid="tab-record">{t('common:history.recordTab')}</span>,
          children,
        },
        {
          key: 'history',
          label: <span data-testid="tab-history">{t('common:history.tab')}</span>,
          children: <RecordHistory {...history} />,
        },
      ]}
    />
  );
};
