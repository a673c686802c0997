import { laboredDays, type TPayrollSlip } from '@zerg/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Input,
  Modal,
  Progress,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AreaLimitedNotice } from '../../../components/area-limited-notice';
import { RecordTabs } from '../../../components/record-history/record-tabs';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { formatMoney } from '../../../lib/format-money';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useApprovePayrollRun } from '../api/approve-payroll-run';
import { useCancelPayrollRun } from '../api/cancel-payroll-run';
import { usePayrollRun } from '../api/get-payroll-run';
import { usePayrollSlips } from '../api/get-payroll-slips';
import { PAYROLL_RUN_QUERY_KEY } from '../api/keys';
import { CtsDepositCard } from '../components/cts-deposit-card';
import { EBoletasCard } from '../components/e-boletas-card';
import { LiquidacionCard } from '../components/liquidacion-card';
import { PayRunModal } from '../components/pay-run-modal';
import { STATE_COLORS } from '../components/payroll-run-columns';
import { RunFiles } from '../components/run-files';
import { SlipDrawer } from '../components/slip-drawer';

const RUN_LABELS = [{ ns: 'payroll-payments' }] as const;

/** A run: its totals, files and slips; its History tab is kept in `?tab=history`. */
export const PayrollRunPage = () => {
  const { t, i18n } = useTranslation('payroll-payments');
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  const id = Number(useParams().id);
  const run = usePayrollRun(id);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ sortBy?: 'name' | 'net'; sortDesc: boolean }>({ sortDesc: false });
  const [slipId, setSlipId] = useState<number | null>(null);
  const slips = usePayrollSlips(
    { page, perPage: 20, q: q || undefined, ...sort, filters: { runId: id } },
    run.data?.computedAt,
  );
  const approve = useApprovePayrollRun();
  const [paying, setPaying] = useState(false);
  const cancel = useCancelPayrollRun();
  // An area-limited holder reads their area's slips; runs and company files are not theirs.
  const wholeCompany = !useAreaLimited();
  const r = run.data;
  if (!r) return <RouteTabs tabs={PAYROLL_TABS} />;
  const computing = r.job === 'queued' || r.job === 'running';
  // Computed before its month ended: a preview the server refuses to approve (409 PAYROLL_MONTH_NOT_OVER).
  const daysLeft = Number(
    r.warnings.find((w) => w.warning.startsWith('month_not_over:'))?.warning.split(':')[1] ?? 0,
  );
  const lastDay = new Date(Date.UTC(r.year, r.month, 0)).toISOString().slice(0, 10);
  const confirm = (title: string, onOk: () => Promise<unknown>) => Modal.confirm({ title, onOk });
  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RecordTabs
        inAddress
        testId="payroll-run-tabs"
        history={{
          queryKey: [...PAYROLL_RUN_QUERY_KEY, 'record', id],
          url: '/rrhh/payroll/run/history/list',
          record: { runId: id },
          labels: RUN_LABELS,
        }}
      >
        <Card
          title={
            <Space>
              {`${r.companyName} · ${r.year}-${String(r.month).padStart(2, '0')} · ${t(`kinds.${r.kind}`)}`}
              <Tag data-testid="run-state" color={STATE_COLORS[r.state]}>
                {t(`states.${r.state}`)}
              </Tag>
            </Space>
          }
          extra={
            wholeCompany && (
              <Space wrap>
                {r.state === 'registered' && r.job === 'done' && (
                  <Tooltip
                    title={daysLeft > 0 ? t('approveAfterMonth', { lastDay, days: daysLeft }) : undefined}
                  >
                    <Button
                      type="primary"
                      data-testid="run-approve"
                      disabled={daysLeft > 0}
                      onClick={() => confirm(t('approveConfirm'), () => approve.mutateAsync(id))}
                    >
                      {t('approve')}
                    </Button>
                  </Tooltip>
                )}
                {r.state === 'approved' && (
                  <Button data-testid="run-pay" onClick={() => setPaying(true)}>
                    {t('markPaid')}
                  </Button>
                )}
                {(r.state === 'registered' || r.state === 'approved') && (
                  <Button danger onClick={() => confirm(t('cancelConfirm'), () => cancel.mutateAsync(id))}>
                    {t('cancel')}
                  </Button>
                )}
              </Space>
            )
          }
        >
          <AreaLimitedNotice />
          {computing && (
            <Progress
              data-testid="run-progress"
              percent={r.total ? Math.round((r.progress / r.total) * 100) : 0}
              status="active"
            />
          )}
          {r.job === 'failed' && <Alert type="error" showIcon title={r.error} />}
          <Row gutter={16}>
            <Col span={4}>
              <Statistic title={t('workersTitle')} value={r.employeeCount} />
            </Col>
            <Col span={5}>
              <Statistic title={t('earnings')} value={r.earnings} />
            </Col>
            <Col span={5}>
              <Statistic title={t('deductions')} value={r.deductions} />
            </Col>
            <Col span={5}>
              <Statistic title={t('employer')} value={r.employer} />
            </Col>
            <Col span={5}>
              <Statistic title={t('net')} value={r.net} />
            </Col>
          </Row>
          {r.warnings.map((w) => {
            // A run-wide warning carries its own figure (`pending_justifications:3`); a slip's is counted.
            const [code = '', detail] = w.warning.split(':');
            const figure = detail !== undefined && /^\d+$/.test(detail) ? detail : w.count;
            return (
              <Alert
                key={w.warning}
                style={{ marginTop: 8 }}
                type="warning"
                showIcon
                data-testid={`run-warning-${code}`}
                title={`${t(`warnings.${code}`, { defaultValue: w.warning })} (${figure})`}
              />
            );
          })}
          <RunFiles runId={id} wholeCompany={wholeCompany} />
        </Card>
        {r.kind === 'liquidacion' && r.job === 'done' && slips.data?.data[0] && (
          <LiquidacionCard slipId={slips.data.data[0].id} />
        )}
        {r.kind === 'cts' && r.job === 'done' && (
          <CtsDepositCard runId={id} released={r.state === 'approved' || r.state === 'paid'} />
        )}
        <Card
          style={{ marginTop: 16 }}
          title={t('slips')}
          extra={
            <Input.Search
              allowClear
              placeholder={t('search')}
              onSearch={(v) => {
                setQ(v);
                setPage(1);
              }}
            />
          }
        >
          <Table<TPayrollSlip>
            rowKey="id"
            loading={slips.isLoading}
            dataSource={slips.data?.data ?? []}
            locale={{ emptyText: t('noSlips') }}
            onChange={(_p, _f, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              setSort(
                s?.order
                  ? { sortBy: s.field === 'net' ? 'net' : 'name', sortDesc: s.order === 'descend' }
                  : { sortDesc: false },
              );
            }}
            pagination={{ current: page, pageSize: 20, total: slips.data?.total ?? 0, onChange: setPage }}
            columns={[
              {
                title: t('worker'),
                dataIndex: 'name',
                sorter: true,
                render: (v: string, s) => (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`slip-${s.employeeId}`}
                    onClick={() => setSlipId(s.id)}
                  >
                    {v}
                  </Button>
                ),
              },
              { title: t('document'), dataIndex: 'document' },
              { title: t('daysWorked'), render: (_, s) => laboredDays(s.days) },
              { title: t('earnings'), dataIndex: 'earnings', align: 'right', render: money },
              { title: t('deductions'), dataIndex: 'deductions', align: 'right', render: money },
              { title: t('net'), dataIndex: 'net', align: 'right', sorter: true, render: money },
              {
                title: t('common:table.actions'),
                render: (_, s) => (s.warnings.length ? <Tag color="orange">{s.warnings.length}</Tag> : null),
              },
            ]}
          />
        </Card>
        {(r.state === 'approved' || r.state === 'paid') && <EBoletasCard runId={id} />}
      </RecordTabs>
      <SlipDrawer id={slipId} onClose={() => setSlipId(null)} />
      {paying && <PayRunModal runId={id} onClose={() => setPaying(false)} />}
    </>
  );
};
