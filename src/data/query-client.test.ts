import { describe, expect, it, vi } from 'vitest';
import { SessionEndedError } from './errors';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('reports an ended session once and does not retry the refused query', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    const queryFn = vi.fn().mockRejectedValue(new SessionEndedError('Your session has ended.'));
    await expect(client.fetchQuery({ queryKey: ['novels'], queryFn })).rejects.toThrow(
      'Your session has ended.',
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('reports a change refused for an ended session', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new SessionEndedError('Your session has ended.')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the page', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    const queryFn = vi.fn().mockRejectedValue(new Error('nope'));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn, retry: false })).rejects.toThrow('nope');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
