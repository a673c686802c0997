import { laboredDays, type TPayrollSlip } from '@zerg/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
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
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { formatMoney } from '../../../lib/format-money';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useApprovePayrollRun } from '../api/approve-payroll-run';
import { useCancelPayrollRun } from '../api/cancel-payroll-run';
import { downloadAfpnet } from '../api/download-afpnet';
import { downloadAllPayslipsPdf } from '../api/download-all-payslips-pdf';
import { downloadBankFile } from '../api/download-bank-file';
import { downloadPayslipPdf } from '../api/download-payslip-pdf';
import { downloadPayslipsZip } from '../api/download-payslips-zip';
import { downloadPlame } from '../api/download-plame';
import { downloadRunExcel } from '../api/download-run-excel';
import { usePayrollRun } from '../api/get-payroll-run';
import { usePayrollSlip } from '../api/get-payroll-slip';
import { usePayrollSlips } from '../api/get-payroll-slips';
import { CtsDepositCard } from '../components/cts-deposit-card';
import { EBoletasCard } from '../components/e-boletas-card';
import { LiquidacionBreakdown } from '../components/liquidacion-breakdown';
import { hasDetail, LiquidacionCard } from '../components/liquidacion-card';
import { PayRunModal } from '../components/pay-run-modal';
import { LineTable } from '../components/payroll-line-table';
import { STATE_COLORS } from './payroll-runs-page';

const SlipDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation('payroll-payments');
  const slip = usePayrollSlip(id);
  const s = slip.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={s?.name}
      extra={id && <Button onClick={() => downloadPayslipPdf(id)}>PDF</Button>}
    >
      {s && (
        <div data-testid="slip-drawer">
          <Descriptions
            size="small"
            column={3}
            items={[
              { label: t('document'), children: s.document },
              { label: t('position'), children: s.position },
              {
                label: t('daysWorked'),
                children: <span data-testid="slip-labored">{laboredDays(s.days)}</span>,
              },
              { label: t('absences'), children: s.days.absence },
              { label: t('vacation'), children: s.days.vacation },
              ...(s.days.projected ? [{ label: t('projectedDays'), children: s.days.projected }] : []),
              { label: t('net'), children: <strong>{s.net}</strong> },
            ]}
          />
          {s.warnings.map((w) => (
            <Alert
              key={w}
              type="warning"
              showIcon
              title={t(`warnings.${w.split(':')[0]}`, { defaultValue: w })}
              style={{ marginTop: 8 }}
            />
          ))}
          <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
            {hasDetail(s) && <LiquidacionBreakdown slip={s} />}
            <LineTable title={t('earnings')} lines={s.lines.filter((l) => l.kind === 'earning')} />
            <LineTable title={t('deductions')} lines={s.lines.filter((l) => l.kind === 'deduction')} />
            <LineTable title={t('employer')} lines={s.lines.filter((l) => l.kind === 'employer')} />
          </Space>
        </div>
      )}
    </Drawer>
  );
};

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
        <Space wrap style={{ marginTop: 12 }}>
          {wholeCompany && <Button onClick={() => downloadRunExcel(id)}>{t('excel')}</Button>}
          <Button onClick={() => downloadAllPayslipsPdf(id)}>{t('allPdf')}</Button>
          <Button onClick={() => downloadPayslipsZip(id)}>{t('zip')}</Button>
          {wholeCompany && (
            <>
              <Tooltip title={t('plameHint')}>
                <Button onClick={() => downloadPlame(id)} data-testid="run-plame">
                  PLAME
                </Button>
              </Tooltip>
              <Button onClick={() => downloadAfpnet(id)}>AFPnet</Button>
              <Button onClick={() => downloadBankFile(id)} data-testid="run-bank-file">
                {t('bankFile')}
              </Button>
            </>
          )}
        </Space>
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
              title: '',
              render: (_, s) => (s.warnings.length ? <Tag color="orange">{s.warnings.length}</Tag> : null),
            },
          ]}
        />
      </Card>
      {(r.state === 'approved' || r.state === 'paid') && <EBoletasCard runId={id} />}
      <SlipDrawer id={slipId} onClose={() => setSlipId(null)} />
      {paying && <PayRunModal runId={id} onClose={() => setPaying(false)} />}
    </>
  );
};
