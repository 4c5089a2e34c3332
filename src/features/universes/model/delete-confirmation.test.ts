import { describe, expect, it } from 'vitest';
import { deleteConfirmation } from './delete-confirmation';

const KEPT = 'You can restore it from the Trash for 30 days.';

describe('deleteConfirmation', () => {
  it('says what else goes, and lets the delete run', () => {
    expect(
      deleteConfirmation({ status: 'success', isRefused: false, summary: 'It also deletes 3 parts.' }, KEPT),
    ).toEqual({ message: `It also deletes 3 parts. ${KEPT}`, canDelete: true });
  });

  it('gives the reason of a refusal as a sentence, with Delete disabled', () => {
    expect(
      deleteConfirmation(
        {
          status: 'success',
          isRefused: true,
          summary: 'Move or delete this universe’s worlds and campaigns first',
        },
        KEPT,
      ),
    ).toEqual({ message: 'Move or delete this universe’s worlds and campaigns first.', canDelete: false });
  });

  it('waits for the plan before Delete can be pressed', () => {
    expect(deleteConfirmation({ status: 'pending' }, KEPT).canDelete).toBe(false);
  });

  it('still lets the delete run when the plan cannot be read: the server checks again', () => {
    expect(deleteConfirmation({ status: 'error', message: 'Could not reach the server.' }, KEPT)).toEqual({
      message: `What goes with it could not be checked: Could not reach the server. ${KEPT}`,
      canDelete: true,
    });
  });
});
