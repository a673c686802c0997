import { describe, expect, it } from 'vitest';
import { isCompressibleType } from './compression.ts';

describe('compressible answers', () => {
  it('are text: JSON, HTML, CSS, scripts, CSV, SVG, with or without a charset', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/html',
      'text/css',
      'text/javascript',
      'application/javascript',
      'text/csv; charset=utf-8',
      'text/plain; charset=iso-8859-1',
      'image/svg+xml',
      'application/xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('are never a format compressed already, nor a live event stream', () => {
    for (const type of [
      'application/pdf',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/png',
      'image/jpeg',
      'application/octet-stream',
      'font/woff2',
      'text/event-stream',
    ]) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
