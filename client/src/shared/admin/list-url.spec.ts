import { describe, expect, it } from '@jest/globals';
import { INITIAL_PARAMS } from './list-view';
import { pageFromParam, readListParams, refinesSearch, writeListParams } from './list-url';

const read = (query: string, filters: string[] = []) => readListParams(new URLSearchParams(query), filters);
const write = (query: string, change: Parameters<typeof writeListParams>[1]) =>
  writeListParams(new URLSearchParams(query), change).toString();

describe('list view in the address', () => {
  it('reads a 1-based page from the URL, 1 when missing or not a positive whole number', () => {
    expect(pageFromParam('4')).toBe(4);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
    expect(pageFromParam(null)).toBe(1);
  });

  it('reads the plain address as the plain list', () => {
    expect(read('')).toEqual({ ...INITIAL_PARAMS, filters: {} });
  });

  it('reads search, sort, page, rows per page and the list’s own filters', () => {
    expect(read('search=rose+gold&sort=-rate&page=3&perPage=25&status=pending&edit=4', ['status', 'tab'])).toEqual({
      page: 2,
      pageSize: 25,
      search: 'rose gold',
      sort: { column: 'rate', direction: 'desc' },
      filters: { status: 'pending' },
    });
    expect(read('sort=name').sort).toEqual({ column: 'name', direction: 'asc' });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(read('page=-2&perPage=7&sort=-')).toEqual({ ...INITIAL_PARAMS, filters: {} });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(write('edit=4', { sort: { column: 'rate', direction: 'desc' } })).toBe('edit=4&sort=-rate');
    expect(write('', { page: 1 })).toBe('page=2');
    expect(write('page=2&perPage=25', { pageSize: 10 })).toBe('');
    expect(write('search=gold', { search: '  ' })).toBe('');
    expect(write('', { search: ' #1042 ' })).toBe('search=%231042');
  });

  it('starts again at page 1 on any change but the page', () => {
    expect(write('page=3&sort=name', { sort: null })).toBe('');
    expect(write('page=3', { search: 'gold' })).toBe('search=gold');
    expect(write('page=3&status=new', { filters: { status: 'closed', tab: null } })).toBe('status=closed');
    expect(write('page=3&search=gold', { page: 3 })).toBe('page=4&search=gold');
  });

  it('replaces the history entry only while a typed search is refined', () => {
    const searching = { ...INITIAL_PARAMS, search: 'go' };
    expect(refinesSearch(searching, { search: 'gold' })).toBe(true);
    expect(refinesSearch(INITIAL_PARAMS, { search: 'g' })).toBe(false);
    expect(refinesSearch(searching, { search: '' })).toBe(false);
    expect(refinesSearch(searching, { page: 2 })).toBe(false);
  });
});
