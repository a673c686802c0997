import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from './read-again';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('reading again after news from the server', () => {
  it('makes anew a first read on its way, whose answer predates the news', async () => {
    const client = new QueryClient();
    const answers: Array<(value: string) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['bell', 'unread'],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1);
    void readAgain(client, ['bell']);
    answers[0]?.('before');
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]?.('after');
    await settle();
    expect(client.getQueryData(['bell', 'unread'])).toBe('after');
    unsubscribe();
  });

  it('marks a query already answered as stale at once, and refetches it', async () => {
    const client = new QueryClient();
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['bell', 'count'],
      queryFn: async () => ++reads,
    });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(client.getQueryData(['bell', 'count'])).toBe(1);
    const pending = readAgain(client, ['bell']);
    expect(client.getQueryState(['bell', 'count'])?.isInvalidated).toBe(true);
    await pending;
    expect(client.getQueryData(['bell', 'count'])).toBe(2);
    unsubscribe();
  });
});
