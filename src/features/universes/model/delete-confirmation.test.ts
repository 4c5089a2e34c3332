import { describe, expect, it } from 'vitest';
import { deleteConfirmation } from './delete-confirmation';

describe('deleteConfirmation', () => {
  it('says what else goes, and lets the delete run', () => {
    expect(
      deleteConfirmation({ status: 'success', isRefused: false, summary: 'It also deletes 3 parts.' }),
    ).toEqual({ message: 'It also deletes 3 parts. This cannot be undone.', canDelete: true });
  });

  it('gives the reason of a refusal as a sentence, with Delete disabled', () => {
    expect(
      deleteConfirmation({
        status: 'success',
        isRefused: true,
        summary: 'Move or delete this universe’s worlds and campaigns first',
      }),
    ).toEqual({ message: 'Move or delete this universe’s worlds and campaigns first.', canDelete: false });
  });

  it('waits for the plan before Delete can be pressed', () => {
    expect(deleteConfirmation({ status: 'pending' }).canDelete).toBe(false);
  });

  it('still lets the delete run when the plan cannot be read: the server checks again', () => {
    expect(deleteConfirmation({ status: 'error', message: 'Could not reach the server.' })).toEqual({
      message: 'What goes with it could not be checked: Could not reach the server. This cannot be undone.',
      canDelete: true,
    });
  });
});
