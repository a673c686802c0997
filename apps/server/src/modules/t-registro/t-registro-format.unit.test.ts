import { describe, expect, it } from 'vitest';
import {
  cessationPeriod,
  EST_COLUMNS,
  educationCode,
  estFields,
  hirePeriods,
  IDE_COLUMNS,
  ideFields,
  PER_COLUMNS,
  splitAddress,
  TRA_COLUMNS,
  type TRegistroWorkerData,
  tRegistroBytes,
  tRegistroFileName,
  tRegistroLine,
  traFields,
} from './t-registro-format.ts';

const worker: TRegistroWorkerData = {
  employeeId: 7,
  documentType: '01',
  documentNumber: '45678912',
  firstNames: 'María José',
  paternalSurname: 'Quispe',
  maternalSurname: 'Ñahui',
  gender: 'F',
  nationality: 'PE',
  birthDate: '1990-03-05',
  mobilePhone: '987654321',
  email: 'maria@example.pe',
  address: 'Av. Arequipa 1234',
  districtUbigeo: '150101',
  startDate: '2026-11-02',
  contractType: 'indefinite',
  laborRegime: 'general',
  personalType: 'administrative',
  salary: '2500',
  currency: 'PEN',
  pensionSystem: 'prima',
  cuspp: '123456ABCDE1',
  hasEps: false,
  paidByDeposit: true,
  studies: [
    { level: 'secondary', completed: true },
    { level: 'university', completed: false },
  ],
  lastDay: null,
  cessationCode: null,
};

const fieldsOf = (line: string) => line.split('|').slice(0, -1);

describe('T-Registro lines', () => {
  it('personal data (.ide): 41 columns in order, dates dd/mm/yyyy, sex and nationality codes', () => {
    const { fields, problems } = ideFields(worker);
    expect(problems).toEqual([]);
    expect(fields).toHaveLength(IDE_COLUMNS);
    expect(fields.slice(0, 12)).toEqual([
      '01',
      '45678912',
      '',
      '05/03/1990',
      'Quispe',
      'Ñahui',
      'María José',
      '2',
      '9589',
      '',
      '987654321',
      'maria@example.pe',
    ]);
    // Address 1: road type, name, number … ubigeo in column 26; address 2 empty; centre indicator.
    expect(fields.slice(12, 15)).toEqual(['01', 'Arequipa', '1234']);
    expect(fields[25]).toBe('150101');
    expect(fields.slice(26, 40).every((f) => f === '')).toBe(true);
    expect(fields[40]).toBe('1');
  });

  it('worker data (.tra): 22 columns with regime, CUSPP, contract, pay and payment type', () => {
    const { fields, problems } = traFields(worker);
    expect(problems).toEqual([]);
    expect(fields).toHaveLength(TRA_COLUMNS);
    expect(fields).toEqual([
      '01',
      '45678912',
      '',
      '01',
      '12',
      '',
      '0',
      '123456ABCDE1',
      '0',
      '01',
      '0',
      '1',
      '0',
      '0',
      '1',
      '2500.00',
      '1',
      '0',
      '0',
      '2',
      '03',
      '0',
    ]);
  });

  it('periods (.per) of a hire: period, worker type, health and pension, 10 columns each', () => {
    const { rows, problems } = hirePeriods(worker);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.length)).toEqual([PER_COLUMNS, PER_COLUMNS, PER_COLUMNS, PER_COLUMNS]);
    expect(rows.map((r) => [r[3], r[4], r[5], r[8]])).toEqual([
      ['1', '1', '02/11/2026', ''],
      ['1', '2', '02/11/2026', '21'],
      ['1', '3', '02/11/2026', '00'],
      ['1', '4', '02/11/2026', '24'],
    ]);
  });

  it('a cessation closes the period with the last day and the table 17 reason', () => {
    const { fields, problems } = cessationPeriod({ ...worker, lastDay: '2026-11-20', cessationCode: '01' });
    expect(problems).toEqual([]);
    expect(fields).toEqual(['01', '45678912', '', '1', '1', '02/11/2026', '20/11/2026', '01', '', '']);
    expect(cessationPeriod({ ...worker, lastDay: '2026-11-20' }).problems).toEqual([
      { field: 'per.cessationReason', reason: 'missing' },
    ]);
  });

  it('establishment (.est): the employer RUC and its fiscal domicile', () => {
    const { fields } = estFields(worker, '20123456789');
    expect(fields).toHaveLength(EST_COLUMNS);
    expect(fields).toEqual(['01', '45678912', '', '20123456789', '0000']);
  });

  it('names a required column the record lacks as a problem', () => {
    const gaps = { ...worker, districtUbigeo: null, cuspp: null, address: 'Mz. B Lt. 4', nationality: 'VE' };
    expect(ideFields(gaps).problems.map((p) => p.field)).toEqual([
      'ide.nationality',
      'ide.roadType',
      'ide.ubigeo',
    ]);
    expect(traFields(gaps).problems).toEqual([{ field: 'tra.cuspp', reason: 'missing' }]);
    expect(traFields({ ...worker, studies: [] }).problems).toEqual([
      { field: 'tra.educationalSituation', reason: 'missing' },
    ]);
    expect(traFields({ ...worker, contractType: 'fixed_term' }).problems).toEqual([
      { field: 'tra.contractType', reason: 'modalityNotHeld' },
    ]);
    expect(ideFields({ ...worker, documentType: '07' }).problems).toEqual([
      { field: 'issuingCountry', reason: 'notHeld' },
    ]);
  });

  it('educational situation: the highest level, complete when one study of it is', () => {
    expect(educationCode([{ level: 'university', completed: true }])).toBe('13');
    expect(
      educationCode([
        { level: 'technical', completed: false },
        { level: 'other', completed: true },
      ]),
    ).toBe('08');
    expect(educationCode([{ level: 'other', completed: true }])).toBeNull();
  });

  it('closes each line with | and keeps the separator out of the values', () => {
    expect(tRegistroLine(['01', 'a|b', 'c\r\nd'])).toBe('01|a b|c d|');
    expect(fieldsOf(tRegistroLine(ideFields(worker).fields))).toHaveLength(IDE_COLUMNS);
  });

  it('splits a free-text address into road type, name and number', () => {
    expect(splitAddress('Jr. de la Unión 455')).toEqual({ type: '02', name: 'de la Unión', number: '455' });
    expect(splitAddress('Av. Néstor Gambetta 6520, Parque Industrial')).toEqual({
      type: '01',
      name: 'Néstor Gambetta',
      number: '6520',
    });
    expect(splitAddress('Mz. B Lt. 4').type).toBeNull();
  });

  it('writes ISO-8859-1 with CR LF and names the file RP_<RUC>.<ext>', () => {
    const bytes = tRegistroBytes(['Ñahui|José|', 'Ōsaka|']);
    expect(bytes.toString('latin1')).toBe('Ñahui|José|\r\nOsaka|\r\n');
    expect(bytes.includes(0xd1)).toBe(true); // Ñ is one byte
    expect(tRegistroFileName('20123456789', 'ide')).toBe('RP_20123456789.ide');
  });
});
