import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TJustification } from '@zerg/shared';
import { Button, Card, Empty, Flex, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useJustificationRoles } from '../api/get-justification-roles';
import type { JustificationListParams } from '../api/get-justifications';
import { useMyJustifications } from '../api/get-my-justifications';
import { useTeamJustifications } from '../api/get-team-justifications';
import { DecideModal, type DecideTarget } from '../components/decide-modal';
import { JustificationCard } from '../components/justification-card';
import { JustificationForm } from '../components/justification-form';

const PER_PAGE = 10;

type CardListProps = {
  query: {
    data?: { data: TJustification[]; total: number };
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  empty: string;
  showEmployee?: boolean;
  onDecide?: (target: DecideTarget) => void;
};

const CardList = ({ query, page, onPage, empty, showEmployee, onDecide }: CardListProps) => {
  if (query.isPending) return <Skeleton active />;
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return <Empty description={empty} data-testid="justifications-empty" />;
  return (
    <Flex vertical gap={8}>
      {rows.map((row) => (
        <JustificationCard key={row.id} row={row} showEmployee={showEmployee} onDecide={onDecide} />
      ))}
      {(query.data?.total ?? 0) > PER_PAGE && (
        <Pagination
          simple
          align="center"
          current={page}
          pageSize={PER_PAGE}
          total={query.data?.total ?? 0}
          onChange={onPage}
        />
      )}
    </Flex>
  );
};

const params = (page: number): JustificationListParams => ({ page, perPage: PER_PAGE, sortDesc: true });

/**
 * /attendance/justifications (section 0, made for a phone, no side menu): justify a day and follow
 * one's own justifications; an area chief also finds here the ones waiting for their decision.
 */
export const MyJustificationsPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const roles = useJustificationRoles();
  const isChief = roles.data?.chief === true;
  const tab = search.get('tab') === 'team' && isChief ? 'team' : 'mine';
  const [minePage, setMinePage] = useState(1);
  const [teamPage, setTeamPage] = useState(1);
  const mine = useMyJustifications(params(minePage));
  const team = useTeamJustifications({ ...params(teamPage), filters: { status: 'pending' } }, isChief);
  const [deciding, setDeciding] = useState<DecideTarget | null>(null);

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <Link to="/attendance">
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          style={{ padding: 0 }}
          data-testid="justifications-back"
        >
          {t('justifications:mine.back')}
        </Button>
      </Link>
      {isChief && (
        <Segmented
          block
          value={tab}
          onChange={(value) => setSearch(value === 'team' ? { tab: 'team' } : {}, { replace: true })}
          options={[
            {
              value: 'mine',
              label: <span data-testid="justifications-tab-mine">{t('justifications:mine.tabs.mine')}</span>,
            },
            {
              value: 'team',
              label: (
                <span data-testid="justifications-tab-team">
                  {t('justifications:mine.tabs.team')}
                  {team.data?.total ? ` (${team.data.total})` : ''}
                </span>
              ),
            },
          ]}
        />
      )}
      {tab === 'mine' ? (
        <>
          <Card size="small" title={t('justifications:mine.formTitle')}>
            <JustificationForm />
          </Card>
          <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
            {t('justifications:mine.listTitle')}
          </Typography.Title>
          <CardList
            query={mine}
            page={minePage}
            onPage={setMinePage}
            empty={t('justifications:mine.empty')}
          />
        </>
      ) : (
        <CardList
          query={team}
          page={teamPage}
          onPage={setTeamPage}
          empty={t('justifications:mine.teamEmpty')}
          showEmployee
          onDecide={setDeciding}
        />
      )}
      <DecideModal target={deciding} onClose={() => setDeciding(null)} />
    </Flex>
  );
};
