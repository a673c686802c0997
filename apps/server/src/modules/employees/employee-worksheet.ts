import type { Language, TEmployeeInformation, TJobDetails } from '@zerg/shared';
import { translateMessage } from '@zerg/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';

type Sheet = { info: TEmployeeInformation; job: TJobDetails | null; photo: Buffer | null; today: string };

const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';

/** The employee's record sheet: photo, personal, contact, job, family, emergency and bank data. */
export const worksheetDefinition = (
  lang: Language,
  { info, job, photo, today }: Sheet,
): TDocumentDefinitions => {
  const t = (key: string) => translateMessage(lang, `worksheet.${key}`);
  const dash = (v: string | null | undefined) => v || '—';
  const section = (title: string): Content => ({ text: title, style: 'section' });
  const pairs = (rows: [string, string | null | undefined][]): Content => ({
    table: {
      widths: [140, '*'],
      body: rows.map(([k, v]): TableCell[] => [{ text: k, style: 'label' }, { text: dash(v) }]),
    },
    layout: 'lightHorizontalLines',
  });
  const grid = (headers: string[], rows: (string | null)[][]): Content =>
    rows.length
      ? {
          table: {
            headerRows: 1,
            widths: headers.map(() => '*'),
            body: [
              headers.map((h): TableCell => ({ text: h, style: 'label' })),
              ...rows.map((r) => r.map((c): TableCell => ({ text: dash(c) }))),
            ],
          },
          layout: 'lightHorizontalLines',
        }
      : { text: t('none'), italics: true, color: '#666' };
  const place = [info.districtName, info.provinceName, info.departmentName].filter(Boolean).join(', ');
  const photoCell: Content = photo
    ? {
        image: `data:image/${isPng(photo) ? 'png' : 'jpeg'};base64,${photo.toString('base64')}`,
        fit: [90, 110],
      }
    : { text: '' };
  return {
    info: { title: `${t('title')} — ${info.fullName}`, subject: `${info.documentNumber}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => ({
      text: `Zerg Back Office · ${t('generated')} ${today} · ${page}/${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666',
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: t('title'), style: 'title' },
              { text: info.fullName, style: 'name' },
              { text: `${t('document')}: ${info.documentNumber} · ${t('code')}: ${info.personalCode}` },
              { text: `${t('status')}: ${t(info.isActive ? 'active' : 'inactive')}` },
            ],
          },
          { width: 100, stack: [photoCell] },
        ],
      },
      section(t('personal')),
      pairs([
        [t('names'), info.fullName],
        [t('document'), info.documentNumber],
        [t('birthDate'), info.birthDate],
        [t('gender'), info.gender],
        [t('maritalStatus'), info.maritalStatus],
        [t('nationality'), info.nationality],
        [t('bloodType'), info.bloodType],
      ]),
      section(t('contact')),
      pairs([
        [t('mobile'), info.mobilePhone],
        [t('email'), info.personalEmail ?? info.workEmail],
        [t('address'), info.address],
        [t('district'), place],
      ]),
      section(t('job')),
      job
        ? pairs([
            [t('company'), job.companyName],
            [t('campus'), job.campusName],
            [t('area'), job.areaName],
            [t('position'), job.positionName],
            [t('startDate'), job.startDate],
            [t('regime'), job.laborRegime],
            [t('contract'), `${job.contractType}${job.contractEndDate ? ` → ${job.contractEndDate}` : ''}`],
            [t('salary'), `${job.currency} ${job.salary}`],
            [t('pension'), `${job.pensionSystem}${job.cuspp ? ` · CUSPP ${job.cuspp}` : ''}`],
          ])
        : { text: t('none'), italics: true },
      section(t('family')),
      grid(
        [t('name'), t('birthDate'), t('document')],
        info.children.map((c) => [c.fullName, c.birthDate, c.documentNumber]),
      ),
      section(t('emergency')),
      grid(
        [t('name'), t('phone'), t('relation')],
        info.emergencyContacts.map((c) => [c.name, c.phone, c.relation]),
      ),
      section(t('bank')),
      grid(
        [t('bankName'), t('account'), t('cci'), t('status')],
        info.bankAccounts.map((a) => [
          a.bankName,
          a.accountNumber,
          a.cci,
          t(a.isActive ? 'active' : 'inactive'),
        ]),
      ),
    ],
    styles: {
      title: { fontSize: 16, bold: true, color: '#1f3a5f' },
      name: { fontSize: 13, bold: true, margin: [0, 4, 0, 2] },
      section: { fontSize: 11, bold: true, color: '#1f3a5f', margin: [0, 14, 0, 4] },
      label: { bold: true, color: '#444' },
    },
    defaultStyle: { fontSize: 9 },
  };
};
