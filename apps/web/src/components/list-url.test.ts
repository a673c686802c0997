import { describe, expect, it } from 'vitest';
import {
  changeListUrl,
  decodeFilterValue,
  encodeFilterValue,
  type ListUrlDefaults,
  readListUrl,
  writeListUrl,
} from './list-url';

const defaults: ListUrlDefaults = { perPage: 10, sortBy: 'fullName', sortDesc: false, filters: {} };

describe('list state in the address', () => {
  it('reads back what it writes: search, sort, page, size and typed filters', () => {
    const state = {
      page: 3,
      perPage: 25,
      q: 'ana',
      sortBy: 'hiredAt',
      sortDesc: true,
      filters: { areaId: 4, status: 'active', code: '0042', active: false, ids: [1, 2] },
    };
    const url = writeListUrl(new URLSearchParams('tab=areas'), '', state, defaults);
    expect(url.toString()).toBe(
      'tab=areas&q=ana&sort=-hiredAt&f.areaId=4&f.status=active&f.code=0042&f.active=false&f.ids=%5B1%2C2%5D&page=3&size=25',
    );
    expect(readListUrl(url, '', defaults, 200)).toEqual(state);
  });

  it('keeps both of two changes made before the router shows the first', () => {
    // The search's pause ends as a filter is picked: the filter starts from the search's address.
    const searched = changeListUrl(new URLSearchParams('page=2&size=10'), '', defaults, 200, {
      q: 'chavez ramos',
      page: 1,
    });
    const filtered = changeListUrl(searched, '', defaults, 200, (latest) => ({
      filters: { ...latest.filters, areaId: 7 },
      page: 1,
    }));
    expect(filtered.toString()).toBe('q=chavez+ramos&f.areaId=7');
    // Started from the old address, as a render-time copy would, the search is lost.
    const stale = changeListUrl(new URLSearchParams('page=2&size=10'), '', defaults, 200, {
      filters: { areaId: 7 },
      page: 1,
    });
    expect(stale.toString()).toBe('f.areaId=7');
  });

  it('leaves defaults out and starts from them on a clean address', () => {
    const clean = { page: 1, perPage: 10, q: '', sortBy: 'fullName', sortDesc: false, filters: {} };
    expect(writeListUrl(new URLSearchParams(), '', clean, defaults).toString()).toBe('');
    expect(readListUrl(new URLSearchParams(), '', defaults, 200)).toEqual(clean);
  });

  it('records a cleared sort and a cleared starting filter', () => {
    const start = { ...defaults, filters: { state: 'pending' } };
    const url = writeListUrl(
      new URLSearchParams(),
      '',
      { page: 1, perPage: 10, q: '', sortBy: undefined, sortDesc: false, filters: {} },
      start,
    );
    expect(url.toString()).toBe('sort=&f.state=');
    expect(readListUrl(url, '', start, 200)).toMatchObject({ sortBy: undefined, filters: {} });
    expect(readListUrl(new URLSearchParams(), '', start, 200).filters).toEqual({ state: 'pending' });
  });

  it('keeps two lists of one screen apart by their prefix', () => {
    const zones = writeListUrl(
      new URLSearchParams('page=2&size=10'),
      'zones.',
      { page: 4, perPage: 10, q: 'lima', sortBy: 'name', sortDesc: false, filters: {} },
      { ...defaults, sortBy: 'name' },
    );
    expect(zones.toString()).toBe('page=2&size=10&zones.q=lima&zones.page=4&zones.size=10');
    expect(readListUrl(zones, '', defaults, 200)).toMatchObject({ page: 2, q: '' });
    expect(readListUrl(zones, 'zones.', defaults, 200)).toMatchObject({ page: 4, q: 'lima' });
  });

  it('ignores values no list could have asked for', () => {
    expect(readListUrl(new URLSearchParams('page=-2&size=9999'), '', defaults, 200)).toMatchObject({
      page: 1,
      perPage: 10,
    });
    expect(decodeFilterValue(encodeFilterValue('true'))).toBe('true');
    expect(decodeFilterValue('2026-11-01')).toBe('2026-11-01');
  });
});
